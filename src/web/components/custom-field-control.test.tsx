import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CustomFieldControl } from "#web/components/custom-field-control.tsx";
import type { CustomFieldDto } from "#shared/contract/contacts-custom-fields.ts";

const field = (fieldType: CustomFieldDto["fieldType"], options: string[] = []): CustomFieldDto => ({
  id: "f1",
  name: "Lead Source",
  fieldType,
  options,
  entityType: "projects",
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
});

const render = (f: CustomFieldDto, value: string, disabled?: boolean) =>
  renderToString(<CustomFieldControl id="cf" field={f} value={value} onChange={() => {}} disabled={disabled} />);

describe("CustomFieldControl", () => {
  it("is a text box holding the value for a text field", () => {
    const html = render(field("text"), "Referral");
    expect(html).toMatch(/<input[^>]*id="cf"[^>]*value="Referral"/);
    expect(html).not.toContain('role="combobox"');
  });

  it("is a choice named after the field for a dropdown, not a text box", () => {
    const html = render(field("dropdown", ["Referral", "Cold call"]), "Cold call");
    expect(html).toMatch(/<button[^>]*role="combobox"[^>]*id="cf"[^>]*aria-label="Lead Source"/);
    expect(html).not.toMatch(/<input/);
  });

  it("can be disabled either way", () => {
    expect(render(field("text"), "", true)).toMatch(/<input[^>]*disabled=""/);
    expect(render(field("dropdown", ["A"]), "", true)).toMatch(/<button[^>]*disabled=""/);
  });
});

describe("CustomFieldControl with its form field's state", () => {
  it("passes the field's error and hint on to the control that takes focus", () => {
    const aria = { "aria-invalid": true, "aria-describedby": "cf-error" } as const;
    const text = renderToString(
      <CustomFieldControl id="cf" field={field("text")} value="" onChange={() => {}} {...aria} />,
    );
    expect(text).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="cf-error"/);
    const choice = renderToString(
      <CustomFieldControl id="cf" field={field("dropdown", ["A"])} value="" onChange={() => {}} {...aria} />,
    );
    expect(choice).toMatch(/<button[^>]*aria-invalid="true"[^>]*aria-describedby="cf-error"/);
  });
});
