import { EditorContent, useEditor } from "@tiptap/react";
import { CheckIcon, FileDownIcon, HistoryIcon, SaveIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import {
  type DocumentDetailDto,
  exportDocumentPdfPath,
  type RichTextDoc,
} from "#shared/contract/dealrooms-documents.ts";
import { buildPath } from "#shared/contract/route.ts";
import { normalizeRichText, richTextExtensions } from "#shared/rules/richtext-schema.ts";
import { paths } from "#web/app/paths.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageContainer } from "#web/components/ui/page-header.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useDocument } from "#web/features/dealrooms/api/get-document.ts";
import { useSaveDocumentContent } from "#web/features/dealrooms/api/save-document-content.ts";
import { EditorToolbar } from "#web/components/ui/editor-toolbar.tsx";
import { richTextProseClass as proseClass } from "#web/components/ui/rich-text-prose.ts";
import { VersionsSheet } from "#web/features/dealrooms/components/versions-sheet.tsx";
import { useDealroomAccessGate } from "#web/features/dealrooms/lib/access-gate.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { BackLink } from "#web/components/ui/back-link.tsx";

/** Autosave after this long without typing; one save in flight at a time. */
const AUTOSAVE_MS = 1000;
type SaveState = "saved" | "dirty" | "saving" | "error";

function Editor({ dealroomId, doc }: { dealroomId: string; doc: DocumentDetailDto }) {
  // mutateAsync is stable; the mutation object itself changes on every render.
  const { mutateAsync: saveContent } = useSaveDocumentContent(dealroomId, doc.id);
  const [state, setState] = useState<SaveState>("saved");
  const [version, setVersion] = useState(doc.currentVersion);
  const [history, setHistory] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef(false);
  const inFlight = useRef(false);
  // Content the editor could not load is never overwritten: the page turns read-only and saves nothing.
  const unloadable = useRef(false);
  const [loadError, setLoadError] = useState(false);

  const editor = useEditor({
    extensions: richTextExtensions,
    content: normalizeRichText(doc.content ?? { type: "doc" }),
    editable: doc.canEdit,
    immediatelyRender: true,
    enableContentCheck: true,
    onContentError: ({ editor: failed }) => {
      unloadable.current = true;
      pending.current = false;
      failed.setEditable(false, false);
      setLoadError(true);
    },
    editorProps: {
      attributes: { class: proseClass, "aria-label": doc.name, role: "textbox", "aria-multiline": "true" },
    },
    onUpdate: () => {
      if (unloadable.current) return;
      pending.current = true;
      setState("dirty");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flushRef.current(), AUTOSAVE_MS);
    },
  });

  const flush = useCallback(
    async (snapshot = false, note?: string) => {
      if (!editor || !doc.canEdit || unloadable.current) return;
      clearTimeout(timer.current);
      if (inFlight.current) {
        // One request at a time: the newest text goes once this one is answered.
        pending.current = true;
        return;
      }
      inFlight.current = true;
      pending.current = false;
      setState("saving");
      try {
        const saved = await saveContent({ content: editor.getJSON() as RichTextDoc, snapshot, note });
        setVersion(saved.currentVersion);
        setState(pending.current ? "dirty" : "saved");
        if (pending.current) timer.current = setTimeout(() => void flushRef.current(), AUTOSAVE_MS);
        if (snapshot) toast({ title: "Version saved", description: `Version ${saved.currentVersion} was kept.` });
      } catch (error) {
        pending.current = true;
        setState("error");
        if (isApiError(error) && error.status === 403) {
          toast({ title: "Read only", description: "Your access no longer allows editing.", variant: "destructive" });
          editor.setEditable(false);
        }
      } finally {
        inFlight.current = false;
      }
    },
    [editor, doc.canEdit, saveContent],
  );
  const flushRef = useRef(flush);
  flushRef.current = flush;

  // Unsaved work is saved when leaving the page and guarded on tab close.
  useEffect(() => {
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (pending.current) e.preventDefault();
    };
    window.addEventListener("beforeunload", beforeUnload);
    // On unmount only (not on every render, which made one request per keystroke).
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      if (pending.current) void flushRef.current();
    };
  }, []);

  if (!editor) return null;
  const status =
    state === "saving"
      ? "Saving..."
      : state === "dirty"
        ? "Unsaved changes"
        : state === "error"
          ? "Save failed — retrying on next change"
          : "All changes saved";

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {doc.canEdit ? (
          <span
            className="inline-flex items-center gap-1 text-xs text-muted-foreground"
            role="status"
            aria-live="polite"
            data-testid="save-status"
          >
            {state === "saved" ? <CheckIcon aria-hidden className="size-3.5 text-emerald-600" /> : null}
            {status}
          </span>
        ) : (
          <Badge variant="secondary">Read only</Badge>
        )}
        <span className="text-xs text-muted-foreground">· Version {version}</span>
        <div className="ml-auto flex flex-wrap gap-2">
          {doc.canEdit ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void flush(true, "Saved version")}
              disabled={state === "saving" || loadError}
            >
              <SaveIcon aria-hidden /> Save version
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => setHistory(true)}>
            <HistoryIcon aria-hidden /> History
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={buildPath(exportDocumentPdfPath, { id: dealroomId, documentId: doc.id })} download>
              <FileDownIcon aria-hidden /> Export PDF
            </a>
          </Button>
        </div>
      </div>
      {loadError ? (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
          This document could not be opened in the editor, so it is shown read-only and nothing is saved. Restore an
          earlier version from History, or ask the room owner for help.
        </div>
      ) : null}
      <div className="overflow-hidden rounded-xl border bg-background shadow-xs">
        {doc.canEdit && !loadError ? <EditorToolbar editor={editor} /> : null}
        <EditorContent editor={editor} />
      </div>
      <VersionsSheet
        dealroomId={dealroomId}
        documentId={doc.id}
        currentVersion={version}
        canEdit={doc.canEdit}
        open={history}
        onOpenChange={setHistory}
        onRestored={(restored) => {
          pending.current = false;
          unloadable.current = false;
          setLoadError(false);
          editor.setEditable(doc.canEdit, false);
          editor.commands.setContent(normalizeRichText(restored.content ?? { type: "doc" }), { emitUpdate: false });
          setVersion(restored.currentVersion);
          setState("saved");
        }}
      />
    </div>
  );
}

