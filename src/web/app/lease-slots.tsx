// Actions other features add to a lease's critical dates (composed here, in the app layer, so features stay
// independent). Each receives the lease id.
import type { ComponentType } from "react";
import { LeaseTasksAction } from "#web/features/tasks/components/lease-tasks-action.tsx";
import { GenerateFromLeaseAction } from "#web/features/templates/components/generate-from-lease-action.tsx";

export const leaseCriticalDateActions: { id: string; Component: ComponentType<{ leaseId: string }> }[] = [
  { id: "tasks", Component: LeaseTasksAction },
  { id: "templates", Component: GenerateFromLeaseAction },
];
