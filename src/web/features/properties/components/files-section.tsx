import { FileTextIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { useRef, useState } from "react";
import type { PropertyDto } from "#shared/contract/properties.ts";
import type { FileKind, PropertyFileDto } from "#shared/contract/properties-parts.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { propertyFileAccept, useDeletePropertyFile, useSendPropertyFile } from "#web/features/properties/api/files.ts";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { Section } from "#web/features/properties/components/section.tsx";
import { fileSize, formatDate } from "#web/features/properties/lib/format.ts";
import { toast } from "#web/lib/toast.ts";

const kinds: { kind: FileKind; title: string; key: "photos" | "propertyBrochures" | "propertyFloorplans" }[] = [
  { kind: "photo", title: "Photos", key: "photos" },
  { kind: "brochure", title: "Brochures", key: "propertyBrochures" },
  { kind: "floorplan", title: "Floor plans", key: "propertyFloorplans" },
];

/** Photos, brochures and floor plans: upload (10 MB), view, delete with confirmation. */
export function FilesSection({ property }: { property: PropertyDto }) {
  const { send, progress, isPending } = useSendPropertyFile(property.id);
  const remove = useDeletePropertyFile(property.id);
  const [deleting, setDeleting] = useState<PropertyFileDto | null>(null);
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});

  return (
    <Section id="files-title" title="Photos and documents">
      {progress !== null ? <Progress value={progress} aria-label="Upload progress" /> : null}
      {kinds.map(({ kind, title, key }) => {
        const files = property[key];
        return (
          <div key={kind} className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-medium">{title}</h3>
              <input
                ref={(el) => {
                  inputs.current[kind] = el;
                }}
                type="file"
                accept={propertyFileAccept[kind]}
                className="sr-only"
                tabIndex={-1}
                aria-label={`Upload ${title.toLowerCase()}`}
                onChange={(e) => {
                  send(kind, e.target.files?.[0]);
                  e.target.value = "";
                }}
              />
              <Button size="sm" variant="outline" disabled={isPending} onClick={() => inputs.current[kind]?.click()}>
                <UploadIcon aria-hidden /> Upload {title.toLowerCase().replace(/s$/, "")}
              </Button>
            </div>
            {files.length === 0 ? (
              <p className="text-sm text-muted-foreground">None yet.</p>
            ) : kind === "photo" ? (
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={title}>
                {files.map((f) => (
                  <li key={f.id} className="relative">
                    <a href={f.url} target="_blank" rel="noopener noreferrer">
                      <img src={f.url} alt={f.name} className="aspect-video w-full rounded-md border object-cover" />
                    </a>
                    <Button
                      size="icon"
                      variant="secondary"
                      className="absolute top-1 right-1 size-7"
                      aria-label={`Delete ${f.name}`}
                      onClick={() => setDeleting(f)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="grid gap-1 text-sm" aria-label={title}>
                {files.map((f) => (
                  <li key={f.id} className="flex items-center justify-between gap-2 border-b py-1">
                    <a
                      href={f.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex min-w-0 items-center gap-2 hover:underline"
                    >
                      <FileTextIcon aria-hidden className="size-4 shrink-0" />
                      <span className="truncate">{f.name}</span>
                    </a>
                    <span className="flex shrink-0 items-center gap-2 text-muted-foreground">
                      {f.size ? fileSize(f.size) : ""} · {formatDate(f.uploadedAt)}
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Delete ${f.name}`}
                        onClick={() => setDeleting(f)}
                      >
                        <Trash2Icon aria-hidden />
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this file?"
        description={`${deleting?.name ?? "The file"} will be removed from ${property.name}.`}
        confirmLabel="Delete"
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ title: "File deleted" }),
            onError: () => toast({ title: "Failed to delete file", variant: "destructive" }),
          })
        }
      />
    </Section>
  );
}
