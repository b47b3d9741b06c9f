import { FileQuestionIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { CompanyRef } from "#shared/contract/contacts.ts";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageContainer } from "#web/components/ui/page-header.tsx";
import { useDeleteContacts } from "#web/features/contacts/api/delete-contacts.ts";
import { usePerson } from "#web/features/contacts/api/get-person.ts";
import { useUpdatePerson } from "#web/features/contacts/api/update-person.ts";
import { AddressInput } from "#web/features/contacts/components/address-input.tsx";
import { CompanyPicker } from "#web/features/contacts/components/company-picker.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { CustomFieldsSection } from "#web/features/contacts/components/custom-fields-section.tsx";
import { DetailHeader, DetailSkeleton, Section } from "#web/features/contacts/components/detail-layout.tsx";
import { InlineField } from "#web/features/contacts/components/inline-field.tsx";
import { TagsSection } from "#web/features/contacts/components/tags-section.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { externalUrl, formatDateTime, fullName } from "#web/features/contacts/lib/format.ts";
import { isUuid } from "#shared/rules/text.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

export function PersonPage() {
  const { id = "" } = useParams();
  // An id that cannot exist (not UUID-shaped) is "not found" at once, without a request the server would refuse.
  const validId = isUuid(id);
  const person = usePerson(id, validId);
  const update = useUpdatePerson(id);
  const remove = useDeleteContacts("people");
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [companyError, setCompanyError] = useState<string>();

  if (validId && person.isPending) return <DetailSkeleton />;
  if (!validId || person.isError || !person.data) {
    const missing = !validId || (isApiError(person.error) && person.error.status === 404);
    return (
      <PageContainer>
        <EmptyState
          icon={FileQuestionIcon}
          title={missing ? "Contact not found" : "Could not load this contact"}
          description={missing ? "It may have been deleted." : "Please refresh the page."}
          action={
            <Button asChild variant="outline">
              <Link to={contactPaths.list()}>Back to contacts</Link>
            </Button>
          }
        />
      </PageContainer>
    );
  }
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
  const confirmDelete = async () => {
    setConfirming(false);
    try {
      await remove.mutateAsync([p.id]);
      toast({ title: "Contact deleted", description: `${fullName(p)} has been deleted.` });
      navigate(contactPaths.list(), { replace: true });
    } catch {
      toast({ title: "Error", description: "Failed to delete contact. Please try again.", variant: "destructive" });
    }
  };
  const required = (message: string) => (v: string) => (v ? undefined : message);

  return (
    <PageContainer className="max-w-5xl">
      <DetailHeader
        backTo={contactPaths.list()}
        backLabel="Contacts"
        title={fullName(p)}
        subtitle={
          [p.position, p.company?.name].filter(Boolean).length ? (
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
        onDelete={() => setConfirming(true)}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-6">
          <Section title="Details">
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
            <InlineField
              label="Email"
              type="email"
              value={p.email ?? ""}
              display={
                p.email ? (
                  <a href={`mailto:${p.email}`} className="text-primary hover:underline">
                    {p.email}
                  </a>
                ) : undefined
              }
              onSave={(v) => save({ email: v })}
            />
            <InlineField
              label="Phone"
              type="tel"
              value={p.phone ?? ""}
              display={
                p.phone ? (
                  <a href={`tel:${p.phone}`} className="text-primary hover:underline">
                    {p.phone}
                  </a>
                ) : undefined
              }
              onSave={(v) => save({ phone: v })}
            />
            <InlineField label="Position" value={p.position ?? ""} onSave={(v) => save({ position: v })} />
            <InlineField
              label="Address"
              multiline
              value={p.address ?? ""}
              onSave={(v) => save({ address: v })}
              editor={({ value, onChange, id }) => (
                <div className="grid min-w-0 flex-1 gap-1">
                  <AddressInput id={id} multiline autoFocus value={value} onChange={onChange} />
                </div>
              )}
            />
            <InlineField
              label="LinkedIn URL"
              type="url"
              value={p.linkedinUrl ?? ""}
              display={
                p.linkedinUrl ? (
                  <a
                    href={externalUrl(p.linkedinUrl)}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary hover:underline"
                  >
                    {p.linkedinUrl}
                  </a>
                ) : undefined
              }
              onSave={(v) => save({ linkedinUrl: v })}
            />
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
          </Section>
          <Section title="Custom Fields">
            <CustomFieldsSection
              entityType="people"
              values={p.customFields}
              onSave={(name, value) => save({ customFields: { [name]: value } })}
            />
          </Section>
        </div>
        <div className="grid gap-6">
          <Section title="Tags">
            <TagsSection entityType="people" entityId={p.id} tags={p.tags} />
          </Section>
          <Section title="Record">
            <dl className="grid gap-2 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Created</dt>
                <dd>{formatDateTime(p.createdAt)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Updated</dt>
                <dd>{formatDateTime(p.updatedAt)}</dd>
              </div>
            </dl>
          </Section>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this contact?"
        description={`${fullName(p)}, their tags and custom-field values will be permanently deleted.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </PageContainer>
  );
}
