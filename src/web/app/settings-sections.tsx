// Settings sections owned by other features (composed here, in the app layer, so features stay independent).
// Each renders its own card; the settings page lists them after its own.
import type { ComponentType } from "react";
import { AccountDataCard } from "#web/features/profiles/components/account-data-card.tsx";
import { TaskSettingsCard } from "#web/features/tasks/components/task-settings-card.tsx";

export const settingsSections: { id: string; Component: ComponentType }[] = [
  { id: "tasks", Component: TaskSettingsCard },
  { id: "account-data", Component: AccountDataCard },
];
