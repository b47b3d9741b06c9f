// What one feature's records offer from another feature (composed here, in the app layer, so features stay
// independent): checklists on projects and deal rooms.
import { lazy, Suspense } from "react";
import { hasFeature } from "#shared/rules/access.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
import { ApplyChecklistDialog } from "#web/features/templates/components/apply-checklist-dialog.tsx";

export const ChecklistDialog = ApplyChecklistDialog;

const DealroomChecklistAction = lazy(() =>
  import("#web/features/templates/components/dealroom-checklist-action.tsx").then((m) => ({
    default: m.DealroomChecklistAction,
  })),
);

/** Extra actions in a deal room's header for its owner, each shown only when the plan includes its feature. */
export function DealroomHeaderActions({ dealroom }: { dealroom: { id: string; name: string } }) {
  const { subscription } = useAuth();
  if (!subscription || !hasFeature(subscription, "templates")) return null;
  return (
    <Suspense fallback={null}>
      <DealroomChecklistAction dealroom={dealroom} />
    </Suspense>
  );
}
