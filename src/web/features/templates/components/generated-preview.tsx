import { EditorContent, useEditor } from "@tiptap/react";
import { AlertTriangleIcon, FileDownIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { GeneratedDocumentDto, MergeSourcesInput } from "#shared/contract/document-templates.ts";
import { normalizeRichText, richTextExtensions } from "#shared/rules/richtext-schema.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { richTextProseClass } from "#web/components/ui/rich-text-prose.ts";
import { generatedPdfUrl, useGenerateIntoDealroom } from "#web/features/templates/api/generate-document.ts";
import { RecordPicker, type RecordRef } from "#web/features/templates/components/record-picker.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** The generated document, read-only, with what still needs attention, and where it can go next. */
export function GeneratedPreview({
  templateId,
  sources,
  generated,
}: {
  templateId: string;
  sources: MergeSourcesInput;
  generated: GeneratedDocumentDto;
}) {
  const editor = useEditor(
    {
      extensions: richTextExtensions,
      content: normalizeRichText(generated.content),
      editable: false,
      immediatelyRender: true,
      editorProps: {
        attributes: {
          class: `${richTextProseClass} min-h-0 sm:py-5 sm:px-6`,
          "aria-label": `Preview of ${generated.name}`,
          role: "document",
        },
      },
    },
    [generated],
  );
  const flagged = generated.fields.filter((f) => f.status !== "filled");
  const [room, setRoom] = useState<RecordRef | null>(null);
  const [added, setAdded] = useState<{ dealroomId: string; documentId: string } | null>(null);
  const intoRoom = useGenerateIntoDealroom();

  const addToRoom = async () => {
    if (!room) return;
    try {
      const r = await intoRoom.mutateAsync({ id: templateId, sources, dealroomId: room.id });
      setAdded(r);
      toast({ title: "Added to deal room", description: `${r.name} is now a document of ${room.name}.` });
    } catch (err) {
      toast({
        title: "Error",
        description: isApiError(err) ? err.message : "Failed to add the document to the deal room",
        variant: "destructive",
      });
    }
  };

  return (
    <div className="grid gap-3">
      <h3 className="truncate text-sm font-semibold">{generated.name}</h3>
      {flagged.length > 0 ? (
        <div role="alert" className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <AlertTriangleIcon aria-hidden className="size-4 text-amber-700" />
            {flagged.length} field{flagged.length === 1 ? "" : "s"} left to fill in (marked red)
          </p>
          <ul className="list-disc pl-6 text-muted-foreground">
            {flagged.map((f) => (
              <li key={f.key}>
                {f.status === "unknown" ? `Unknown merge field {{${f.key}}}` : `No value for ${f.label}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="max-h-[45vh] overflow-y-auto rounded-lg border bg-background" data-testid="generated-preview">
        {editor ? <EditorContent editor={editor} /> : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="outline" asChild>
          <a href={generatedPdfUrl(templateId, sources)} download>
            <FileDownIcon aria-hidden /> Download PDF
          </a>
        </Button>
      </div>
      <div className="grid gap-2 rounded-lg border p-3">
        <RecordPicker
          type="dealroom"
          label="Deal room"
          placeholder="Search deal rooms..."
          value={room}
          onChange={(r) => {
            setRoom(r);
            setAdded(null);
          }}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={addToRoom} disabled={!room || intoRoom.isPending}>
            {intoRoom.isPending ? "Adding..." : "Add to Deal Room"}
          </Button>
          {added ? (
            <Link
              to={paths.dealroomDocumentEdit(added.dealroomId, added.documentId)}
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              Open the document
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
