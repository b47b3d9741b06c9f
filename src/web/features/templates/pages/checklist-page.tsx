import { ListChecksIcon, PlusIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useParams } from "react-router";
import type { ChecklistDto, ChecklistInput } from "#shared/contract/checklists.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { ApplyToDialog } from "#web/features/templates/components/apply-to-dialog.tsx";
import { useChecklist } from "#web/features/templates/api/get-checklist.ts";
import { useSaveChecklist } from "#web/features/templates/api/save-checklist.ts";
import {
  ChecklistItemEditor,
  type DraftItem,
  draftOffsetDays,
} from "#web/features/templates/components/checklist-item-editor.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { BackLink } from "#web/components/ui/back-link.tsx";

type Draft = { name: string; description: string; keyDateLabel: string; items: DraftItem[] };

function toDraft(c: ChecklistDto, key: () => string): Draft {
  const offset = (o: { offsetDays: number | null }) => (o.offsetDays === null ? "" : String(o.offsetDays));
  return {
    name: c.name,
    description: c.description ?? "",
    keyDateLabel: c.keyDateLabel ?? "",
    items: c.items.map((i) => ({
      ...i,
      key: key(),
      offsetDays: offset(i),
      subtasks: i.subtasks.map((s) => ({ ...s, key: key(), offsetDays: offset(s) })),
    })),
  };
}

function toInput(d: Draft): ChecklistInput {
  const offset = (o: DraftItem | DraftItem["subtasks"][number]) => ({
    title: o.title,
    description: o.description,
    offsetDays: draftOffsetDays(o.offsetDays),
    offsetUnit: o.offsetUnit,
    anchor: o.anchor,
  });
  return {
    name: d.name,
    description: d.description,
    keyDateLabel: d.keyDateLabel,
    items: d.items.map((i) => ({ ...offset(i), subtasks: i.subtasks.map(offset) })),
  };
}

function Editor({ checklist }: { checklist: ChecklistDto }) {
  const counter = useRef(0);
  const newKey = () => `k${++counter.current}`;
  const [draft, setDraft] = useState<Draft>(() => toDraft(checklist, newKey));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveChecklist();

  const setItems = (items: DraftItem[]) => setDraft((d) => ({ ...d, items }));
  const move = (index: number, delta: -1 | 1) => {
    const items = [...draft.items];
    const [it] = items.splice(index, 1);
    items.splice(index + delta, 0, it as DraftItem);
    setItems(items);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: checklist.id, body: toInput(draft) });
      setDraft(toDraft(saved, newKey));
      toast({ title: "Checklist saved" });
    } catch (err) {
      if (isApiError(err)) setErrors(err.fields);
      setFormError(isApiError(err) ? err.message : "Failed to save checklist");
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" required error={errors.name}>
          <Input value={draft.name} maxLength={200} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </FormField>
        <FormField
          label="Key date"
          hint="What items due 'before the key date' count back from."
          error={errors.keyDateLabel}
        >
          <Input
            value={draft.keyDateLabel}
            maxLength={100}
            placeholder="e.g. Lease expiration"
            onChange={(e) => setDraft({ ...draft, keyDateLabel: e.target.value })}
          />
        </FormField>
        <FormField label="Description" className="sm:col-span-2" error={errors.description}>
          <Textarea
            rows={2}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
        </FormField>
      </div>
      <section aria-labelledby="items-heading" className="grid gap-3">
        <h2 id="items-heading" className="text-sm font-semibold">
          Items
        </h2>
        {draft.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No items yet. Add the first step of this checklist.</p>
        ) : null}
        <ol className="grid gap-3">
          {draft.items.map((item, index) => (
            <ChecklistItemEditor
              key={item.key}
              item={item}
              index={index}
              count={draft.items.length}
              keyDateLabel={draft.keyDateLabel}
              errors={errors}
              newKey={newKey}
              onChange={(next) => {
                setItems(draft.items.map((it, j) => (j === index ? next : it)));
                // An edited item's server messages no longer apply.
                setErrors((e) =>
                  Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(`items.${index}.`))),
                );
              }}
              onMove={(delta) => move(index, delta)}
              onRemove={() => setItems(draft.items.filter((_, j) => j !== index))}
            />
          ))}
        </ol>
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              setItems([
                ...draft.items,
                {
                  key: newKey(),
                  title: "",
                  description: null,
                  offsetDays: "",
                  offsetUnit: "business",
                  anchor: "applied",
                  subtasks: [],
                },
              ])
            }
          >
            <PlusIcon aria-hidden /> Add Item
          </Button>
        </div>
      </section>
      <div className="sticky bottom-0 flex justify-end gap-2 border-t bg-background/95 py-3">
        <Button asChild variant="outline">
          <Link to={paths.templates()}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save Checklist
        </Button>
      </div>
    </form>
  );
}

/** /templates/checklist/{id}: edit a checklist's ordered items, subtasks and due offsets. */
export function ChecklistPage() {
  const { id = "" } = useParams();
  const checklist = useChecklist(id);
  const [applying, setApplying] = useState(false);
  return (
    <PageContainer>
      <BackLink to={paths.templates()} className="mb-4">
        Templates
      </BackLink>
      <PageHeader
        title={checklist.data?.name ?? (checklist.isError ? "Checklist not found" : "Checklist")}
        description="Each item becomes a task when the checklist is applied to a project or a deal room."
        actions={
          checklist.data ? (
            <Button variant="outline" onClick={() => setApplying(true)}>
              <ListChecksIcon aria-hidden /> Apply to...
            </Button>
          ) : null
        }
      />
      {checklist.data ? <ApplyToDialog checklist={checklist.data} open={applying} onOpenChange={setApplying} /> : null}
      {checklist.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : checklist.isError ? (
        <p className="text-sm text-muted-foreground">This checklist does not exist or was deleted.</p>
      ) : (
        <Editor key={id} checklist={checklist.data} />
      )}
    </PageContainer>
  );
}
