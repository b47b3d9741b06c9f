import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import type { CustomFieldDto } from "#shared/contract/contacts-custom-fields.ts";
import { customFieldsQueryOptions } from "#web/features/contacts/api/list-custom-fields.ts";
import { tagsQueryOptions } from "#web/features/contacts/api/list-tags.ts";
import {
  TagsAndCustomFields,
  type TagsAndCustomFieldsValues,
} from "#web/features/contacts/components/tags-and-custom-fields.tsx";

const field = (name: string, entityType: ContactEntityType): CustomFieldDto => ({
  id: `f-${name}`,
  name,
  fieldType: "text",
  options: [],
  entityType,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
});

type FormValues = TagsAndCustomFieldsValues & { name: string };

function Form(props: { entityType: ContactEntityType; values: TagsAndCustomFieldsValues; optional?: boolean }) {
  const form = useForm<FormValues>({ defaultValues: { name: "", ...props.values } });
  return (
    <TagsAndCustomFields
      control={form.control}
      entityType={props.entityType}
      open
      customFieldsOptional={props.optional}
    />
  );
}

/** Renders the block with the user's tags and field definitions already loaded. */
function render(
  entityType: ContactEntityType,
  fields: CustomFieldDto[],
  values: TagsAndCustomFieldsValues,
  optional?: boolean,
) {
  const client = new QueryClient();
  client.setQueryData(tagsQueryOptions(entityType).queryKey, {
    items: [
      { id: "t1", name: "Investor", entityTypes: [entityType], usageCount: 1, createdAt: "2026-01-01T00:00:00Z" },
    ],
  });
  client.setQueryData(customFieldsQueryOptions(entityType).queryKey, { items: fields });
  return renderToString(
    <QueryClientProvider client={client}>
      <Form entityType={entityType} values={values} optional={optional} />
    </QueryClientProvider>,
  ).replaceAll("<!-- -->", "");
}

describe("TagsAndCustomFields", () => {
  it("shows the form's draft tags and one input per custom field with its value", () => {
    const html = render("people", [field("Birthday", "people")], {
      tags: ["VIP"],
      customFields: { Birthday: "May 4" },
    });
    expect(html).toContain("Tags <span");
    expect(html).toContain("(optional)");
    expect(html).toContain("VIP");
    expect(html).toContain("Birthday");
    expect(html).toContain('value="May 4"');
  });

  it("names the person sheet's Custom Fields plainly and marks the company sheet's optional (spec wording)", () => {
    const person = render("people", [field("Birthday", "people")], { tags: [], customFields: {} });
    expect(person).toMatch(/<span class="text-sm font-semibold">Custom Fields<\/span>/);
    const company = render("companies", [field("Region", "companies")], { tags: [], customFields: {} }, true);
    expect(company).toMatch(
      /<span class="text-sm font-semibold">Custom Fields <span[^>]*>\(optional\)<\/span><\/span>/,
    );
  });

  it("leaves the custom-field section out while the user has defined none", () => {
    const html = render("companies", [], { tags: [], customFields: {} }, true);
    expect(html).toContain("Tags");
    expect(html).not.toContain("Custom Fields");
  });
});
