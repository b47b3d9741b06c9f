import { useState } from "react";
import type { AddressMatchDto } from "#shared/contract/properties-create.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useCreateProperty } from "#web/features/properties/api/save-property.ts";
import { type ManualDraft, draftBody } from "#web/features/properties/components/panel/manual-step.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** Existing properties at the address: create standalone, or as a child of one of them (§2 address-matching). */
export function AddressMatchingStep({
  draft,
  matches,
  onCreated,
}: {
  draft: ManualDraft;
  matches: AddressMatchDto[];
  onCreated: (id: string) => void;
}) {
  const [choice, setChoice] = useState<"standalone" | "child" | null>(null);
  const [parent, setParent] = useState<string | null>(null);
  const create = useCreateProperty();
  const ready = choice === "standalone" || (choice === "child" && parent !== null);

  const submit = () =>
    create.mutate(draftBody(draft, choice === "child" ? parent : null), {
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

  return (
    <div className="grid gap-4">
      <div>
        <h3 className="font-medium">Existing properties at this address</h3>
        <ul className="mt-2 grid gap-1 text-sm" aria-label="Existing properties at this address">
          {matches.map((m) => (
            <li key={m.id} className="rounded-md border px-3 py-2">
              <span className="font-medium">{m.name}</span>
              <span className="block text-muted-foreground">
                {[m.street, m.city, m.state].filter(Boolean).join(", ")}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">How should "{draft.name.trim()}" be created?</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="match-choice"
            checked={choice === "standalone"}
            onChange={() => setChoice("standalone")}
          />
          Create as a standalone property
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="match-choice" checked={choice === "child"} onChange={() => setChoice("child")} />
          Create as a child of an existing building
        </label>
      </fieldset>
      {choice === "child" ? (
        <Select value={parent ?? undefined} onValueChange={setParent}>
          <SelectTrigger aria-label="Parent property">
            <SelectValue placeholder="Choose a parent property..." />
          </SelectTrigger>
          <SelectContent>
            {matches.map((m) => (
              <SelectItem key={m.id} value={m.id}>
                {m.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : null}
      <Button onClick={submit} disabled={!ready || create.isPending}>
        {create.isPending ? "Creating..." : "Create Property"}
      </Button>
    </div>
  );
}
