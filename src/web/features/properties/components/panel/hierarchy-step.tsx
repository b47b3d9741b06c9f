import { useState } from "react";
import type { AddressMatchDto, HierarchyChoiceInput } from "#shared/contract/properties-create.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useCreateBatch } from "#web/features/properties/api/create-flow.ts";
import type { Extraction } from "#web/features/properties/components/panel/types.ts";
import { batchOf } from "#web/features/properties/components/panel/extraction-flow.ts";
import { createdToast, extractedAddress, extractedName } from "#web/features/properties/lib/extracted.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

type Choice = { kind: "standalone" | "child" | null; parentId: string | null };

/** §2 pdf-hierarchy: per extracted property, standalone or child of an existing match (with its parent). */
export function HierarchyStep({
  extraction,
  onCreated,
}: {
  extraction: Extraction;
  onCreated: (ids: string[]) => void;
}) {
  const n = extraction.candidates.length;
  const [choices, setChoices] = useState<Choice[]>(() =>
    extraction.candidates.map(() => ({ kind: null, parentId: null })),
  );
  const batch = useCreateBatch();
  const allMatches = new Map<string, AddressMatchDto>();
  for (const c of extraction.candidates) for (const m of c.matches) allMatches.set(m.id, m);
  // §5: disabled until every property has a choice and every child choice has a parent.
  const ready = choices.every((c) => c.kind === "standalone" || (c.kind === "child" && c.parentId !== null));
  const set = (i: number, next: Partial<Choice>) =>
    setChoices((list) => list.map((c, j) => (j === i ? { ...c, ...next } : c)));

  const submit = () => {
    const picked: HierarchyChoiceInput[] = choices.map((c) =>
      c.kind === "child" && c.parentId ? { kind: "child", parentId: c.parentId } : { kind: "standalone" },
    );
    batch.mutate(batchOf(extraction, picked), {
      onSuccess: (r) => {
        toast({ title: createdToast(r.created.length, extraction.from) });
        onCreated(r.created.map((c) => c.id));
      },
      onError: (err) =>
        toast({
          title: "Failed to create properties",
          description: isApiError(err) ? err.message : undefined,
          variant: "destructive",
        }),
    });
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Some addresses match properties you already have. Choose how each new property is created.
      </p>
      <ol className="grid gap-3">
        {extraction.candidates.map((c, i) => {
          const options = c.matches.length > 0 ? c.matches : [...allMatches.values()];
          const name = extractedName(c.property, i);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the extracted list never reorders
            <li key={`${name}-${i}`} className="grid gap-2 rounded-lg border p-3">
              <div>
                <p className="font-medium">{name}</p>
                <p className="text-sm text-muted-foreground">{extractedAddress(c.property) || "No address"}</p>
              </div>
              <fieldset className="grid gap-1 text-sm">
                <legend className="sr-only">How to create {name}</legend>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`choice-${i}`}
                    checked={choices[i]?.kind === "standalone"}
                    onChange={() => set(i, { kind: "standalone" })}
                  />
                  Standalone property
                </label>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`choice-${i}`}
                    checked={choices[i]?.kind === "child"}
                    onChange={() => set(i, { kind: "child" })}
                    disabled={options.length === 0}
                  />
                  Child of an existing property
                </label>
              </fieldset>
              {choices[i]?.kind === "child" ? (
                <Select value={choices[i]?.parentId ?? undefined} onValueChange={(v) => set(i, { parentId: v })}>
                  <SelectTrigger aria-label={`Parent property for ${name}`}>
                    <SelectValue placeholder="Choose a parent property..." />
                  </SelectTrigger>
                  <SelectContent>
                    {options.map((m) => (
                      <SelectItem key={m.id} value={m.id}>
                        {m.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button onClick={submit} disabled={!ready || batch.isPending}>
        {batch.isPending ? "Creating..." : `Create ${n} ${n === 1 ? "Property" : "Properties"}`}
      </Button>
    </div>
  );
}
