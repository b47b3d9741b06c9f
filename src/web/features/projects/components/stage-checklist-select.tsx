import type { StageDto } from "#shared/contract/projects.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useStageMutations } from "#web/features/projects/api/stages.ts";
import { useChecklists } from "#web/features/templates/api/list-checklists.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

const NONE = "__none__";

/** The checklist a stage offers when a project enters it. */
export function StageChecklistSelect({ stage }: { stage: StageDto }) {
  const checklists = useChecklists();
  const { update } = useStageMutations();
  return (
    <Select
      value={stage.checklistTemplateId ?? NONE}
      onValueChange={(v) =>
        update.mutateAsync({ id: stage.id, checklistTemplateId: v === NONE ? null : v }).then(
          () => toast({ title: "Stage updated" }),
          (err) =>
            toast({
              title: "Error",
              description: isApiError(err) ? err.message : "Failed to update stage",
              variant: "destructive",
            }),
        )
      }
    >
      <SelectTrigger aria-label={`Checklist offered on entering ${stage.name}`} className="h-8 text-xs">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>No checklist offered</SelectItem>
        {(checklists.data?.items ?? []).map((c) => (
          <SelectItem key={c.id} value={c.id}>
            Offer: {c.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
