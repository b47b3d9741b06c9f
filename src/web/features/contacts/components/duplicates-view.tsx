import { CopyCheckIcon, MergeIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { CompanyListItem, PersonListItem } from "#shared/contract/contacts.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useCompanyDuplicates, usePersonDuplicates } from "#web/features/contacts/api/list-duplicates.ts";
import { useMergeContacts } from "#web/features/contacts/api/merge-contacts.ts";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { TagChips } from "#web/features/contacts/components/tag-chips.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { formatDate, fullName } from "#web/features/contacts/lib/format.ts";
import { toast } from "#web/lib/toast.ts";

const reasonText: Record<string, string> = {
  email: "Same email",
  name_company: "Same name and company",
  name: "Same name",
  domain: "Same website domain",
};

type Item = PersonListItem | CompanyListItem;
type Group = { reason: string; key: string; items: Item[] };

/** 'Possible duplicates': groups found by the server; pick the record to keep and merge the rest into it. */
export function DuplicatesView({ entityType }: { entityType: ContactEntityType }) {
  const people = usePersonDuplicates(entityType === "people");
  const companies = useCompanyDuplicates(entityType === "companies");
  const query = entityType === "people" ? people : companies;
  const groups = (query.data?.groups ?? []) as Group[];

  if (query.isPending) {
    return (
      <div className="grid gap-3">
        {["a", "b"].map((k) => (
          <Skeleton key={k} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError)
    return (
      <EmptyState
        icon={CopyCheckIcon}
        title="Could not load possible duplicates"
        description="Please refresh the page."
      />
    );
  if (!groups.length) {
    return (
      <EmptyState
        icon={CopyCheckIcon}
        title="No possible duplicates"
        description={
          entityType === "people"
            ? "No two people share an email, or the same name at the same company."
            : "No two companies share a name or website domain."
        }
      />
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {groups.length} {groups.length === 1 ? "group" : "groups"} of possible duplicates. Merging keeps every tag,
        custom-field value and link.
      </p>
      {groups.map((group) => (
        <DuplicateGroup key={`${group.reason}:${group.key}`} group={group} entityType={entityType} />
      ))}
    </div>
  );
}

function DuplicateGroup({ group, entityType }: { group: Group; entityType: ContactEntityType }) {
  const [keepId, setKeepId] = useState(group.items[0]?.id ?? "");
  const [confirming, setConfirming] = useState(false);
  const merge = useMergeContacts(entityType);
  const label = (item: Item) => ("firstName" in item ? fullName(item) : item.name);
  const keep = group.items.find((i) => i.id === keepId);

  const run = async () => {
    setConfirming(false);
    try {
      await merge.mutateAsync({ keepId, mergeIds: group.items.filter((i) => i.id !== keepId).map((i) => i.id) });
      toast({
        title: "Merged",
        description: `${group.items.length} records merged into ${keep ? label(keep) : "one"}.`,
      });
    } catch {
      toast({ title: "Error", description: "Failed to merge. Please try again.", variant: "destructive" });
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-3">
        <CardTitle className="flex items-center gap-2">
          <Badge variant="warning">{reasonText[group.reason] ?? group.reason}</Badge>
          <span className="truncate text-sm font-medium text-muted-foreground">{group.key}</span>
        </CardTitle>
        <Button size="sm" onClick={() => setConfirming(true)} disabled={merge.isPending}>
          <MergeIcon aria-hidden /> Merge
        </Button>
      </CardHeader>
      <CardContent>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-xs text-muted-foreground">Choose the record to keep</legend>
          {group.items.map((item) => (
            <label
              key={item.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/60"
            >
              <input
                type="radio"
                name={`keep-${group.reason}-${group.key}`}
                className="mt-1 accent-[var(--color-primary)]"
                checked={keepId === item.id}
                onChange={() => setKeepId(item.id)}
                aria-label={`Keep ${label(item)}`}
              />
              <span className="grid min-w-0 flex-1 gap-0.5 text-sm">
                <span className="flex items-center gap-2">
                  <Link
                    to={"firstName" in item ? contactPaths.person(item.id) : contactPaths.company(item.id)}
                    className="font-medium hover:text-primary hover:underline"
                  >
                    {label(item)}
                  </Link>
                  {keepId === item.id ? <Badge variant="success">Keep</Badge> : null}
                </span>
                <span className="truncate text-muted-foreground">
                  {"firstName" in item
                    ? [item.email, item.phone, item.company?.name].filter(Boolean).join(" · ") || "No details"
                    : [item.website, item.phone, `${item.peopleCount} people`].filter(Boolean).join(" · ")}
                </span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  Updated {formatDate(item.updatedAt)}
                  {item.tags.length ? <TagChips tags={item.tags} /> : null}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Merge these records?"
        description={`${group.items.length - 1} ${group.items.length - 1 === 1 ? "record" : "records"} will be merged into ${keep ? label(keep) : "the kept record"} and then deleted. Tags, custom-field values and links are kept.`}
        confirmLabel="Merge"
        destructive={false}
        onConfirm={run}
      />
    </Card>
  );
}
