// What one feature's records offer from another feature (composed here, in the app layer, so features stay
// independent): checklists on projects and deal rooms.
import type { ComponentType } from "react";
import {
  ApplyChecklistDialog,
  type ChecklistTarget,
} from "#web/features/templates/components/apply-checklist-dialog.tsx";
import { DealroomChecklistAction } from "#web/features/templates/components/dealroom-checklist-action.tsx";

export type { ChecklistTarget };
export const ChecklistDialog = ApplyChecklistDialog;

/** Extra actions in a deal room's header, shown to its owner. */
export const dealroomHeaderActions: {
  id: string;
  Component: ComponentType<{ dealroom: { id: string; name: string } }>;
}[] = [{ id: "checklist", Component: DealroomChecklistAction }];
