import { EditorContent, useEditor } from "@tiptap/react";
import { WandSparklesIcon } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import type { DocumentTemplateDto } from "#shared/contract/document-templates.ts";
import type { RichTextDoc } from "#shared/contract/dealrooms-documents.ts";
import { normalizeRichText, richTextExtensions } from "#shared/rules/richtext-schema.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { EditorToolbar } from "#web/components/ui/editor-toolbar.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PageContainer } from "#web/components/ui/page-header.tsx";
import { richTextProseClass } from "#web/components/ui/rich-text-prose.ts";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useDocumentTemplate } from "#web/features/templates/api/get-document-template.ts";
import { useSaveDocumentTemplate } from "#web/features/templates/api/save-document-template.ts";
import { GenerateDocumentDialog } from "#web/features/templates/components/generate-document-dialog.tsx";
import { MergeFieldMenu } from "#web/features/templates/components/merge-field-menu.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { BackLink } from "#web/components/ui/back-link.tsx";

function TemplateEditor({ template }: { template: DocumentTemplateDto }) {
  const save = useSaveDocumentTemplate();
  const [name, setName] = useState(template.name);
  const [description, setDescription] = useState(template.description ?? "");
  const [dirty, setDirty] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [generating, setGenerating] = useState(false);
  // Content the editor cannot load is never saved over (decision 0017).
  const [loadError, setLoadError] = useState(false);
  const editor = useEditor({
    extensions: richTextExtensions,
    content: normalizeRichText(template.content),
    immediatelyRender: true,
    enableContentCheck: true,
    onContentError: ({ editor: failed }) => {
      failed.setEditable(false, false);
      setLoadError(true);
    },
    editorProps: {
      attributes: {
        class: `${richTextProseClass} min-h-[45vh]`,
        "aria-label": "Template text",
        role: "textbox",
        "aria-multiline": "true",
      },
    },
    onUpdate: () => setDirty(true),
  });

  const submit = async () => {
    if (!editor || loadError) return;
    if (!name.trim()) {
      setNameError("Name is required");
      return;
    }
    setNameError(undefined);
    try {
      await save.mutateAsync({
        id: template.id,
        body: { name: name.trim(), description: description.trim() || null, content: editor.getJSON() as RichTextDoc },
      });
      setDirty(false);
      toast({ title: "Template saved" });
    } catch (err) {
      toast({
        title: "Error",
        description: isApiError(err) ? err.message : "Failed to save template",
        variant: "destructive",
      });
    }
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" required error={nameError}>
          <Input
            value={name}
            maxLength={200}
            onChange={(e) => {
              setName(e.target.value);
              setDirty(true);
            }}
          />
        </FormField>
        <FormField label="Description">
          <Textarea
            rows={1}
            value={description}
            maxLength={2000}
            onChange={(e) => {
              setDescription(e.target.value);
              setDirty(true);
            }}
          />
        </FormField>
      </div>
      {loadError ? (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
          This template could not be opened in the editor, so it is shown read-only and nothing is saved.
        </div>
      ) : null}
      <div className="overflow-hidden rounded-xl border bg-background shadow-xs">
        {editor && !loadError ? (
          <EditorToolbar editor={editor}>
            <MergeFieldMenu editor={editor} />
          </EditorToolbar>
        ) : null}
        {editor ? <EditorContent editor={editor} /> : null}
      </div>
      <p className="text-xs text-muted-foreground">
        Insert fields from the menu, or type them as {"{{tenant.name}}"}. A field without a value stays marked in red in
        the generated document.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => setGenerating(true)} disabled={dirty}>
          <WandSparklesIcon aria-hidden /> Generate Document
        </Button>
        <Button type="submit" disabled={save.isPending || loadError}>
          {save.isPending ? "Saving..." : dirty ? "Save Template" : "Saved"}
        </Button>
      </div>
      {generating ? <GenerateDocumentDialog open onOpenChange={setGenerating} templateId={template.id} /> : null}
    </form>
  );
}

/** /templates/document/{id}: edit a document template (rich text with merge fields) and generate from it. */
export function DocumentTemplatePage() {
  const { id = "" } = useParams();
  const template = useDocumentTemplate(id);
  return (
    <PageContainer className="max-w-4xl">
      <BackLink to={paths.templates()} className="mb-3">
        Back to templates
      </BackLink>
      {template.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading template">
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-[45vh] w-full" />
        </div>
      ) : template.isError ? (
        <EmptyState title="Template not available" description="It may have been deleted." />
      ) : (
        <>
          <h1 className="mb-4 truncate text-2xl font-semibold tracking-tight text-slate-900">{template.data.name}</h1>
          <TemplateEditor key={template.data.id} template={template.data} />
        </>
      )}
    </PageContainer>
  );
}
