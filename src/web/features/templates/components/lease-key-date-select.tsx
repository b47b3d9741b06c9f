import { useQueries } from "@tanstack/react-query";
import { formatUsDate } from "#web/components/ui/date-picker-model.ts";
import { useProject } from "#web/features/projects/api/get-project.ts";
import { leaseLadderQueryOptions } from "#web/features/tasks/api/lease-ladder.ts";

/**
 * A project's key date taken from a lease it links to (the expiration or a notice deadline, as the corrected
 * abstract gives them) instead of typed. Shows nothing when the project links no lease with such dates.
 */
export function LeaseKeyDateSelect({ projectId, onPick }: { projectId: string; onPick: (usDate: string) => void }) {
  const project = useProject(projectId);
  const leases = (project.data?.links ?? []).filter((l) => l.type === "lease");
  const ladders = useQueries({ queries: leases.map((l) => leaseLadderQueryOptions(l.id)) });
  const groups = ladders.flatMap((q) => (q.data && q.data.dates.length > 0 ? [q.data] : []));
  if (groups.length === 0) return null;
  return (
    <select
      aria-label="Key date from a linked lease"
      className="h-9 rounded-md border bg-background px-3 text-sm"
      value=""
      onChange={(e) => e.target.value && onPick(formatUsDate(e.target.value))}
    >
      <option value="">Take it from a linked lease…</option>
      {groups.map((g) => (
        <optgroup key={g.leaseId} label={g.leaseTitle}>
          {g.dates.map((d) => (
            <option key={d.key} value={d.leaseDate}>
              {d.label} — {formatUsDate(d.leaseDate)}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
