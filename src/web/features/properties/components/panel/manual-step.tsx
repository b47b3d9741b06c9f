import { MapPinIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { PROPERTY_NAME_REQUIRED, type PropertyCreate } from "#shared/contract/properties.ts";
import type { AddressMatchDto } from "#shared/contract/properties-create.ts";
import { hasText, parseAddressLine } from "#shared/rules/address-normalize.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { fetchAddressMatches } from "#web/features/properties/api/create-flow.ts";
import { useCreateProperty } from "#web/features/properties/api/save-property.ts";
import { AddressField } from "#web/features/properties/components/panel/address-field.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

export type ManualDraft = {
  name: string;
  address: string;
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** The create body for a manual draft: chosen place parts, else the typed line split into parts. */
export function draftBody(d: ManualDraft, parentPropertyId: string | null = null): PropertyCreate {
  const typed = hasText(d.address) ? parseAddressLine(d.address) : null;
  const fromPlace = d.street !== null || d.city !== null;
  return {
    name: d.name,
    locationStreetAddress: fromPlace ? d.street : (typed?.street ?? null),
    locationCity: fromPlace ? d.city : (typed?.city ?? null),
    locationState: fromPlace ? d.state : (typed?.state ?? null),
    locationPostalCode: fromPlace ? d.postalCode : (typed?.postalCode ?? null),
    locationCountry: fromPlace ? d.country : (typed?.country ?? null),
    locationLatitude: d.latitude,
    locationLongitude: d.longitude,
    parentPropertyId,
  };
}

export function ManualStep({
  draft,
  onDraft,
  onMatches,
  onCreated,
}: {
  draft: ManualDraft;
  onDraft: (d: ManualDraft) => void;
  onMatches: (matches: AddressMatchDto[]) => void;
  onCreated: (id: string) => void;
}) {
  const create = useCreateProperty();
  const [checking, setChecking] = useState(false);
  const [touched, setTouched] = useState(false);
  const blank = draft.name.trim() === "";
  const busy = checking || create.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (blank) return;
    const body = draftBody(draft);
    if (hasText(body.locationStreetAddress)) {
      setChecking(true);
      try {
        const matches = await fetchAddressMatches(body.locationStreetAddress, body.locationCity ?? null);
        if (matches.length > 0) return onMatches(matches);
      } catch {
        // Matching is a convenience: without it the property is created standalone.
      } finally {
        setChecking(false);
      }
    }
    create.mutate(body, {
      onSuccess: (p) => {
        toast({ title: "Property created successfully" });
        onCreated(p.id);
      },
      onError: (err) =>
        toast({
          title: "Failed to create property",
          description: isApiError(err) && err.status === 401 ? "Not authenticated" : undefined,
          variant: "destructive",
        }),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField label="Property Name" required error={touched && blank ? PROPERTY_NAME_REQUIRED : undefined}>
        <Input
          value={draft.name}
          onChange={(e) => onDraft({ ...draft, name: e.target.value })}
          onBlur={() => setTouched(true)}
          autoFocus
        />
      </FormField>
      <FormField label="Address (optional)">
        <AddressField
          value={draft.address}
          // §5: typing a new address clears captured coordinates.
          onType={(address) =>
            onDraft({
              ...draft,
              address,
              street: null,
              city: null,
              state: null,
              postalCode: null,
              country: null,
              latitude: null,
              longitude: null,
            })
          }
          onPlace={(p) =>
            onDraft({
              ...draft,
              address: p.formatted,
              street: p.street,
              city: p.city,
              state: p.state,
              postalCode: p.postalCode,
              country: p.country,
              latitude: p.latitude,
              longitude: p.longitude,
            })
          }
        />
      </FormField>
      {draft.latitude !== null && draft.longitude !== null ? (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <MapPinIcon aria-hidden className="size-3.5" /> Coordinates captured ({draft.latitude.toFixed(5)},{" "}
          {draft.longitude.toFixed(5)})
        </p>
      ) : null}
      <Button type="submit" disabled={blank || busy}>
        {busy ? "Creating..." : "Create Property"}
      </Button>
    </form>
  );
}
