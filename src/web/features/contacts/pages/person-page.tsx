// /contacts/people/{id}: a person's record (the shared contact record page) with the person's own fields and
// the company picker.
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { CompanyRef } from "#shared/contract/contacts.ts";
import { isUuid } from "#shared/rules/text.ts";
import { GenerateDocumentAction } from "#web/app/record-slots.tsx";
import { usePerson } from "#web/features/contacts/api/get-person.ts";
import { useUpdatePerson } from "#web/features/contacts/api/update-person.ts";
import { CompanyPicker } from "#web/features/contacts/components/company-picker.tsx";
import { ContactRecordPage, contactRecordFallback } from "#web/features/contacts/components/contact-record.tsx";
import { AddressField, LinkField } from "#web/features/contacts/components/contact-record-fields.tsx";
import { InlineField } from "#web/features/contacts/components/inline-field.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { fullName } from "#web/features/contacts/lib/format.ts";

const required = (message: string) => (v: string) => (v ? undefined : message);

export function PersonPage() {
  const { id = "" } = useParams();
  // An id that cannot exist (not UUID-shaped) is "not found" at once, without a request the server would refuse.
  const validId = isUuid(id);
  const person = usePerson(id, validId);
  const update = useUpdatePerson(id);
  const [companyError, setCompanyError] = useState<string>();

  const fallback = contactRecordFallback("people", validId, person);
  if (fallback || !person.data) return fallback;
  const p = person.data;
  const save = (body: Parameters<typeof update.mutateAsync>[0]) => update.mutateAsync(body);
  const saveCompany = async (company: CompanyRef | null) => {
    setCompanyError(undefined);
    try {
      await update.mutateAsync({ companyId: company?.id ?? null });
    } catch {
      setCompanyError("Could not change the company. Please try again.");
    }
  };

  return (
    <ContactRecordPage
      entityType="people"
      record={p}
      title={fullName(p)}
      subtitle={
        p.position || p.company ? (
          <>
            {p.position}
            {p.position && p.company ? " at " : null}
            {p.company ? (
              <Link to={contactPaths.company(p.company.id)} className="font-medium text-primary hover:underline">
                {p.company.name}
              </Link>
            ) : null}
          </>
        ) : undefined
      }
      onSaveCustomField={(name, value) => save({ customFields: { [name]: value } })}
      actions={
        <GenerateDocumentAction
          record={{ source: "contact", id: p.id, name: fullName(p) }}
          suggested={p.company ? { company: p.company } : undefined}
        />
      }
      details={
        <>
          <InlineField
            label="First Name"
            value={p.firstName}
            validate={required("First name is required")}
            onSave={(v) => save({ firstName: v })}
          />
          <InlineField
            label="Last Name"
            value={p.lastName}
            validate={required("Last name is required")}
            onSave={(v) => save({ lastName: v })}
          />
          <LinkField label="Email" type="email" value={p.email} onSave={(v) => save({ email: v })} />
          <LinkField label="Phone" type="tel" value={p.phone} onSave={(v) => save({ phone: v })} />
          <InlineField label="Position" value={p.position ?? ""} onSave={(v) => save({ position: v })} />
          <AddressField value={p.address} onSave={(v) => save({ address: v })} />
          <LinkField label="LinkedIn URL" type="url" value={p.linkedinUrl} onSave={(v) => save({ linkedinUrl: v })} />
          <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <label htmlFor="person-company" className="pt-1.5 text-sm text-muted-foreground">
              Company
            </label>
            <div className="grid gap-1">
              <CompanyPicker
                id="person-company"
                value={p.company}
                onChange={(c) => void saveCompany(c)}
                disabled={update.isPending}
              />
              {companyError ? <p className="text-xs font-medium text-destructive">{companyError}</p> : null}
            </div>
          </div>
        </>
      }
    />
  );
}
