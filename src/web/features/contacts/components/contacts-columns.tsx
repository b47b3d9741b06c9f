// The People and Companies tables' columns: both start with a selection box and sort by their headers, so the
// selection column and the sortable column are written once here and each table lists only what differs.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CompanyListItem, PersonListItem } from "#shared/contract/contacts.ts";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { type DataTableColumn, dataTableColumns } from "#web/components/ui/data-table.tsx";
import { SortHeader } from "#web/components/ui/sort-header.tsx";
import type { SortField } from "#web/components/ui/sort-select.tsx";
import { TagChips } from "#web/features/contacts/components/tag-chips.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { formatDate, fullName } from "#web/features/contacts/lib/format.ts";

/** The sortable columns: their headers, and on a phone the cards' sort select. */
export const PEOPLE_SORTS = {
  lastName: { label: "Name", field: "lastName" },
  email: { label: "Email", field: "email" },
  phone: { label: "Phone", field: "phone" },
  company: { label: "Company", field: "company" },
  position: { label: "Position", field: "position" },
} satisfies Record<string, SortField>;
export const COMPANY_SORTS = {
  name: { label: "Name", field: "name" },
  website: { label: "Website", field: "website" },
  phone: { label: "Phone", field: "phone" },
  peopleCount: { label: "People", field: "peopleCount", kind: "number" },
  updatedAt: { label: "Updated", field: "updatedAt", kind: "date" },
} satisfies Record<string, SortField>;

/** What the columns need from the list: its rows, sort and selection. */
export type ColumnContext = {
  items: { id: string }[];
  sort?: string;
  onSort: (sort: string) => void;
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
};

type Row = PersonListItem | CompanyListItem;
type Column = DataTableColumn<Row>;

const none = <span className="text-muted-foreground">—</span>;
const nameLink = "font-medium text-foreground hover:text-primary hover:underline";

function selectColumn<T extends Row>(ctx: ColumnContext, nameOf: (row: T) => string): Column {
  const allOnPage = ctx.items.length > 0 && ctx.items.every((i) => ctx.selected.has(i.id));
  return dataTableColumns<T>().display({
    id: "select",
    size: 44,
    minSize: 44,
    enableResizing: false,
    header: () => (
      <Checkbox
        checked={allOnPage}
        onCheckedChange={(v) =>
          ctx.onSelect(
            ctx.items.map((i) => i.id),
            v === true,
          )
        }
        aria-label="Select all on this page"
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        checked={ctx.selected.has(row.original.id)}
        onCheckedChange={(v) => ctx.onSelect([row.original.id], v === true)}
        aria-label={`Select ${nameOf(row.original)}`}
      />
    ),
  }) as Column;
}

function sortedColumn<T extends Row>(id: string, field: SortField, ctx: ColumnContext, cell: (row: T) => ReactNode) {
  return dataTableColumns<T>().display({
    id,
    header: () => <SortHeader {...field} sort={ctx.sort} onSort={ctx.onSort} />,
    cell: ({ row }) => cell(row.original),
  }) as Column;
}

const tagsColumn = (): Column =>
  dataTableColumns<Row>().display({
    id: "tags",
    header: "Tags",
    cell: ({ row }) => <TagChips tags={row.original.tags} />,
  });

export function peopleColumns(ctx: ColumnContext): Column[] {
  return [
    selectColumn<PersonListItem>(ctx, fullName),
    sortedColumn<PersonListItem>("name", PEOPLE_SORTS.lastName, ctx, (p) => (
      <Link to={contactPaths.person(p.id)} className={nameLink}>
        {fullName(p)}
      </Link>
    )),
    sortedColumn<PersonListItem>("email", PEOPLE_SORTS.email, ctx, (p) => p.email ?? none),
    sortedColumn<PersonListItem>("phone", PEOPLE_SORTS.phone, ctx, (p) => p.phone ?? none),
    sortedColumn<PersonListItem>("company", PEOPLE_SORTS.company, ctx, (p) =>
      p.company ? (
        <Link to={contactPaths.company(p.company.id)} className="hover:text-primary hover:underline">
          {p.company.name}
        </Link>
      ) : (
        none
      ),
    ),
    sortedColumn<PersonListItem>("position", PEOPLE_SORTS.position, ctx, (p) => p.position ?? none),
    tagsColumn(),
  ];
}

export function companyColumns(ctx: ColumnContext): Column[] {
  return [
    selectColumn<CompanyListItem>(ctx, (c) => c.name),
    sortedColumn<CompanyListItem>("name", COMPANY_SORTS.name, ctx, (c) => (
      <Link to={contactPaths.company(c.id)} className={nameLink}>
        {c.name}
      </Link>
    )),
    sortedColumn<CompanyListItem>("website", COMPANY_SORTS.website, ctx, (c) => c.website ?? none),
    sortedColumn<CompanyListItem>("phone", COMPANY_SORTS.phone, ctx, (c) => c.phone ?? none),
    sortedColumn<CompanyListItem>("people", COMPANY_SORTS.peopleCount, ctx, (c) => c.peopleCount),
    tagsColumn(),
    sortedColumn<CompanyListItem>("updated", COMPANY_SORTS.updatedAt, ctx, (c) => formatDate(c.updatedAt)),
  ];
}
