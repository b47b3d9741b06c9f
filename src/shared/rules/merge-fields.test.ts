import { describe, expect, it } from "vitest";
import type { RichTextDoc } from "#shared/contract/dealrooms-documents.ts";
import {
  fieldsUsed,
  formatLetterDate,
  formatMoney,
  isKnownMergeField,
  MERGE_FIELD_NODE,
  renderMergeFields,
  sourceOfField,
} from "#shared/rules/merge-fields.ts";
import { richTextProblem } from "#shared/rules/richtext-schema.ts";

const field = (key: string) => ({ type: MERGE_FIELD_NODE, attrs: { field: key, missing: false } });
const para = (...content: RichTextDoc["content"] & object) => ({ type: "paragraph", content });
const doc = (...content: object[]) => ({ type: "doc", content }) as RichTextDoc;

describe("renderMergeFields", () => {
  it("replaces merge-field nodes with their values and reports them filled", () => {
    const r = renderMergeFields(doc(para({ type: "text", text: "Dear " }, field("tenant.name"))), {
      "tenant.name": "Acme Corporation",
    });
    expect(r.content.content?.[0].content).toEqual([
      { type: "text", text: "Dear " },
      { type: "text", text: "Acme Corporation" },
    ]);
    expect(r.fields).toEqual([{ key: "tenant.name", label: "Tenant name", status: "filled", count: 1 }]);
  });

  it("reads {{fields}} typed as text, keeping the marks of the text around them", () => {
    const bold = [{ type: "bold" }];
    const r = renderMergeFields(
      doc(para({ type: "text", text: "Expires {{ lease.expirationDate }}, see {{lease.suite}}.", marks: bold })),
      { "lease.expirationDate": "March 31, 2027", "lease.suite": "Suite 400" },
    );
    expect(r.content.content?.[0].content).toEqual([
      { type: "text", text: "Expires ", marks: bold },
      { type: "text", text: "March 31, 2027", marks: bold },
      { type: "text", text: ", see ", marks: bold },
      { type: "text", text: "Suite 400", marks: bold },
      { type: "text", text: ".", marks: bold },
    ]);
  });

  it("leaves an unknown field visible and flagged, never throws", () => {
    const r = renderMergeFields(doc(para({ type: "text", text: "Hi {{tenant.shoeSize}}" }), para(field("nope"))), {});
    expect(r.content.content?.[0].content?.[1]).toEqual({
      type: MERGE_FIELD_NODE,
      attrs: { field: "tenant.shoeSize", missing: false },
    });
    expect(r.fields.map((f) => [f.key, f.status])).toEqual([
      ["tenant.shoeSize", "unknown"],
      ["nope", "unknown"],
    ]);
    // What is left is still a document the editor (and the server's check) accepts.
    expect(richTextProblem(r.content)).toBeNull();
  });

  it("keeps a known field without a value as a missing node and counts repeats", () => {
    const r = renderMergeFields(
      doc(para(field("landlord.name"), { type: "text", text: " / " }, field("landlord.name"))),
      {
        "landlord.name": "   ",
      },
    );
    expect(r.content.content?.[0].content?.[0]).toEqual({
      type: MERGE_FIELD_NODE,
      attrs: { field: "landlord.name", missing: true },
    });
    expect(r.fields).toEqual([{ key: "landlord.name", label: "Landlord name", status: "missing", count: 2 }]);
  });

  it("treats braces without a closing pair, or too long, as plain text", () => {
    const text = `{{ not closed and {{${"x".repeat(120)}}}`;
    const r = renderMergeFields(doc(para({ type: "text", text })), {});
    expect(r.content.content?.[0].content).toEqual([{ type: "text", text }]);
    expect(r.fields).toEqual([]);
  });

  it("lists the fields a template uses once, in order", () => {
    expect(fieldsUsed(doc(para(field("today"), { type: "text", text: "{{tenant.name}} {{today}}" })))).toEqual([
      "today",
      "tenant.name",
    ]);
  });
});

describe("catalogue and formats", () => {
  it("knows the spec's examples and where their values come from", () => {
    for (const key of ["tenant.name", "property.address", "lease.expirationDate"])
      expect(isKnownMergeField(key)).toBe(true);
    expect(sourceOfField("tenant.name")).toBe("lease");
    expect(sourceOfField("contact.email")).toBe("contact");
    expect(sourceOfField("broker.name")).toBeNull();
  });

  it("writes dates and money as a letter would", () => {
    expect(formatLetterDate("2027-03-31")).toBe("March 31, 2027");
    expect(formatLetterDate("end of term")).toBe("end of term");
    expect(formatLetterDate(null)).toBeNull();
    expect(formatMoney(412500)).toBe("$412,500.00");
    expect(formatMoney(Number.NaN)).toBeNull();
  });
});