/** /dealrooms/{dealroomId}/document/{documentId}/edit: TipTap editor with autosave and versions. */
export function DocumentEditorPage() {
  const { dealroomId = "", documentId = "" } = useParams();
  const doc = useDocument(dealroomId, documentId);
  // Same gate as the room: re-verify a stored link, sign in, or home without the feature.
  const gate = useDealroomAccessGate(dealroomId, doc.error);

  return (
    <PageContainer className="max-w-4xl">
      <BackLink to={paths.dealroom(dealroomId)} className="mb-3">
        Back to deal room
      </BackLink>
      {doc.isPending || gate.kind !== "stay" ? (
        <div className="flex min-h-[40vh] items-center justify-center" role="status">
          <Spinner className="size-6" />
        </div>
      ) : doc.isError ? (
        <EmptyState
          title="Document not available"
          description="It may have been deleted, or you do not have access to it."
        />
      ) : doc.data.kind !== "richtext" ? (
        <EmptyState
          title="This document cannot be edited here"
          description="Uploaded files are viewed and downloaded from the deal room."
        />
      ) : (
        <>
          <h1 className="mb-3 truncate text-2xl font-semibold tracking-tight text-slate-900">{doc.data.name}</h1>
          <Editor key={doc.data.id} dealroomId={dealroomId} doc={doc.data} />
        </>
      )}
    </PageContainer>
  );
}
