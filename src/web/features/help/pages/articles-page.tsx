import { format } from "date-fns";
import { NewspaperIcon, PlusIcon } from "lucide-react";
import { useMemo, useState } from "react";
import type { AdminHelpArticleDto } from "#shared/contract/help.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#web/components/ui/alert-dialog.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { CardList, ListCard } from "#web/components/ui/card-list.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table.tsx";
import { useAdminArticles, useDeleteArticle, useSaveArticle } from "#web/features/help/api/admin-articles.ts";
import { ArticleEditor } from "#web/features/help/components/article-editor.tsx";
import { toast } from "#web/lib/toast.ts";
import { useIsMobile } from "#web/lib/use-media-query.ts";
import { useListParams } from "#web/lib/use-list-params.ts";

const ALL = "all";

function ArticleStatus({ article }: { article: AdminHelpArticleDto }) {
  return (
    <Badge variant={article.isPublished ? "success" : "secondary"}>{article.isPublished ? "Published" : "Draft"}</Badge>
  );
}

/** Edit, publish or unpublish, delete: the same buttons in a table row and on a phone's card. */
function ArticleActions({
  article: a,
  onEdit,
  onTogglePublished,
  onDelete,
}: {
  article: AdminHelpArticleDto;
  onEdit: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
}) {
  return (
    <span className="flex flex-wrap gap-1.5 sm:justify-end">
      <Button size="sm" variant="outline" aria-label={`Edit ${a.title}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`${a.isPublished ? "Unpublish" : "Publish"} ${a.title}`}
        onClick={onTogglePublished}
      >
        {a.isPublished ? "Unpublish" : "Publish"}
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Delete ${a.title}`} onClick={onDelete}>
        Delete
      </Button>
    </span>
  );
}

/** Admin → Articles: the Help Center's articles, drafts included; only published ones reach the Help panel. */
export function ArticlesPage() {
  const isMobile = useIsMobile();
  const list = useListParams({ status: ALL });
  const { q } = list;
  const { status } = list.values;
  const articles = useAdminArticles({ q, status: status === ALL ? undefined : (status as "published" | "draft") });
  const save = useSaveArticle();
  const remove = useDeleteArticle();
  const [editing, setEditing] = useState<{ article: AdminHelpArticleDto | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminHelpArticleDto | null>(null);
  const items = articles.data?.items ?? [];
  const categories = useMemo(() => [...new Set(items.map((a) => a.category))].sort(), [items]);

  const togglePublished = async (a: AdminHelpArticleDto) => {
    try {
      await save.mutateAsync({ id: a.id, values: { isPublished: !a.isPublished } });
      toast({ title: a.isPublished ? "Article unpublished" : "Article published", description: a.title });
    } catch {
      toast({ title: "Could not update the article", description: "Please try again.", variant: "destructive" });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const a = deleting;
    setDeleting(null);
    try {
      await remove.mutateAsync(a.id);
      toast({ title: "Article deleted", description: a.title });
    } catch {
      toast({ title: "Could not delete the article", description: "Please try again.", variant: "destructive" });
    }
  };

  return (
    <PageContainer className="max-w-6xl">
      <PageHeader
        title="Articles"
        description="Help Center articles. Only published articles are shown in the Help panel."
        actions={
          <Button onClick={() => setEditing({ article: null })}>
            <PlusIcon aria-hidden /> New article
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchInput
          containerClassName="w-full sm:w-72"
          aria-label="Search articles"
          placeholder="Search title or category"
          value={list.search}
          onChange={(e) => list.setSearch(e.target.value)}
        />
        <Select value={status} onValueChange={(v) => list.set({ status: v })}>
          <SelectTrigger className="w-40" aria-label="Filter by status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All articles</SelectItem>
            <SelectItem value="published">Published</SelectItem>
            <SelectItem value="draft">Drafts</SelectItem>
          </SelectContent>
        </Select>
      </div>
      {articles.isError ? (
        <EmptyState icon={NewspaperIcon} title="Could not load the articles" description="Please refresh the page." />
      ) : articles.isPending ? (
        <div className="grid gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={NewspaperIcon}
          title={q || status !== ALL ? "No articles match" : "No articles yet"}
          description="Write the first one with New article."
        />
      ) : isMobile ? (
        <CardList
          label="Articles"
          items={items}
          getKey={(a) => a.id}
          renderItem={(a) => (
            <ListCard title={a.title} actions={<ArticleStatus article={a} />}>
              <span className="text-xs">
                {a.category} · Updated {format(new Date(a.updatedAt), "MMM d, yyyy")}
              </span>
              <ArticleActions
                article={a}
                onEdit={() => setEditing({ article: a })}
                onTogglePublished={() => void togglePublished(a)}
                onDelete={() => setDeleting(a)}
              />
            </ListCard>
          )}
        />
      ) : (
        <div className="rounded-lg border">
          <Table aria-label="Articles">
            <TableHeader>
              <TableRow>
                <TableHead>Title</TableHead>
                <TableHead>Category</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Updated</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((a) => (
                <TableRow key={a.id}>
                  <TableCell className="font-medium">{a.title}</TableCell>
                  <TableCell>{a.category}</TableCell>
                  <TableCell>
                    <ArticleStatus article={a} />
                  </TableCell>
                  <TableCell>{format(new Date(a.updatedAt), "MMM d, yyyy")}</TableCell>
                  <TableCell>
                    <ArticleActions
                      article={a}
                      onEdit={() => setEditing({ article: a })}
                      onTogglePublished={() => void togglePublished(a)}
                      onDelete={() => setDeleting(a)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <ArticleEditor
        open={!!editing}
        article={editing?.article ?? null}
        categories={categories}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <AlertDialog open={!!deleting} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this article?</AlertDialogTitle>
            <AlertDialogDescription>
              "{deleting?.title}" is removed from the Help Center. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => void confirmDelete()}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </PageContainer>
  );
}
