// The figures of a user's analysed leases with the broker's corrections applied, for reports: a correction wins
// over the AI's value (null = "the lease does not say this"), exactly as the lease page shows it.
import { criticalDatesFor } from "#server/features/documents/critical-dates.ts";
import {
  analysedLeasesOf,
  leaseAbstractOf,
  optionListKeys,
  reportFieldKeys,
} from "#server/features/documents/lease-facts.repository.ts";
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
import type { CriticalDate } from "#shared/contract/documents.ts";

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

const requireActiveAccess = async (access: AccessChecker, userId: string) => {
  if (!(await access.hasActiveAccess(userId))) {
    throw new AppError("FEATURE_REQUIRED", "Upgrade Your Account", {
      detail: "To access all features including adding and viewing leases, you need an active subscription",
    });
  }
};

export function createLeaseFactsService(deps: { db: Db; access: AccessChecker }) {
  return {
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
      const rows = await analysedLeasesOf(deps.db, userId);
      return rows.map((row) => {
        const facts = row.facts ?? {};
        const corrections = new Map(Object.entries(row.corrections ?? {}));
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
      });
    },
  };
}
export type LeaseFactsService = ReturnType<typeof createLeaseFactsService>;
