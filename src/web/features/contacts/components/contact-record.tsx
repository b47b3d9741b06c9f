// The record page people and companies share: loading and 'not found' states, the header with Delete (confirmed,
// then the list), Details with the page's own fields, its extra sections, Custom Fields, Tags and the record times.
import type { UseQueryResult } from "@tanstack/react-query";
import { FileQuestionIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ContactEntityType, TagRef } from "#shared/contract/contacts-common.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageContainer } from "#web/components/ui/page-header.tsx";
import { useDeleteContacts } from "#web/features/contacts/api/delete-contacts.ts";
import { CustomFieldsSection } from "#web/features/contacts/components/custom-fields-section.tsx";
import { DetailHeader, DetailSkeleton, Section } from "#web/features/contacts/components/detail-layout.tsx";
import { TagsSection } from "#web/features/contacts/components/tags-section.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { formatDateTime } from "#web/features/contacts/lib/format.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

type ContactRecord = {
  id: string;
  tags: TagRef[];
  customFields: Record<string, string>;
  createdAt: string;
  updatedAt: string;
};

/** What differs between a person's page and a company's: the words. */
const copy = {
  people: {
    noun: "contact",
    Noun: "Contact",
    backLabel: "Contacts",
    deleteDescription: (title: string) => `${title}, their tags and custom-field values will be permanently deleted.`,
  },
  companies: {
    noun: "company",
    Noun: "Company",
    backLabel: "Companies",
    deleteDescription: (title: string) =>
      `${title} will be permanently deleted. Its people are kept without a company.`,
  },
} satisfies Record<ContactEntityType, unknown>;

/**
 * The skeleton while the record loads, 'not found' for an id that cannot exist or answered 404, 'could not
 * load' otherwise; null once the record is there.
 */
export function contactRecordFallback(
  entityType: ContactEntityType,
  validId: boolean,
  query: UseQueryResult<unknown>,
): ReactNode {
  if (validId && query.isPending) return <DetailSkeleton />;
  if (validId && query.data && !query.isError) return null;
  const words = copy[entityType];
  const missing = !validId || (isApiError(query.error) && query.error.status === 404);
  return (
    <PageContainer>
      <EmptyState
        icon={FileQuestionIcon}
        title={missing ? `${words.Noun} not found` : `Could not load this ${words.noun}`}
        description={missing ? "It may have been deleted." : "Please refresh the page."}
        action={
          <Button asChild variant="outline">
            <Link to={contactPaths.list(entityType)}>Back to contacts</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}

export function ContactRecordPage({
  entityType,
  record,
  title,
  subtitle,
  onSaveCustomField,
  details,
  sections,
  actions,
  children,
}: {
  entityType: ContactEntityType;
  record: ContactRecord;
  title: string;
  subtitle?: ReactNode;
  onSaveCustomField: (name: string, value: string | null) => Promise<unknown>;
  /** The Details section's fields. */
  details: ReactNode;
  /** Sections between Details and Custom Fields (a company's people). */
  sections?: ReactNode;
  /** Header buttons beside Delete. */
  actions?: ReactNode;
  /** Sheets and dialogs the page opens. */
  children?: ReactNode;
}) {
  const words = copy[entityType];
  const remove = useDeleteContacts(entityType);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = async () => {
    setConfirming(false);
    try {
      await remove.mutateAsync([record.id]);
      toast({ title: `${words.Noun} deleted`, description: `${title} has been deleted.` });
      navigate(contactPaths.list(entityType), { replace: true });
    } catch {
      toast({
        title: "Error",
        description: `Failed to delete ${words.noun}. Please try again.`,
        variant: "destructive",
      });
    }
  };

  return (
    <PageContainer className="max-w-5xl">
      <DetailHeader
        backTo={contactPaths.list(entityType)}
        backLabel={words.backLabel}
        title={title}
        subtitle={subtitle}
        onDelete={() => setConfirming(true)}
        actions={actions}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-6">
          <Section title="Details">{details}</Section>
          {sections}
          <Section title="Custom Fields">
            <CustomFieldsSection entityType={entityType} values={record.customFields} onSave={onSaveCustomField} />
          </Section>
        </div>
        <div className="grid gap-6">
          <Section title="Tags">
            <TagsSection entityType={entityType} entityId={record.id} tags={record.tags} />
          </Section>
          <Section title="Record">
            <dl className="grid gap-2 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Created</dt>
                <dd>{formatDateTime(record.createdAt)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Updated</dt>
                <dd>{formatDateTime(record.updatedAt)}</dd>
              </div>
            </dl>
          </Section>
        </div>
      </div>
      {children}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete this ${words.noun}?`}
        description={words.deleteDescription(title)}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </PageContainer>
  );
}
