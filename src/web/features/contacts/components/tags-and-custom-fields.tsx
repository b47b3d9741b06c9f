import { type Control, useController } from "react-hook-form";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import { useCustomFields } from "#web/features/contacts/api/list-custom-fields.ts";
import { useTags } from "#web/features/contacts/api/list-tags.ts";
import { CustomFieldInputs } from "#web/features/contacts/components/custom-field-inputs.tsx";
import { OptionalMark } from "#web/features/contacts/components/optional-mark.tsx";
import { TagEditor } from "#web/features/contacts/components/tag-editor.tsx";
import { addTagName } from "#web/features/contacts/lib/tags.ts";

/** The part of a contact form this block edits (draft tags, custom-field values by field name). */
export type TagsAndCustomFieldsValues = { tags: string[]; customFields: Record<string, string> };

/**
 * Tags and custom fields of a contact being created (Add Person, Add Company): tags are kept as names until the form
 * is saved; the custom-field section shows only when the user has defined fields for `entityType`. The spec marks the
 * company sheet's Custom Fields '(optional)' and names the person sheet's plainly, hence `customFieldsOptional`.
 */
export function TagsAndCustomFields<T extends TagsAndCustomFieldsValues>({
  control,
  entityType,
  open,
  disabled,
  customFieldsOptional = false,
}: {
  control: Control<T>;
  entityType: ContactEntityType;
  /** Whether the form is showing: the suggestions and field definitions load only then. */
  open: boolean;
  disabled?: boolean;
  customFieldsOptional?: boolean;
}) {
  const tags = useTags(entityType, open);
  const fields = useCustomFields(entityType, open);
  // T has these two fields (the constraint above); react-hook-form's path types cannot see it through a generic.
  const own = control as unknown as Control<TagsAndCustomFieldsValues>;
  const tagNames = useController({ control: own, name: "tags" });
  const values = useController({ control: own, name: "customFields" });
  const defined = fields.data?.items ?? [];

  return (
    <>
      <div className="grid gap-2">
        <span className="text-sm font-medium">
          <OptionalMark label="Tags" />
        </span>
        <TagEditor
          tags={tagNames.field.value}
          suggestions={(tags.data?.items ?? []).map((t) => t.name)}
          onAdd={(name) => tagNames.field.onChange(addTagName(tagNames.field.value, name))}
          onRemove={(name) => tagNames.field.onChange(tagNames.field.value.filter((t) => t !== name))}
          disabled={disabled}
        />
      </div>
      {defined.length ? (
        <div className="grid gap-3 border-t pt-4">
          <span className="text-sm font-semibold">
            {customFieldsOptional ? <OptionalMark label="Custom Fields" /> : "Custom Fields"}
          </span>
          <CustomFieldInputs fields={defined} values={values.field.value} onChange={values.field.onChange} />
        </div>
      ) : null}
    </>
  );
}
