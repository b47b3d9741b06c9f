import { CheckIcon, MergeIcon, PencilIcon, TagsIcon, Trash2Icon, XIcon } from "lucide-react";
import { useState } from "react";
import type { TagDto } from "#shared/contract/contacts-tags.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useTags } from "#web/features/contacts/api/list-tags.ts";
import { useDeleteTag, useMergeTag, useRenameTag } from "#web/features/contacts/api/manage-tags.ts";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { BackLink } from "#web/components/ui/back-link.tsx";

/** Manage Tags: rename, merge one tag into another, delete (assignments go with it). */
export function ManageTagsPage() {
  const tags = useTags();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [merging, setMerging] = useState<TagDto | null>(null);
  const [deleting, setDeleting] = useState<TagDto | null>(null);
  const remove = useDeleteTag();
  const items = tags.data?.items ?? [];

  return (
    <PageContainer className="max-w-3xl">
      <BackLink to={contactPaths.list()} className="mb-4">
        Contacts
      </BackLink>
      <PageHeader title="Manage Tags" description="Rename, merge or delete the tags on your people and companies." />
      {tags.isPending ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : tags.isError ? (
        <EmptyState icon={TagsIcon} title="Could not load tags" description="Please refresh the page." />
      ) : items.length === 0 ? (
        <EmptyState
          icon={TagsIcon}
          title="No tags yet"
          description="Tags you add to people and companies appear here."
        />
      ) : (
        <Card>
          <ul className="divide-y" aria-label="Tags">
            {items.map((tag) => (
              <li key={tag.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                {renaming === tag.id ? (
                  <RenameRow tag={tag} onDone={() => setRenaming(null)} />
                ) : (
                  <>
                    <div className="flex min-w-0 flex-1 items-center gap-2">
                      <Badge className="max-w-full truncate">{tag.name}</Badge>
                      <span className="text-xs text-muted-foreground">
                        {tag.usageCount} {tag.usageCount === 1 ? "record" : "records"}
                      </span>
                    </div>
                    <div className="flex items-center gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setRenaming(tag.id)}
                        aria-label={`Rename ${tag.name}`}
                      >
                        <PencilIcon aria-hidden /> Rename
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setMerging(tag)}
                        disabled={items.length < 2}
                        aria-label={`Merge ${tag.name}`}
                      >
                        <MergeIcon aria-hidden /> Merge
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-destructive hover:bg-red-50 hover:text-destructive"
                        onClick={() => setDeleting(tag)}
                        aria-label={`Delete ${tag.name}`}
                      >
                        <Trash2Icon aria-hidden /> Delete
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {merging ? <MergeDialog tag={merging} tags={items} onClose={() => setMerging(null)} /> : null}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete the tag “${deleting?.name ?? ""}”?`}
        description={`It is removed from ${deleting?.usageCount ?? 0} ${deleting?.usageCount === 1 ? "record" : "records"}. The records themselves are kept.`}
        confirmLabel="Delete"
        onConfirm={() => {
          const tag = deleting;
          setDeleting(null);
          if (!tag) return;
          remove.mutate(tag.id, {
            onSuccess: () => toast({ title: "Tag deleted", description: `“${tag.name}” has been deleted.` }),
            onError: () =>
              toast({ title: "Error", description: "Failed to delete tag. Please try again.", variant: "destructive" }),
          });
        }}
      />
    </PageContainer>
  );
}

function RenameRow({ tag, onDone }: { tag: TagDto; onDone: () => void }) {
  const [name, setName] = useState(tag.name);
  const [error, setError] = useState<string>();
  const rename = useRenameTag();
  const save = async () => {
    const next = name.trim();
    if (!next) return setError("Tag name is required");
    if (next === tag.name) return onDone();
    try {
      await rename.mutateAsync({ id: tag.id, name: next });
      toast({ title: "Tag renamed", description: `“${tag.name}” is now “${next}”.` });
      onDone();
    } catch (e) {
      setError(
        isApiError(e) && e.status === 409
          ? "Another tag already has this name. Merge the tags instead."
          : "Could not rename the tag.",
      );
    }
  };
  return (
    <div className="grid flex-1 gap-1">
      <div className="flex gap-1.5">
        <Input
          autoFocus
          aria-label="Tag name"
          value={name}
          aria-invalid={!!error}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") void save();
            if (e.key === "Escape") onDone();
          }}
        />
        <Button size="icon" onClick={() => void save()} disabled={rename.isPending} aria-label="Save name">
          <CheckIcon aria-hidden />
        </Button>
        <Button size="icon" variant="ghost" onClick={onDone} aria-label="Cancel renaming">
          <XIcon aria-hidden />
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function MergeDialog({ tag, tags, onClose }: { tag: TagDto; tags: TagDto[]; onClose: () => void }) {
  const [intoId, setIntoId] = useState("");
  const merge = useMergeTag();
  const target = tags.find((t) => t.id === intoId);
  const run = async () => {
    try {
      await merge.mutateAsync({ id: tag.id, intoId });
      toast({ title: "Tags merged", description: `“${tag.name}” was merged into “${target?.name ?? ""}”.` });
      onClose();
    } catch {
      toast({ title: "Error", description: "Failed to merge tags. Please try again.", variant: "destructive" });
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Merge “{tag.name}”</DialogTitle>
          <DialogDescription>
            Every record tagged “{tag.name}” gets the chosen tag instead, then “{tag.name}” is deleted.
          </DialogDescription>
        </DialogHeader>
        <FormField label="Merge into">
          <Select value={intoId} onValueChange={setIntoId}>
            <SelectTrigger>
              <SelectValue placeholder="Choose a tag" />
            </SelectTrigger>
            <SelectContent>
              {tags
                .filter((t) => t.id !== tag.id)
                .map((t) => (
                  <SelectItem key={t.id} value={t.id}>
                    {t.name}
                  </SelectItem>
                ))}
            </SelectContent>
          </Select>
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void run()} disabled={!intoId || merge.isPending}>
            <MergeIcon aria-hidden /> Merge
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
