import { type FormEvent, useEffect, useState } from "react";
import type { AdminHelpArticleDto } from "#shared/contract/help.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useSaveArticle } from "#web/features/help/api/admin-articles.ts";
import { ArticleBody } from "#web/features/help/components/article-body.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

type Values = { title: string; category: string; content: string; isPublished: boolean };
const empty: Values = { title: "", category: "", content: "", isPublished: false };

function check(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.title.trim()) errors.title = "Title is required";
  if (!v.category.trim()) errors.category = "Category is required";
  if (!v.content.trim()) errors.content = "Content is required";
  return errors;
}

/** Create or edit a Help Center article, with a preview rendered exactly as the Help panel shows it. */
export function ArticleEditor({
  open,
  article,
  categories,
  onOpenChange,
}: {
  open: boolean;
  article: AdminHelpArticleDto | null;
  categories: string[];
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveArticle();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!open) return;
    setValues(article ? { ...article } : empty);
    setErrors({});
  }, [open, article]);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save.mutateAsync({ id: article?.id, values });
      toast({ title: article ? "Article saved" : "Article created", description: values.title.trim() });
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
      else toast({ title: "Could not save the article", description: "Please try again.", variant: "destructive" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{article ? "Edit article" : "New article"}</DialogTitle>
            <DialogDescription>
              One paragraph per line; start a line with "- " for a bullet or "1. " for a numbered step.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Title" error={errors.title} required>
              <Input value={values.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} />
            </FormField>
            <FormField label="Category" error={errors.category} required>
              <Input
                value={values.category}
                maxLength={80}
                list="help-categories"
                onChange={(e) => set({ category: e.target.value })}
              />
            </FormField>
            <datalist id="help-categories">
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </div>
          <Tabs defaultValue="write">
            <TabsList>
              <TabsTrigger value="write">Write</TabsTrigger>
              <TabsTrigger value="preview">Preview</TabsTrigger>
            </TabsList>
            <TabsContent value="write">
              <FormField label="Content" error={errors.content} required>
                <Textarea
                  rows={10}
                  maxLength={20_000}
                  value={values.content}
                  onChange={(e) => set({ content: e.target.value })}
                />
              </FormField>
            </TabsContent>
            <TabsContent value="preview">
              <section aria-label="Preview" className="max-h-80 overflow-y-auto rounded-md border p-4">
                {values.content.trim() ? (
                  <ArticleBody content={values.content} />
                ) : (
                  <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
                )}
              </section>
            </TabsContent>
          </Tabs>
          <div className="flex items-center gap-2">
            <Checkbox
              id="article-published"
              checked={values.isPublished}
              onCheckedChange={(checked) => set({ isPublished: checked === true })}
            />
            <Label htmlFor="article-published">Published (shown in the Help panel)</Label>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save article"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
