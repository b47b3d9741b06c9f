// Fields both record pages show the same way: e-mail, phone and web addresses as links, the address with the
// address autocomplete as its editor.
import { InlineField } from "#web/features/contacts/components/inline-field.tsx";
import { AddressInput } from "#web/features/contacts/components/address-input.tsx";
import { externalUrl } from "#web/features/contacts/lib/format.ts";

const hrefs = {
  email: (v: string) => `mailto:${v}`,
  tel: (v: string) => `tel:${v}`,
  url: externalUrl,
};

/** An e-mail, phone or web address edited in place and shown as a link (web links open in a new tab). */
export function LinkField({
  label,
  type,
  value,
  onSave,
}: {
  label: string;
  type: keyof typeof hrefs;
  value: string | null;
  onSave: (value: string) => Promise<unknown>;
}) {
  const external = type === "url";
  return (
    <InlineField
      label={label}
      type={type}
      value={value ?? ""}
      display={
        value ? (
          <a
            href={hrefs[type](value)}
            {...(external ? { target: "_blank", rel: "noreferrer" } : {})}
            className="text-primary hover:underline"
          >
            {value}
          </a>
        ) : undefined
      }
      onSave={onSave}
    />
  );
}

export function AddressField({ value, onSave }: { value: string | null; onSave: (value: string) => Promise<unknown> }) {
  return (
    <InlineField
      label="Address"
      multiline
      value={value ?? ""}
      onSave={onSave}
      editor={({ value: draft, onChange, id }) => (
        <div className="grid min-w-0 flex-1 gap-1">
          <AddressInput id={id} multiline autoFocus value={draft} onChange={onChange} />
        </div>
      )}
    />
  );
}
