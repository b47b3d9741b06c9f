import { format } from "date-fns";
import {
  ArrowDownIcon,
  ArrowUpIcon,
  EllipsisVerticalIcon,
  HandshakeIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
} from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { DealroomDto, DealroomSort } from "#shared/contract/dealrooms.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { CardList, ListCard, listCardTarget } from "#web/components/ui/card-list.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Pagination } from "#web/components/ui/pagination.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table.tsx";
import { DEALROOMS_PAGE_SIZE, useDealrooms } from "#web/features/dealrooms/api/list-dealrooms.ts";
import { CreateDealroomDialog } from "#web/features/dealrooms/components/create-dealroom-dialog.tsx";
import { DeleteDealroomDialog } from "#web/features/dealrooms/components/delete-dealroom-dialog.tsx";
import { RenameDealroomDialog } from "#web/features/dealrooms/components/rename-dealroom-dialog.tsx";
import { addressCursor, cursorOnScreen, useDropRefusedCursor } from "#web/lib/page-cursor.ts";
import { useIsMobile } from "#web/lib/use-media-query.ts";
import { useListParams } from "#web/lib/use-list-params.ts";

const formatUpdated = (iso: string) => format(new Date(iso), "MMM d, yyyy h:mm a");

function RowActions({ room, onRename, onDelete }: { room: DealroomDto; onRename: () => void; onDelete: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Actions for ${room.name}`}
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
        >
          <EllipsisVerticalIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onClick={(e) => e.stopPropagation()}>
        <DropdownMenuItem onSelect={onRename}>
          <PencilIcon aria-hidden /> Rename
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onDelete} className="text-destructive focus:text-destructive">
          <Trash2Icon aria-hidden /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** §2.8 Deal Rooms list. */
export function DealroomsPage() {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const list = useListParams({ sort: "updated_desc" });
  const { page, q, search, setSearch } = list;
  const sort: DealroomSort = list.values.sort === "updated_asc" ? "updated_asc" : "updated_desc";
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<DealroomDto | null>(null);
  const [deleting, setDeleting] = useState<DealroomDto | null>(null);

  const rooms = useDealrooms({ page, q, sort, cursor: addressCursor(list.params, page) });
  useDropRefusedCursor(rooms.failureReason, list.set);
  const items = rooms.data?.items ?? [];
  const total = rooms.data?.total ?? 0;
  const open = (room: DealroomDto) => navigate(paths.dealroom(room.id));
  const toggleSort = () => list.set({ sort: sort === "updated_desc" ? "updated_asc" : null });

  const status = rooms.isPending ? (
    <p className="py-10 text-center text-sm text-muted-foreground">Loading deal rooms...</p>
  ) : rooms.isError ? (
    <div className="grid justify-items-center gap-3 py-10 text-center text-sm">
      <p className="text-destructive">Deal rooms could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={() => rooms.refetch()}>
        Try again
      </Button>
    </div>
  ) : items.length === 0 ? (
    <p className="py-10 text-center text-sm text-muted-foreground">No deal rooms found.</p>
  ) : null;

  return (
    <PageContainer>
      <PageHeader
        title="Deal Rooms"
        description="Share documents with buyers, tenants and lenders, and keep track of who saw what."
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden /> New Deal Room
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchInput
          containerClassName="w-full sm:max-w-sm"
          aria-label="Search deal rooms"
          placeholder="Search deal rooms..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {isMobile ? (
          <Button variant="outline" size="sm" onClick={toggleSort} aria-label="Sort by last updated">
            Last Updated {sort === "updated_desc" ? <ArrowDownIcon aria-hidden /> : <ArrowUpIcon aria-hidden />}
          </Button>
        ) : null}
      </div>

      {isMobile ? (
        rooms.isError ? (
          status
        ) : (
          <CardList
            label="Deal rooms"
            items={items}
            getKey={(room) => room.id}
            isLoading={rooms.isPending}
            empty={status}
            renderItem={(room) => (
              <ListCard
                leading={
                  <div className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                    <HandshakeIcon aria-hidden className="size-5" />
                  </div>
                }
                title={
                  <Link to={paths.dealroom(room.id)} className={listCardTarget}>
                    {room.name}
                  </Link>
                }
                actions={
                  <RowActions room={room} onRename={() => setRenaming(room)} onDelete={() => setDeleting(room)} />
                }
              >
                <span className="text-xs">Updated {formatUpdated(room.updatedAt)}</span>
              </ListCard>
            )}
          />
        )
      ) : (
        <div className="overflow-hidden rounded-xl border bg-background">
          <Table aria-label="Deal rooms">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Name</TableHead>
                <TableHead className="w-64">
                  <button
                    type="button"
                    onClick={toggleSort}
                    className="inline-flex items-center gap-1 rounded font-medium hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    aria-label={`Last Updated, sorted ${sort === "updated_desc" ? "newest first" : "oldest first"}`}
                  >
                    Last Updated
                    {sort === "updated_desc" ? (
                      <ArrowDownIcon aria-hidden className="size-3.5" />
                    ) : (
                      <ArrowUpIcon aria-hidden className="size-3.5" />
                    )}
                  </button>
                </TableHead>
                <TableHead className="w-16">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {status ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={3}>{status}</TableCell>
                </TableRow>
              ) : (
                items.map((room) => (
                  <TableRow
                    key={room.id}
                    className="cursor-pointer"
                    tabIndex={0}
                    onClick={() => open(room)}
                    onKeyDown={(e) => {
                      if (e.key === "Enter") open(room);
                    }}
                  >
                    <TableCell className="font-medium">
                      <span className="flex items-center gap-3">
                        <HandshakeIcon aria-hidden className="size-4 shrink-0 text-primary" />
                        <span className="truncate">{room.name}</span>
                      </span>
                    </TableCell>
                    <TableCell className="text-muted-foreground">{formatUpdated(room.updatedAt)}</TableCell>
                    <TableCell className="text-right">
                      <RowActions room={room} onRename={() => setRenaming(room)} onDelete={() => setDeleting(room)} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
      )}
      {total > DEALROOMS_PAGE_SIZE ? (
        <Pagination
          className="mt-4"
          page={page}
          pageSize={DEALROOMS_PAGE_SIZE}
          total={total}
          onPageChange={(p) => list.setPage(p, cursorOnScreen(rooms, list.params))}
        />
      ) : null}

      <CreateDealroomDialog open={creating} onOpenChange={setCreating} />
      <RenameDealroomDialog room={renaming} onOpenChange={(o) => !o && setRenaming(null)} />
      <DeleteDealroomDialog room={deleting} onOpenChange={(o) => !o && setDeleting(null)} />
    </PageContainer>
  );
}
