import { PlusIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { PROPERTY_NAME_REQUIRED, type PropertyDto } from "#shared/contract/properties.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useCreateProperty } from "#web/features/properties/api/save-property.ts";
import { Section } from "#web/features/properties/components/section.tsx";
import { formatSf } from "#web/features/properties/lib/format.ts";
import { toast } from "#web/lib/toast.ts";

/** Child properties (buildings of a park, units of a building) and a quick way to add one. */
export function ChildrenSection({ property }: { property: PropertyDto }) {
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const create = useCreateProperty();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      {
        name,
        parentPropertyId: property.id,
        locationStreetAddress: property.locationStreetAddress,
        locationCity: property.locationCity,
        locationState: property.locationState,
        locationPostalCode: property.locationPostalCode,
        locationCountry: property.locationCountry,
        locationLatitude: property.locationLatitude,
        locationLongitude: property.locationLongitude,
      },
      {
        onSuccess: () => {
          toast({ title: "Property created successfully" });
          setAdding(false);
          setName("");
        },
        onError: () => toast({ title: "Failed to create property", variant: "destructive" }),
      },
    );
  };
  return (
    <Section
      id="children-title"
      title="Child properties"
      actions={
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden /> Add child property
        </Button>
      }
    >
      {property.children.length === 0 ? (
        <p className="text-sm text-muted-foreground">No child properties.</p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label="Child properties">
          {property.children.map((c) => (
            <li key={c.id} className="flex flex-wrap justify-between gap-2 border-b py-1">
              <Link to={paths.properties(c.id)} className="font-medium text-primary hover:underline">
                {c.name}
              </Link>
              <span className="text-muted-foreground">
                {c.propertyType}
                {c.sizeSf ? ` · ${formatSf(c.sizeSf)}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add child property</DialogTitle>
            <DialogDescription>It takes {property.name}'s address; edit it afterwards if it differs.</DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} className="grid gap-3">
            <FormField label="Property Name" required error={name.trim() ? undefined : PROPERTY_NAME_REQUIRED}>
              <Input value={name} onChange={(e) => setName(e.target.value)} />
            </FormField>
            <Button type="submit" disabled={!name.trim() || create.isPending}>
              {create.isPending ? "Creating..." : "Create Property"}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </Section>
  );
}
