// What one feature's records offer from another feature (composed here, in the app layer, so features stay
// independent): checklists on projects and deal rooms; 'Generate document' on contacts, companies, properties
// and projects; the room-only search of a deal-room guest.
import { lazy, Suspense } from "react";
import { hasFeature } from "#shared/rules/access.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
import { SearchButton } from "#web/features/search/components/search-button.tsx";
import { ApplyChecklistDialog } from "#web/features/templates/components/apply-checklist-dialog.tsx";
import type { GenerateFromRecordProps } from "#web/features/templates/components/generate-from-record-action.tsx";

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

const GenerateFromRecordAction = lazy(() =>
  import("#web/features/templates/components/generate-from-record-action.tsx").then((m) => ({
    default: m.GenerateFromRecordAction,
  })),
);

/** 'Generate document' on a record's page, when the plan includes templates (document templates live there). */
export function GenerateDocumentAction(props: GenerateFromRecordProps) {
  const { subscription } = useAuth();
  if (!subscription || !hasFeature(subscription, "templates")) return null;
  return (
    <Suspense fallback={null}>
      <GenerateFromRecordAction {...props} />
    </Suspense>
  );
}

/** The search a deal-room guest has in their top bar: the room's documents only (Ctrl/⌘+K too). */
export function RoomSearchButton({ roomId }: { roomId: string }) {
  return <SearchButton variant="top-bar" roomId={roomId} />;
}
