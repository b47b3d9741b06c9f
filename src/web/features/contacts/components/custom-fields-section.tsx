import { SlidersHorizontalIcon } from "lucide-react";
import { Link } from "react-router";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import { CustomFieldControl } from "#web/components/custom-field-control.tsx";
import { useCustomFields } from "#web/features/contacts/api/list-custom-fields.ts";
import { InlineField } from "#web/features/contacts/components/inline-field.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";

/** The record's custom-field values, each edited in place; values of fields no longer defined are shown too. */
export function CustomFieldsSection({
  entityType,
  values,
  onSave,
}: {
  entityType: ContactEntityType;
  values: Record<string, string>;
  onSave: (name: string, value: string | null) => Promise<unknown>;
}) {
  const fields = useCustomFields(entityType);
  const defined = fields.data?.items ?? [];
  const orphans = Object.keys(values).filter((k) => !defined.some((f) => f.name === k));
  if (fields.isPending) return <p className="py-3 text-sm text-muted-foreground">Loading…</p>;
  if (!defined.length && !orphans.length) {
    return (
      <p className="py-3 text-sm text-muted-foreground">
        No custom fields yet.{" "}
        <Link to={contactPaths.customFields(entityType)} className="font-medium text-primary hover:underline">
          Add a custom field
        </Link>
      </p>
    );
  }
  return (
    <div>
      {defined.map((field) => (
        <InlineField
          key={field.id}
          label={field.name}
          value={values[field.name] ?? ""}
          onSave={(v) => onSave(field.name, v || null)}
          editor={
            field.fieldType === "dropdown"
              ? ({ value, onChange, id }) => (
                  <CustomFieldControl id={id} field={field} value={value} onChange={onChange} />
                )
              : undefined
          }
        />
      ))}
      {orphans.map((name) => (
        <InlineField key={name} label={name} value={values[name] ?? ""} onSave={(v) => onSave(name, v || null)} />
      ))}
      <Link
        to={contactPaths.customFields(entityType)}
        className="mt-2 inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
      >
        <SlidersHorizontalIcon aria-hidden className="size-3" /> Manage custom fields
      </Link>
    </div>
  );
}
