// Analysed leases for the reports' tests and benchmark: an abstract shaped like the engines' output (every
// fact cited), inserted straight into the database as a completed lease.
import type { Db } from "#server/db/client.ts";
import { createLeaseFactsService } from "#server/features/documents/lease-facts.service.ts";
import type { AccessChecker } from "#server/platform/http.ts";
import { leaseFieldCorrections, leases } from "#server/db/schema/documents.ts";

export type SeedLease = {
  title: string;
  tenant: string;
  address: string;
  suite?: string;
  rsf?: number;
  commencement?: string;
  expiration?: string;
  monthlyRent?: number;
  escalations?: string;
  renewalNotice?: string;
};

const cited = (value: string, normalized: string | number | null = null) => ({
  value,
  normalized,
  page: 1,
  snippet: value,
  confidence: 0.9,
});

export function fakeAbstract(l: SeedLease) {
  const start = l.commencement ?? "2024-01-01";
  const end = l.expiration ?? null;
  return {
    tenant: cited(l.tenant),
    premisesAddress: cited(`${l.address}${l.suite ? `, Suite ${l.suite}` : ""}`),
    suite: l.suite ? cited(l.suite) : null,
    rentableSquareFeet: l.rsf !== undefined ? cited(`${l.rsf.toLocaleString("en-US")} RSF`, l.rsf) : null,
    commencementDate: cited(start, start),
    expirationDate: end ? cited(end, end) : null,
    escalations: cited(l.escalations ?? "3% annually"),
    securityDeposit: cited("$25,000.00", 25000),
    baseRentSchedule: l.monthlyRent
      ? [
          {
            period: "Years 1-5",
            start,
            end,
            annual: l.monthlyRent * 12,
            monthly: l.monthlyRent,
            perSquareFoot: null,
            page: 2,
            snippet: "Base Rent",
          },
        ]
      : [],
    renewalOptions: l.renewalNotice
      ? [
          {
            count: 1,
            termMonths: 60,
            noticeMonths: 9,
            noticeDeadline: l.renewalNotice,
            rent: "95% of FMV",
            text: "One renewal option of five years",
            page: 3,
            snippet: "renew",
          },
        ]
      : [],
    terminationOptions: [],
    expansionOptions: [],
    summary: { style: "concise", sections: [{ title: "Overview", text: "Office lease.".repeat(200), page: 1 }] },
    warnings: [],
    meta: { engine: "local", pageCount: 12, ocrPages: [], detail: "concise" },
  };
}

// Recomputing figures checks no plan (the route already did); the seeding helpers act as the service would.
const allAccess = {} as AccessChecker;

export async function seedLeases(db: Db, ownerId: string, list: SeedLease[]): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insert(leases)
    .values(
      list.map((l) => ({
        title: l.title,
        documentUrl: `${ownerId}/seed.pdf`,
        status: "completed",
        ownerId,
        aiExtractedData: fakeAbstract(l),
        processingCompletedAt: new Date(),
      })),
    )
    .returning({ id: leases.id });
  return rows.map((r) => r.id);
}

/** A correction written straight to the table, then the stored report figures recomputed as the route does. */
export async function correct(db: Db, leaseId: string, fieldKey: string, value: string | null) {
  await db.insert(leaseFieldCorrections).values({ leaseId, fieldKey, value });
  await createLeaseFactsService({ db, access: allAccess }).refreshReportFacts(leaseId);
}
