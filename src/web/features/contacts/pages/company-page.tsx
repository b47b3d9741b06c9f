import { FileQuestionIcon, UserPlusIcon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageContainer } from "#web/components/ui/page-header.tsx";
import { useDeleteContacts } from "#web/features/contacts/api/delete-contacts.ts";
import { useCompany } from "#web/features/contacts/api/get-company.ts";
import { useUpdateCompany } from "#web/features/contacts/api/update-company.ts";
import { AddPersonSheet } from "#web/features/contacts/components/add-person-sheet.tsx";
import { AddressInput } from "#web/features/contacts/components/address-input.tsx";
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

export function CompanyPage() {
  const { id = "" } = useParams();
  // An id that cannot exist (not UUID-shaped) is "not found" at once, without a request the server would refuse.
  const validId = isUuid(id);
  const company = useCompany(id, validId);
  const update = useUpdateCompany(id);
  const remove = useDeleteContacts("companies");
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [adding, setAdding] = useState(false);

  if (validId && company.isPending) return <DetailSkeleton />;
  if (!validId || company.isError || !company.data) {
    const missing = !validId || (isApiError(company.error) && company.error.status === 404);
    return (
      <PageContainer>
        <EmptyState
          icon={FileQuestionIcon}
          title={missing ? "Company not found" : "Could not load this company"}
          description={missing ? "It may have been deleted." : "Please refresh the page."}
          action={
            <Button asChild variant="outline">
              <Link to={contactPaths.list("companies")}>Back to contacts</Link>
            </Button>
          }
        />
      </PageContainer>
    );
  }
  const c = company.data;
  const save = (body: Parameters<typeof update.mutateAsync>[0]) => update.mutateAsync(body);
  const confirmDelete = async () => {
    setConfirming(false);
    try {
      await remove.mutateAsync([c.id]);
      toast({ title: "Company deleted", description: `${c.name} has been deleted.` });
      navigate(contactPaths.list("companies"), { replace: true });
    } catch {
      toast({ title: "Error", description: "Failed to delete company. Please try again.", variant: "destructive" });
    }
  };

  return (
    <PageContainer className="max-w-5xl">
      <DetailHeader
        backTo={contactPaths.list("companies")}
        backLabel="Companies"
        title={c.name}
        subtitle={`${c.peopleCount} ${c.peopleCount === 1 ? "person" : "people"}`}
        onDelete={() => setConfirming(true)}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-6">
          <Section title="Details">
            <InlineField
              label="Name"
              value={c.name}
              validate={(v) => (v ? undefined : "Name is required")}
              onSave={(v) => save({ name: v })}
            />
            <InlineField
              label="Website"
              type="url"
              value={c.website ?? ""}
              display={
                c.website ? (
                  <a
                    href={externalUrl(c.website)}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary hover:underline"
                  >
                    {c.website}
                  </a>
                ) : undefined
              }
              onSave={(v) => save({ website: v })}
            />
            <InlineField label="Phone" type="tel" value={c.phone ?? ""} onSave={(v) => save({ phone: v })} />
            <InlineField
              label="Address"
              multiline
              value={c.address ?? ""}
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
              value={c.linkedinUrl ?? ""}
              onSave={(v) => save({ linkedinUrl: v })}
            />
          </Section>
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
          <Section title="Custom Fields">
            <CustomFieldsSection
              entityType="companies"
              values={c.customFields}
              onSave={(name, value) => save({ customFields: { [name]: value } })}
            />
          </Section>
        </div>
        <div className="grid gap-6">
          <Section title="Tags">
            <TagsSection entityType="companies" entityId={c.id} tags={c.tags} />
          </Section>
          <Section title="Record">
            <dl className="grid gap-2 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Created</dt>
                <dd>{formatDateTime(c.createdAt)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Updated</dt>
                <dd>{formatDateTime(c.updatedAt)}</dd>
              </div>
            </dl>
          </Section>
        </div>
      </div>
      <AddPersonSheet open={adding} onOpenChange={setAdding} defaultCompany={{ id: c.id, name: c.name }} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this company?"
        description={`${c.name} will be permanently deleted. Its people are kept without a company.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </PageContainer>
  );
}
