// The figures of a user's analysed leases with the broker's corrections applied, for reports: a correction wins
// over the AI's value (null = "the lease does not say this"), exactly as the lease page shows it.
import { criticalDatesFor } from "#server/features/documents/critical-dates.ts";
import {
  analysedLeasesOf,
  type LeaseFactsRow,
  leaseAbstractOf,
  optionListKeys,
  reportFieldKeys,
} from "#server/features/documents/lease-facts.repository.ts";
import {
  type ExpirationFilter,
  type ExpirationScheduleSql,
  expirationScheduleOf,
} from "#server/features/documents/lease-report-expirations.repository.ts";
import { type DeadlinesSql, deadlinesOf } from "#server/features/documents/lease-report-deadlines.repository.ts";
import * as store from "#server/features/documents/lease-report-facts.repository.ts";
import { type RentRollSql, rentRollOf } from "#server/features/documents/lease-report-rent-roll.repository.ts";
import type { Db } from "#server/db/client.ts";
import { AppError } from "#server/platform/errors.ts";
import type { AccessChecker } from "#server/platform/http.ts";
import {
  type LeaseAbstract,
  type LeaseField,
  type LeaseFieldKey,
  type LeaseOption,
  leaseFieldKeys,
  type RentStep,
} from "#shared/contract/lease-abstract.ts";
import type { CriticalDate } from "#shared/contract/documents-leases.ts";
import type { ReportLease } from "#shared/rules/report-leases.ts";
import { parseAmount, propertyKey, propertyLabel } from "#shared/rules/report-values.ts";

export type ExpirationSchedule = ExpirationScheduleSql;
export type Deadlines = DeadlinesSql;
export type RentRoll = RentRollSql;

export type LeaseFact = {
  id: string;
  title: string;
  /** Field key → the value in force (corrected or AI) and the AI's normalised value when not corrected. */
  fields: Record<(typeof reportFieldKeys)[number], { value: string | null; normalized: string | number | null }>;
  rentSchedule: RentStep[];
  criticalDates: CriticalDate[];
};

const asField = (v: unknown): LeaseField | null =>
  v && typeof v === "object" && "value" in v ? (v as LeaseField) : null;
const asArray = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** One lease as its page shows it: every field in force (a correction wins), options, rent steps, dates. */
export type LeaseAbstractFacts = {
  id: string;
  title: string;
  /** False until the analysis has finished: the fields are then all null. */
  analysed: boolean;
  fields: Record<LeaseFieldKey, string | null>;
  rentSchedule: RentStep[];
  renewalOptions: LeaseOption[];
  criticalDates: CriticalDate[];
};

/** A lease's facts from its abstract row: a correction wins over the AI's value; dates by the critical-date rule. */
export function factOf(row: LeaseFactsRow): LeaseFact {
  const facts = row.facts ?? {};
  const corrections = new Map<string, string | null>(Object.entries(row.corrections ?? {}));
  const fields = Object.fromEntries(
    reportFieldKeys.map((key) => {
      if (corrections.has(key)) return [key, { value: corrections.get(key) ?? null, normalized: null }];
      const ai = asField(facts[key]);
      return [key, { value: ai?.value ?? null, normalized: ai?.normalized ?? null }];
    }),
  ) as LeaseFact["fields"];
  const abstractPart = {
    commencementDate: asField(facts.commencementDate),
    rentCommencementDate: asField(facts.rentCommencementDate),
    expirationDate: asField(facts.expirationDate),
    ...Object.fromEntries(optionListKeys.map((k) => [k, asArray<LeaseOption>(facts[k])])),
  } as unknown as LeaseAbstract;
  return {
    id: row.id,
    title: row.title,
    fields,
    rentSchedule: asArray<RentStep>(facts.baseRentSchedule),
    criticalDates: criticalDatesFor(abstractPart, corrections),
  };
}

/** A lease's report figures from its corrected facts. */
export function toReportLease(f: LeaseFact): ReportLease {
  const field = (k: keyof LeaseFact["fields"]) => f.fields[k].value?.trim() || null;
  const rsfField = f.fields.rentableSquareFeet;
  const rsf = typeof rsfField.normalized === "number" ? rsfField.normalized : parseAmount(rsfField.value);
  const dateOf = (kind: string) => f.criticalDates.find((d) => d.kind === kind)?.date ?? null;
  return {
    id: f.id,
    title: f.title,
    tenant: field("tenant") ?? field("tenantTradeName") ?? "Unknown tenant",
    property: propertyLabel(field("premisesAddress")),
    suite: field("suite"),
    rsf: rsf !== null && rsf >= 0 ? rsf : null,
    commencementDate: dateOf("commencement"),
    expirationDate: dateOf("expiration"),
    escalations: field("escalations"),
    securityDeposit: field("securityDeposit"),
    rentSchedule: f.rentSchedule.map((s) => ({
      start: s.start,
      end: s.end,
      annual: s.annual,
      monthly: s.monthly,
      perSquareFoot: s.perSquareFoot,
    })),
    criticalDates: f.criticalDates.map((d) => ({ kind: d.kind, label: d.label, date: d.date, corrected: d.corrected })),
  };
}

const toStored = (l: ReportLease): store.ReportFactsInsert => ({
  leaseId: l.id,
  tenant: l.tenant,
  property: l.property,
  propertyKey: propertyKey(l.property),
  suite: l.suite,
  rsf: l.rsf,
  commencementDate: l.commencementDate,
  expirationDate: l.expirationDate,
  escalations: l.escalations,
  securityDeposit: l.securityDeposit,
  rentSchedule: l.rentSchedule,
  criticalDates: l.criticalDates,
});

