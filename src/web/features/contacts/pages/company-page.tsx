// /contacts/companies/{id}: a company's record (the shared contact record page) with its fields and its people.
import { UserPlusIcon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { isUuid } from "#shared/rules/text.ts";
import { GenerateDocumentAction } from "#web/app/record-slots.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { useCompany } from "#web/features/contacts/api/get-company.ts";
import { useUpdateCompany } from "#web/features/contacts/api/update-company.ts";
import { AddPersonSheet } from "#web/features/contacts/components/add-person-sheet.tsx";
import { ContactRecordPage, contactRecordFallback } from "#web/features/contacts/components/contact-record.tsx";
import { AddressField, LinkField } from "#web/features/contacts/components/contact-record-fields.tsx";
import { Section } from "#web/features/contacts/components/detail-layout.tsx";
import { InlineField } from "#web/features/contacts/components/inline-field.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { fullName } from "#web/features/contacts/lib/format.ts";

export function CompanyPage() {
  const { id = "" } = useParams();
  // An id that cannot exist (not UUID-shaped) is "not found" at once, without a request the server would refuse.
  const validId = isUuid(id);
  const company = useCompany(id, validId);
  const update = useUpdateCompany(id);
  const [adding, setAdding] = useState(false);

  const fallback = contactRecordFallback("companies", validId, company);
  if (fallback || !company.data) return fallback;
  const c = company.data;
  const save = (body: Parameters<typeof update.mutateAsync>[0]) => update.mutateAsync(body);

  return (
    <ContactRecordPage
      entityType="companies"
      record={c}
      title={c.name}
      subtitle={`${c.peopleCount} ${c.peopleCount === 1 ? "person" : "people"}`}
      onSaveCustomField={(name, value) => save({ customFields: { [name]: value } })}
      actions={<GenerateDocumentAction record={{ source: "company", id: c.id, name: c.name }} />}
      details={
        <>
          <InlineField
            label="Name"
            value={c.name}
            validate={(v) => (v ? undefined : "Name is required")}
            onSave={(v) => save({ name: v })}
          />
          <LinkField label="Website" type="url" value={c.website} onSave={(v) => save({ website: v })} />
          <LinkField label="Phone" type="tel" value={c.phone} onSave={(v) => save({ phone: v })} />
          <AddressField value={c.address} onSave={(v) => save({ address: v })} />
          <LinkField label="LinkedIn URL" type="url" value={c.linkedinUrl} onSave={(v) => save({ linkedinUrl: v })} />
        </>
      }
      sections={
        <Section
          title="People"
          action={
            <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
              <UserPlusIcon aria-hidden /> Add Person
            </Button>
          }
        >
          {c.people.length ? (
            <ul className="divide-y">
              {c.people.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                  <div className="grid min-w-0">
                    <Link
                      to={contactPaths.person(p.id)}
                      className="truncate font-medium hover:text-primary hover:underline"
                    >
                      {fullName(p)}
                    </Link>
                    {p.position ? <span className="truncate text-xs text-muted-foreground">{p.position}</span> : null}
                  </div>
                  <span className="truncate text-sm text-muted-foreground">
                    {[p.email, p.phone].filter(Boolean).join(" · ")}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={UsersIcon}
              title="No people yet"
              description="People you link to this company appear here."
              className="py-8"
            />
          )}
        </Section>
      }
    >
      <AddPersonSheet open={adding} onOpenChange={setAdding} defaultCompany={{ id: c.id, name: c.name }} />
    </ContactRecordPage>
  );
}
