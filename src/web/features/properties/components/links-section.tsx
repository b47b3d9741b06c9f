import { LinkIcon, XIcon } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Link } from "react-router";
import type { PropertyDto } from "#shared/contract/properties.ts";
import type { LinkType, PropertyLinkDto } from "#shared/contract/properties-parts.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useAddLink, useLinkCandidates, useRemoveLink } from "#web/features/properties/api/links.ts";
import { Section } from "#web/features/properties/components/section.tsx";
import { toast } from "#web/lib/toast.ts";

const labels: Record<LinkType, string> = {
  lease: "Leases",
  offering_memorandum: "Memoranda",
  dealroom: "Deal rooms",
  project: "Projects",
  person: "Contacts",
  company: "Companies",
};

function pathOf(l: PropertyLinkDto): string {
  switch (l.entityType) {
    case "lease":
      return paths.lease(l.entityId);
    case "offering_memorandum":
      return paths.offeringMemorandum(l.entityId);
    case "dealroom":
      return paths.dealroom(l.entityId);
    case "project":
      return paths.projects(l.entityId);
    case "person":
      return paths.person(l.entityId);
    case "company":
      return paths.company(l.entityId);
  }
}

/** Leases, memoranda, deal rooms and contacts linked to the property. */
export function LinksSection({ property }: { property: PropertyDto }) {
  const [open, setOpen] = useState(false);
  const [unlinking, setUnlinking] = useState<PropertyLinkDto | null>(null);
  const remove = useRemoveLink(property.id);
  const groups = (Object.keys(labels) as LinkType[]).map(
    (t) => [t, property.links.filter((l) => l.entityType === t)] as const,
  );
  return (
    <Section
      id="links-title"
      title="Linked records"
      actions={
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          <LinkIcon aria-hidden /> Link a record
        </Button>
      }
    >
      {property.links.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No leases, memoranda, deal rooms, projects or contacts linked yet.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {groups
            .filter(([, list]) => list.length > 0)
            .map(([type, list]) => (
              <div key={type}>
                <h3 className="mb-1 text-sm font-medium">{labels[type]}</h3>
                <ul className="grid gap-1 text-sm">
                  {list.map((l) => (
                    <li key={l.id} className="flex items-center justify-between gap-2">
                      <Link to={pathOf(l)} className="truncate text-primary hover:underline">
                        {l.title}
                      </Link>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Unlink ${l.title}`}
                        onClick={() => setUnlinking(l)}
                      >
                        <XIcon aria-hidden />
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </div>
      )}
      {open ? <LinkDialog propertyId={property.id} onClose={() => setOpen(false)} /> : null}
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(o) => !o && setUnlinking(null)}
        title="Unlink this record?"
        description={`${unlinking?.title ?? "The record"} stays as it is; it is no longer listed on ${property.name}.`}
        confirmLabel="Unlink"
        onConfirm={() =>
          unlinking &&
          remove.mutate(unlinking.id, {
            onSuccess: () => toast({ title: "Record unlinked" }),
            onError: () => toast({ title: "Failed to unlink", variant: "destructive" }),
          })
        }
      />
    </Section>
  );
}

function LinkDialog({ propertyId, onClose }: { propertyId: string; onClose: () => void }) {
  const [type, setType] = useState<LinkType>("lease");
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const candidates = useLinkCandidates(type, q, true);
  const add = useAddLink(propertyId);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Link a record</DialogTitle>
          <DialogDescription>Only records you can open are offered.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <Select value={type} onValueChange={(v) => setType(v as LinkType)}>
            <SelectTrigger aria-label="Record type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(Object.keys(labels) as LinkType[]).map((t) => (
                <SelectItem key={t} value={t}>
                  {labels[t]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Input
            type="search"
            placeholder="Search by title..."
            aria-label="Search records"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-label="Records">
            {(candidates.data?.items ?? []).map((c) => (
              <li key={c.id}>
                <Button
                  variant="ghost"
                  className="w-full justify-start"
                  onClick={() =>
                    add.mutate(
                      { entityType: type, entityId: c.id },
                      {
                        onSuccess: () => {
                          toast({ title: "Record linked" });
                          onClose();
                        },
                        onError: () => toast({ title: "Failed to link record", variant: "destructive" }),
                      },
                    )
                  }
                >
                  {c.title}
                </Button>
              </li>
            ))}
            {candidates.data?.items.length === 0 ? (
              <li className="text-sm text-muted-foreground">Nothing found.</li>
            ) : null}
          </ul>
        </div>
      </DialogContent>
    </Dialog>
  );
}
