import { GenerateFromRecordAction } from "#web/features/templates/components/generate-from-record-action.tsx";

/** 'Generate letter' beside a lease's critical dates: a renewal notice (or any template) filled from the lease. */
export function GenerateFromLeaseAction({ leaseId }: { leaseId: string }) {
  return (
    <GenerateFromRecordAction
      record={{ source: "lease", id: leaseId, name: "this lease" }}
      label="Generate letter"
      preferTemplate="Renewal notice letter"
      size="sm"
    />
  );
}
