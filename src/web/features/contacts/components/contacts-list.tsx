import { Building2Icon, SearchIcon, Trash2Icon, UsersIcon } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import type { CompanyListItem, PersonListItem } from "#shared/contract/contacts.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ContactCard } from "#web/features/contacts/components/contact-card.tsx";
import {
  COMPANY_SORTS,
  companyColumns,
  PEOPLE_SORTS,
  peopleColumns,
} from "#web/features/contacts/components/contacts-columns.tsx";
import { DataTable } from "#web/components/ui/data-table.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useDeleteContacts } from "#web/features/contacts/api/delete-contacts.ts";
import { useCompanies } from "#web/features/contacts/api/list-companies.ts";
import { usePeople } from "#web/features/contacts/api/list-people.ts";
import { useTags } from "#web/features/contacts/api/list-tags.ts";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { addressCursor, cursorOnScreen, useDropRefusedCursor } from "#web/lib/page-cursor.ts";
import { toast } from "#web/lib/toast.ts";
import { useListParams } from "#web/lib/use-list-params.ts";

const PAGE_SIZE = 20;
const ALL_TAGS = "__all__";

/** The People or Companies tab: search, tag filter, sortable resizable table (cards on mobile), bulk delete. */
export function ContactsList({ entityType, emptyAction }: { entityType: ContactEntityType; emptyAction: ReactNode }) {
  const list = useListParams({ sort: entityType === "people" ? "lastName" : "name", tagId: "" });
  const { page, q, search } = list;
  const sort = list.values.sort;
  const tagId = list.values.tagId || undefined;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const cursor = addressCursor(list.params, page);
  const query = { page, pageSize: PAGE_SIZE, q: q || undefined, sort, tagId, cursor };
  const people = usePeople(query, entityType === "people");
  const companies = useCompanies(query, entityType === "companies");
  const contacts = entityType === "people" ? people : companies;
  useDropRefusedCursor(contacts.failureReason, list.set);
  const tags = useTags(entityType);
  const remove = useDeleteContacts(entityType);
  const items = (contacts.data?.items ?? []) as (PersonListItem | CompanyListItem)[];
  const noun = entityType === "people" ? "people" : "companies";
  const one = entityType === "people" ? "person" : "company";

  const changeSort = (value: string) => list.set({ sort: value });
  const select = (ids: string[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const toggle = (id: string, on: boolean) => select([id], on);

  // biome-ignore lint/correctness/useExhaustiveDependencies: columns rebuild when selection, sort or rows change
  const columns = useMemo(() => {
    const ctx = { items, sort, onSort: changeSort, selected, onSelect: select };
    return entityType === "people" ? peopleColumns(ctx) : companyColumns(ctx);
  }, [entityType, sort, selected, items]);

  const confirmDelete = async () => {
    const ids = [...selected];
    setConfirming(false);
    try {
      const { deleted } = await remove.mutateAsync(ids);
      setSelected(new Set());
      toast({ title: "Deleted", description: `${deleted} ${deleted === 1 ? one : noun} deleted.` });
    } catch {
      toast({ title: "Error", description: `Failed to delete ${noun}. Please try again.`, variant: "destructive" });
    }
  };

  const filtered = !!q || !!tagId;
  const empty = filtered ? (
    <EmptyState
      icon={SearchIcon}
      title={`No ${noun} match your filters`}
      description="Try a different search or tag."
      className="border-0 py-6"
    />
  ) : (
    <EmptyState
      icon={entityType === "people" ? UsersIcon : Building2Icon}
      title={entityType === "people" ? "No people yet" : "No companies yet"}
      description={
        entityType === "people"
          ? "Add your first contact, import a spreadsheet or scan a business card."
          : "Add the companies you work with, or import them from a spreadsheet."
      }
      action={emptyAction}
      className="border-0 py-6"
    />
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput
          containerClassName="flex-1 sm:max-w-sm"
          aria-label={`Search ${noun}`}
          placeholder={
            entityType === "people" ? "Search name, email, phone or company" : "Search name, website or phone"
          }
          value={search}
          onChange={(e) => {
            list.setSearch(e.target.value);
            setSelected(new Set());
          }}
        />
        <Select
          value={tagId ?? ALL_TAGS}
          onValueChange={(v) => {
            list.set({ tagId: v === ALL_TAGS ? null : v });
            setSelected(new Set());
          }}
        >
          <SelectTrigger className="sm:w-48" aria-label="Filter by tag">
            <SelectValue placeholder="All tags" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_TAGS}>All tags</SelectItem>
            {(tags.data?.items ?? []).map((t) => (
              <SelectItem key={t.id} value={t.id}>
                {t.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {selected.size > 0 ? (
          <div className="flex items-center gap-2 sm:ml-auto">
            <span className="text-sm text-muted-foreground">{selected.size} selected</span>
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
              Clear
            </Button>
            <Button variant="destructive" size="sm" onClick={() => setConfirming(true)} disabled={remove.isPending}>
              <Trash2Icon aria-hidden /> Delete
            </Button>
          </div>
        ) : null}
      </div>

      {contacts.isError ? (
        <EmptyState
          icon={entityType === "people" ? UsersIcon : Building2Icon}
          title={`Could not load ${noun}`}
          description="Please refresh the page."
        />
      ) : (
        <DataTable
          label={entityType === "people" ? "People" : "Companies"}
          columns={columns}
          data={items}
          total={contacts.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(p) => list.setPage(p, cursorOnScreen(contacts, list.params))}
          isLoading={contacts.isPending}
          getRowId={(r) => r.id}
          empty={empty}
          sort={{
            fields: Object.values(entityType === "people" ? PEOPLE_SORTS : COMPANY_SORTS),
            value: sort,
            onChange: changeSort,
          }}
          card={(item) => (
            <ContactCard
              entityType={entityType}
              item={item}
              selected={selected.has(item.id)}
              onToggle={(on) => toggle(item.id, on)}
            />
          )}
        />
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${selected.size} ${selected.size === 1 ? one : noun}?`}
        description={
          entityType === "people"
            ? "The selected people, their tags and custom-field values will be permanently deleted."
            : "The selected companies will be permanently deleted. Their people are kept without a company."
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
