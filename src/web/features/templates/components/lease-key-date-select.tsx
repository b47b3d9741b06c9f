import { useQueries } from "@tanstack/react-query";
import { formatUsDate } from "#web/components/ui/date-picker-model.ts";
import { OptionSelect } from "#web/components/ui/select.tsx";
import { useProject } from "#web/features/projects/api/get-project.ts";
import { leaseLadderQueryOptions } from "#web/features/tasks/api/lease-ladder.ts";

/**
 * A project's key date taken from a lease it links to (the expiration or a notice deadline, as the corrected
 * abstract gives them) instead of typed. Shows nothing when the project links no lease with such dates. An action,
 * not a stored choice: it always shows its prompt, and choosing fills the key date field.
 */
export function LeaseKeyDateSelect({ projectId, onPick }: { projectId: string; onPick: (usDate: string) => void }) {
  const project = useProject(projectId);
  const leases = (project.data?.links ?? []).filter((l) => l.type === "lease");
  const ladders = useQueries({ queries: leases.map((l) => leaseLadderQueryOptions(l.id)) });
  const groups = ladders.flatMap((q) => (q.data && q.data.dates.length > 0 ? [q.data] : []));
  if (groups.length === 0) return null;
  // Two leases may share a date: each option is keyed by its lease and date kind, its date looked up on choice.
  const dates = new Map<string, string>(
    groups.flatMap((g) => g.dates.map((d) => [`${g.leaseId}:${d.key}`, d.leaseDate] as const)),
  );
  const several = groups.length > 1;
  return (
    <OptionSelect
      aria-label="Key date from a linked lease"
      placeholder="Take it from a linked lease…"
      value=""
      onValueChange={(v) => {
        const date = dates.get(v);
        if (date) onPick(formatUsDate(date));
      }}
      options={groups.flatMap((g) =>
        g.dates.map((d) => ({
          value: `${g.leaseId}:${d.key}`,
          label: `${several ? `${g.leaseTitle}: ` : ""}${d.label} — ${formatUsDate(d.leaseDate)}`,
        })),
      )}
    />
  );
}