/** Leases whose figures are computed in one go when they have none stored (bounded memory per batch). */
const FILL_BATCH = 500;

const requireActiveAccess = async (access: AccessChecker, userId: string) => {
  if (!(await access.hasActiveAccess(userId))) {
    throw new AppError("FEATURE_REQUIRED", "Upgrade Your Account", {
      detail: "To access all features including adding and viewing leases, you need an active subscription",
    });
  }
};

export function createLeaseFactsService(deps: { db: Db; access: AccessChecker }) {
  const storeFor = async (ids: string[]) => {
    for (let i = 0; i < ids.length; i += FILL_BATCH) {
      const rows = await store.analysedLeasesByIds(deps.db, ids.slice(i, i + FILL_BATCH));
      await store.upsertReportFacts(
        deps.db,
        rows.map((r) => toStored(toReportLease(factOf(r)))),
      );
    }
  };

  return {
    /**
     * Recomputes a lease's stored report figures: after its analysis finishes and after each correction.
     * A lease that is not (or no longer) analysed has none.
     */
    async refreshReportFacts(leaseId: string): Promise<void> {
      const [row] = await store.analysedLeasesByIds(deps.db, [leaseId]);
      if (row) await store.upsertReportFacts(deps.db, [toStored(toReportLease(factOf(row)))]);
      else await store.deleteReportFacts(deps.db, leaseId);
    },

    /**
     * The report figures of the analysed leases the user may open, from the stored rows (filled when missing),
     * narrowed in SQL by `filter`.
     */
    async reportLeases(userId: string, filter: store.ReportLeaseFilter = {}): Promise<{ leases: ReportLease[] }> {
      await requireActiveAccess(deps.access, userId);
      await storeFor(await store.leaseIdsWithoutFacts(deps.db, userId));
      return { leases: await store.storedReportLeasesOf(deps.db, userId, filter) };
    },

    /** The expiration schedule grouped in SQL: chart, summary and one page of rows (all rows when `page` is null). */
    async expirationSchedule(
      userId: string,
      filter: ExpirationFilter,
      page: { limit: number; offset: number } | null,
    ): Promise<ExpirationSchedule> {
      await requireActiveAccess(deps.access, userId);
      await storeFor(await store.leaseIdsWithoutFacts(deps.db, userId));
      return expirationScheduleOf(deps.db, userId, filter, page);
    },

    /** Deadlines from `today` to the horizon grouped in SQL: bucket counts and one page (all when `page` is null). */
    async deadlines(
      userId: string,
      opts: { today: string; months: number; property?: string },
      page: { limit: number; offset: number } | null,
    ): Promise<Deadlines> {
      await requireActiveAccess(deps.access, userId);
      await storeFor(await store.leaseIdsWithoutFacts(deps.db, userId));
      return deadlinesOf(deps.db, userId, opts, page);
    },

    /** The rent roll computed in SQL: totals, the top properties and one page of rows (all when `page` is null). */
    async rentRoll(
      userId: string,
      opts: { today: string; property?: string },
      page: { limit: number; offset: number } | null,
    ): Promise<RentRoll> {
      await requireActiveAccess(deps.access, userId);
      await storeFor(await store.leaseIdsWithoutFacts(deps.db, userId));
      return rentRollOf(deps.db, userId, opts, page);
    },

    /** One lease the user may open with corrections applied (document templates); 404 for anyone else's. */
    async leaseAbstract(userId: string, leaseId: string): Promise<LeaseAbstractFacts> {
      await requireActiveAccess(deps.access, userId);
      const row = await leaseAbstractOf(deps.db, userId, leaseId);
      if (!row) throw new AppError("NOT_FOUND", "Lease not found");
      const analysed = row.status === "completed" && !!row.facts;
      const facts = analysed ? (row.facts ?? {}) : {};
      const corrections = new Map(Object.entries(analysed ? (row.corrections ?? {}) : {}));
      const fields = Object.fromEntries(
        leaseFieldKeys.map((key) => [
          key,
          corrections.has(key) ? (corrections.get(key) ?? null) : (asField(facts[key])?.value ?? null),
        ]),
      ) as LeaseAbstractFacts["fields"];
      const abstractPart = {
        commencementDate: asField(facts.commencementDate),
        rentCommencementDate: asField(facts.rentCommencementDate),
        expirationDate: asField(facts.expirationDate),
        termMonths: asField(facts.termMonths),
        ...Object.fromEntries(optionListKeys.map((k) => [k, asArray<LeaseOption>(facts[k])])),
      } as unknown as LeaseAbstract;
      return {
        id: row.id,
        title: row.title,
        analysed,
        fields,
        rentSchedule: asArray<RentStep>(facts.baseRentSchedule),
        renewalOptions: asArray<LeaseOption>(facts.renewalOptions),
        criticalDates: analysed ? criticalDatesFor(abstractPart, corrections) : [],
      };
    },

    /** Every analysed lease the user may open. Leases need an active subscription or trial (spec §4.2). */
    async leaseFacts(userId: string): Promise<LeaseFact[]> {
      await requireActiveAccess(deps.access, userId);
      return (await analysedLeasesOf(deps.db, userId)).map(factOf);
    },
  };
}
export type LeaseFactsService = ReturnType<typeof createLeaseFactsService>;
