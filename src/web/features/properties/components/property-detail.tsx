import { Building2Icon, PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "#web/app/paths.ts";
import { GenerateDocumentAction } from "#web/app/record-slots.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useProperty } from "#web/features/properties/api/get-property.ts";
import { useDeleteProperty } from "#web/features/properties/api/save-property.ts";
import { ChildrenSection } from "#web/features/properties/components/children-section.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { FilesSection } from "#web/features/properties/components/files-section.tsx";
import { LinksSection } from "#web/features/properties/components/links-section.tsx";
import { PropertyEditSheet } from "#web/features/properties/components/property-edit-sheet.tsx";
import { PropertyFacts } from "#web/features/properties/components/property-facts.tsx";
import { RollupCard } from "#web/features/properties/components/rollup-card.tsx";
import { SpacesSection } from "#web/features/properties/components/spaces-section.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { BackLink } from "#web/components/ui/back-link.tsx";

/** A property's page: every §3 field, roll-ups, spaces, children, files and linked records. */
export function PropertyDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const property = useProperty(id);
  const remove = useDeleteProperty();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (property.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (property.isError) {
    const missing = isApiError(property.error) && property.error.status === 404;
    return (
      <EmptyState
        icon={Building2Icon}
        title={missing ? "Property not found" : "Could not load the property"}
        description={missing ? "It may have been deleted." : "Please try again."}
        action={<Button onClick={onClose}>Back to properties</Button>}
      />
    );
  }
  const p = property.data;
  return (
    <article className="grid min-w-0 gap-6" aria-labelledby="property-title">
      <div className="grid gap-3">
        <BackLink to={paths.properties()}>All properties</BackLink>
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h1 id="property-title" className="text-2xl font-semibold tracking-tight break-words">
              {p.name}
            </h1>
            <p className="text-sm text-muted-foreground break-words">{p.address || "No address"}</p>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant="secondary">{p.propertyType}</Badge>
              {p.parent ? (
                <span>
                  Part of{" "}
                  <Link to={paths.properties(p.parent.id)} className="font-medium text-primary hover:underline">
                    {p.parent.name}
                  </Link>
                </span>
              ) : null}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <GenerateDocumentAction record={{ source: "property", id: p.id, name: p.name }} />
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden /> Edit
            </Button>
            <Button variant="outline" onClick={() => setConfirming(true)}>
              <Trash2Icon aria-hidden /> Delete
            </Button>
          </div>
        </header>
      </div>
      {p.children.length > 0 || p.spaces.length > 0 ? <RollupCard rollup={p.rollup} /> : null}
      <PropertyFacts property={p} />
      <SpacesSection property={p} />
      <ChildrenSection property={p} />
      <FilesSection property={p} />
      <LinksSection property={p} />
      <PropertyEditSheet property={p} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this property?"
        description={
          p.children.length > 0
            ? `${p.name}, its spaces and files will be deleted. Its ${p.children.length} child properties stay, without a parent.`
            : `${p.name}, its spaces and files will be deleted. This cannot be undone.`
        }
        confirmLabel="Delete"
        onConfirm={() =>
          remove.mutate(p.id, {
            onSuccess: () => {
              toast({ title: "Property deleted" });
              onClose();
            },
            onError: () => toast({ title: "Failed to delete property", variant: "destructive" }),
          })
        }
      />
    </article>
  );
}
