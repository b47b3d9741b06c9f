// Help Center side panel (spec shell §2.12): list of published articles with search and category filter,
// an article view with 'Back to Articles', and 'Contact Us' to the configured help desk.
import { ChevronLeftIcon, ExternalLinkIcon, LifeBuoyIcon } from "lucide-react";
import { useMemo, useState } from "react";
import type { HelpArticleDto } from "#shared/contract/help.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useHelpArticles } from "#web/features/help/api/list-help-articles.ts";
import { ArticleBody } from "#web/features/help/components/article-body.tsx";
import { helpPreviewText, matchesHelpSearch } from "#web/features/help/lib/help-markup.ts";

const ALL = "all";

export function HelpPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState(ALL);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const articles = useHelpArticles(open);

  const handleOpenChange = (next: boolean) => {
    // Closing resets search, filter and the selected article (§2.12).
    if (!next) {
      setSearch("");
      setCategory(ALL);
      setSelectedId(null);
    }
    onOpenChange(next);
  };

  const items = articles.data?.items ?? [];
  const categories = useMemo(() => [...new Set(items.map((a) => a.category))], [items]);
  const visible = items.filter((a) => (category === ALL || a.category === category) && matchesHelpSearch(a, search));
  const selected = items.find((a) => a.id === selectedId) ?? null;
  const contactUrl = articles.data?.contactUrl ?? null;

  return (
    <Sheet open={open} onOpenChange={handleOpenChange}>
      <SheetContent side="right" className="gap-0 p-0">
        <SheetHeader className="border-b">
          <SheetTitle className="flex items-center gap-2">
            <LifeBuoyIcon aria-hidden className="size-4 text-primary" /> Help Center
          </SheetTitle>
          <SheetDescription>Guides to get the most out of Leasedesk.</SheetDescription>
          {contactUrl ? (
            <Button asChild variant="outline" size="sm" className="mt-2 w-fit">
              <a href={contactUrl} target="_blank" rel="noopener noreferrer">
                Contact Us <ExternalLinkIcon aria-hidden />
              </a>
            </Button>
          ) : null}
        </SheetHeader>
        {selected ? (
          <ArticleView article={selected} onBack={() => setSelectedId(null)} />
        ) : (
          <div className="flex min-h-0 flex-1 flex-col">
            <div className="grid gap-2 border-b p-4 sm:grid-cols-[1fr_10rem]">
              <SearchInput
                aria-label="Search help articles"
                placeholder="Search help articles..."
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              <Select value={category} onValueChange={setCategory}>
                <SelectTrigger aria-label="Category">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>All Categories</SelectItem>
                  {categories.map((c) => (
                    <SelectItem key={c} value={c}>
                      {c}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto p-4">
              {articles.isPending ? (
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Spinner className="size-4" /> Loading articles...
                </p>
              ) : visible.length === 0 ? (
                <p className="py-8 text-center text-sm text-muted-foreground">No articles found</p>
              ) : (
                <ul className="grid gap-2" aria-label="Help articles">
                  {visible.map((article) => (
                    <li key={article.id}>
                      <button
                        type="button"
                        onClick={() => setSelectedId(article.id)}
                        className="grid w-full gap-1 rounded-lg border p-3 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        <span className="flex items-start justify-between gap-2">
                          <span className="text-sm font-medium">{article.title}</span>
                          <Badge variant="secondary" className="shrink-0">
                            {article.category}
                          </Badge>
                        </span>
                        <span className="line-clamp-2 text-sm text-muted-foreground">
                          {helpPreviewText(article.content)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

function ArticleView({ article, onBack }: { article: HelpArticleDto; onBack: () => void }) {
  return (
    <article className="min-h-0 flex-1 overflow-y-auto p-4">
      <nav aria-label="Breadcrumb" className="mb-3 flex items-center gap-2 text-sm">
        <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
          <ChevronLeftIcon aria-hidden /> Back to Articles
        </Button>
        <span aria-hidden className="text-muted-foreground">
          /
        </span>
        <span className="text-muted-foreground">{article.category}</span>
      </nav>
      <h2 className="mb-3 text-lg font-semibold">{article.title}</h2>
      <ArticleBody content={article.content} />
    </article>
  );
}
