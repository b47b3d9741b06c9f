import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import type { StageDto } from "#shared/contract/projects.ts";
import { type ProjectType, projectTypeLabels } from "#shared/rules/projects.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useStageMutations, useStages } from "#web/features/projects/api/stages.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

const fail = (err: unknown, fallback: string) =>
  toast({ title: "Error", description: isApiError(err) ? err.message : fallback, variant: "destructive" });

function StageRow({
  stage,
  first,
  last,
  onMove,
  extra,
}: {
  stage: StageDto;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  extra?: ReactNode;
}) {
  const { update, remove } = useStageMutations();
  const [name, setName] = useState(stage.name);
  useEffect(() => setName(stage.name), [stage.name]);
  const rename = () => {
    const next = name.trim();
    if (!next || next === stage.name) {
      setName(stage.name);
      return;
    }
    // mutateAsync: the toast must not depend on this row staying mounted while the list refetches.
    update.mutateAsync({ id: stage.id, name: next }).then(
      () => toast({ title: "Stage renamed" }),
      (err) => {
        setName(stage.name);
        fail(err, "Failed to rename stage");
      },
    );
  };
  return (
    <li className="grid gap-2 rounded-lg border p-2">
      <div className="flex items-center gap-1">
        <Input
          aria-label={`Stage name ${stage.name}`}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          onBlur={rename}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              rename();
            }
          }}
        />
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Move ${stage.name} up`}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <ArrowUpIcon aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Move ${stage.name} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDownIcon aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete stage ${stage.name}`}
          onClick={() =>
            remove.mutateAsync(stage.id).then(
              () => toast({ title: "Stage deleted" }),
              (err) => fail(err, "Failed to delete stage"),
            )
          }
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      {extra}
    </li>
  );
}

/** Rename, reorder, extend and delete the stages of one type's pipeline. */
export function StagesDialog({
  type,
  open,
  onOpenChange,
  renderExtra,
}: {
  type: ProjectType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Per-stage extra controls (the checklist offered on entry). */
  renderExtra?: (stage: StageDto) => ReactNode;
}) {
  const stages = useStages(type, open);
  const { create, reorder } = useStageMutations();
  const [name, setName] = useState("");
  const items = stages.data?.items ?? [];

  const move = (index: number, delta: -1 | 1) => {
    const ids = items.map((s) => s.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + delta, 0, id as string);
    reorder.mutate({ type, ids }, { onError: (err) => fail(err, "Failed to reorder stages") });
  };
  const add = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { type, name: name.trim() },
      { onSuccess: () => setName(""), onError: (err) => fail(err, "Failed to add stage") },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{projectTypeLabels[type]} stages</DialogTitle>
          <DialogDescription>Rename, reorder or add the stages of this pipeline.</DialogDescription>
        </DialogHeader>
        {stages.isPending ? <p className="text-sm text-muted-foreground">Loading stages...</p> : null}
        <ol className="grid gap-2">
          {items.map((stage, index) => (
            <StageRow
              key={stage.id}
              stage={stage}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(delta) => move(index, delta)}
              extra={renderExtra?.(stage)}
            />
          ))}
        </ol>
        <form className="flex gap-2" onSubmit={add}>
          <Input
            aria-label="New stage name"
            placeholder="New stage"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" variant="outline" disabled={!name.trim() || create.isPending}>
            <PlusIcon aria-hidden /> Add Stage
          </Button>
        </form>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
