import type { SubscriptionDto } from "#shared/contract/subscriptions.ts";
import { type Feature, hasFeature } from "#shared/rules/access.ts";
import { usePeople } from "#web/features/contacts/api/list-people.ts";
import { useDealrooms } from "#web/features/dealrooms/api/list-dealrooms.ts";
import { useDocuments } from "#web/features/documents/api/list-documents.ts";

export type OnboardingProgress = { documents: boolean; contacts: boolean; dealrooms: boolean };

/**
 * The 'Next steps' that follow the user's own records (issue 14): a lease uploaded, a person added or
 * imported, a deal room created. Read from the records themselves (one row each), so a step is done however
 * the user did it (upload, import, scan, create), and the lists' live events move the checklist too. A step
 * whose feature the plan lacks stays open.
 */
export function useOnboardingProgress(subscription: SubscriptionDto | undefined): OnboardingProgress {
  const allowed = (feature: Feature) => !!subscription && hasFeature(subscription, feature);
  const leases = useDocuments({ page: 1, pageSize: 1, type: "lease", scope: "all", sort: "uploaded" });
  const people = usePeople({ page: 1, pageSize: 1 }, allowed("templates"));
  const rooms = useDealrooms({ page: 1, q: "", sort: "updated_desc" }, allowed("dealrooms"));
  return {
    documents: (leases.data?.total ?? 0) > 0,
    contacts: allowed("templates") && (people.data?.total ?? 0) > 0,
    dealrooms: allowed("dealrooms") && (rooms.data?.total ?? 0) > 0,
  };
}
