import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { PropertyDto } from "#shared/contract/properties.ts";
import type { SpaceCreate, SpaceDto } from "#shared/contract/properties-parts.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useDeleteSpace, useSaveSpace } from "#web/features/properties/api/spaces.ts";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { Section } from "#web/features/properties/components/section.tsx";
import { formatDate, formatRent, formatSf, parseNumber } from "#web/features/properties/lib/format.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

const NONE = "__none__";

/** Suites and units: suite, floor, RSF, availability, asking rent and rent type, status, tenant and expiry. */
export function SpacesSection({ property }: { property: PropertyDto }) {
  const [editing, setEditing] = useState<SpaceDto | "new" | null>(null);
  const [deleting, setDeleting] = useState<SpaceDto | null>(null);
  const remove = useDeleteSpace(property.id);
  return (
    <Section
      id="spaces-title"
      title="Spaces"
      actions={
        <Button size="sm" variant="outline" onClick={() => setEditing("new")}>
          <PlusIcon aria-hidden /> Add space
        </Button>
      }
    >
      {property.spaces.length === 0 ? (
        <p className="text-sm text-muted-foreground">No spaces yet. Add suites or units to see vacancy and WALT.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Spaces">
          {property.spaces.map((s) => (
            <li key={s.id} className="grid gap-1 rounded-lg border p-3 text-sm sm:grid-cols-[1fr_auto]">
              <div className="grid min-w-0 gap-0.5">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{s.suite}</span>
                  {s.floor ? <span className="text-muted-foreground">Floor {s.floor}</span> : null}
                  <Badge variant={s.status === "leased" ? "secondary" : "success"}>
                    {s.status === "leased" ? "Leased" : "Available"}
                  </Badge>
                </div>
                <p className="text-muted-foreground">
                  {formatSf(s.rsf)} · {formatRent(s.askingRent, s.rentType)}
                  {s.status === "available" && s.availableDate ? ` · Available ${formatDate(s.availableDate)}` : ""}
                </p>
                {s.status === "leased" ? (
                  <p className="text-muted-foreground">
                    {s.tenantName ?? "Tenant not recorded"}
                    {s.leaseExpiration ? ` · Expires ${formatDate(s.leaseExpiration)}` : ""}
                    {s.lease ? ` · ${s.lease.title}` : ""}
                  </p>
                ) : null}
              </div>
              <div className="flex gap-1">
                <Button size="icon" variant="ghost" aria-label={`Edit ${s.suite}`} onClick={() => setEditing(s)}>
                  <PencilIcon aria-hidden />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Delete ${s.suite}`} onClick={() => setDeleting(s)}>
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <SpaceDialog
          propertyId={property.id}
          space={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this space?"
        description={`${deleting?.suite ?? "The space"} will be removed from ${property.name}.`}
        confirmLabel="Delete"
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ title: "Space deleted" }),
            onError: () => toast({ title: "Failed to delete space", variant: "destructive" }),
          })
        }
      />
    </Section>
  );
}

function SpaceDialog({
  propertyId,
  space,
  onClose,
}: {
  propertyId: string;
  space: SpaceDto | null;
  onClose: () => void;
}) {
  const save = useSaveSpace(propertyId);
  const [f, setF] = useState({
    suite: space?.suite ?? "",
    floor: space?.floor ?? "",
    rsf: space?.rsf == null ? "" : String(space.rsf),
    availableDate: space?.availableDate ?? "",
    askingRent: space?.askingRent == null ? "" : String(space.askingRent),
    rentType: space?.rentType ?? NONE,
    status: space?.status ?? "available",
    tenantName: space?.tenantName ?? "",
    leaseExpiration: space?.leaseExpiration ?? "",
  });
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof f) => (v: string) => setF((s) => ({ ...s, [k]: v }));
  const suiteMissing = f.suite.trim() === "";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rsf = parseNumber(f.rsf);
    const rent = parseNumber(f.askingRent);
    if (suiteMissing) return setError("Suite or unit is required");
    if (rsf === undefined || (rsf !== null && rsf < 0)) return setError("RSF must be a positive number");
    if (rent === undefined || (rent !== null && rent < 0)) return setError("Asking rent must be a positive number");
    const body: SpaceCreate = {
      suite: f.suite,
      floor: f.floor,
      rsf: rsf === null ? null : Math.round(rsf),
      availableDate: f.availableDate || null,
      askingRent: rent,
      rentType: f.rentType === NONE ? null : (f.rentType as "FS" | "MG" | "NNN"),
      status: f.status as "available" | "leased",
      tenantName: f.tenantName,
      leaseExpiration: f.leaseExpiration || null,
    };
    save.mutate(
      { spaceId: space?.id, body },
      {
        onSuccess: () => {
          toast({ title: space ? "Space updated" : "Space added" });
          onClose();
        },
        onError: (err) => setError(isApiError(err) ? err.message : "Failed to save space"),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{space ? "Edit space" : "Add space"}</DialogTitle>
          <DialogDescription>Asking rent is per square foot per year.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-3" noValidate>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Suite / unit" required>
              <Input value={f.suite} onChange={(e) => set("suite")(e.target.value)} />
            </FormField>
            <FormField label="Floor">
              <Input value={f.floor} onChange={(e) => set("floor")(e.target.value)} />
            </FormField>
            <FormField label="RSF">
              <Input inputMode="numeric" value={f.rsf} onChange={(e) => set("rsf")(e.target.value)} />
            </FormField>
            <FormField label="Available from">
              <Input type="date" value={f.availableDate} onChange={(e) => set("availableDate")(e.target.value)} />
            </FormField>
            <FormField label="Asking rent ($/SF/yr)">
              <Input inputMode="decimal" value={f.askingRent} onChange={(e) => set("askingRent")(e.target.value)} />
            </FormField>
            <FormField label="Rent type">
              <Select value={f.rentType} onValueChange={set("rentType")}>
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NONE}>Not stated</SelectItem>
                  <SelectItem value="FS">FS (full service)</SelectItem>
                  <SelectItem value="MG">MG (modified gross)</SelectItem>
                  <SelectItem value="NNN">NNN (triple net)</SelectItem>
                </SelectContent>
              </Select>
            </FormField>
            <FormField label="Status">
              <Select value={f.status} onValueChange={set("status")}>
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="available">Available</SelectItem>
                  <SelectItem value="leased">Leased</SelectItem>
                </SelectContent>
              </Select>
            </FormField>
            <FormField label="Lease expiration">
              <Input type="date" value={f.leaseExpiration} onChange={(e) => set("leaseExpiration")(e.target.value)} />
            </FormField>
          </div>
          <FormField label="Tenant">
            <Input value={f.tenantName} onChange={(e) => set("tenantName")(e.target.value)} />
          </FormField>
          <Button type="submit" disabled={save.isPending || suiteMissing}>
            {save.isPending ? "Saving..." : "Save space"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
