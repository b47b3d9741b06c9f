// The local, offline, deterministic lease reader. Each field is looked for in the order a broker
// would trust it: a labelled summary entry ("1.6 Rentable Area. 16,159 square feet"), then a defined
// term in prose ("… (the "Tenant")"), then a keyword sentence. Nothing found → null.
// This file only composes the readers; each field family has its own module (parties, premises, dates,
// term, deposit, allowance, recovery, clauses, base rent).
import { tiAllowance } from "#server/analysis/lease/allowance.ts";
import { baseRentSchedule, escalations, freeRent } from "#server/analysis/lease/base-rent.ts";
import { depositFromRentMonths, securityFields } from "#server/analysis/lease/deposit.ts";
import { documentDate, documentType } from "#server/analysis/lease/document-header.ts";
import {
  assignment,
  brokers,
  grantField,
  holdover,
  lateFee,
  parking,
  signage,
} from "#server/analysis/lease/lease-clauses.ts";
import {
  amendedExpiration,
  commencementDate,
  expirationDate,
  expirationFromMonthCount,
  rentCommencementDate,
} from "#server/analysis/lease/lease-dates.ts";
import type { LeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { C_INFER, type Fields } from "#server/analysis/lease/lease-field.ts";
import { termMonths } from "#server/analysis/lease/lease-term.ts";
import { addDays, addMonths } from "#server/analysis/lease/parse-values.ts";
import { guarantorField, landlordField, tenantField, tradeName } from "#server/analysis/lease/parties.ts";
import { permittedUse } from "#server/analysis/lease/permitted-use.ts";
import { area } from "#server/analysis/lease/premises-area.ts";
import { floor, noticeAddresses, premisesAddress, proRataShare, suite } from "#server/analysis/lease/premises.ts";
import { baseYear, opexField } from "#server/analysis/lease/recovery.ts";
import { recoveryStructure } from "#server/analysis/lease/recovery-structure.ts";
import type { RentStep } from "#shared/contract/lease-abstract.ts";

export type LocalResult = { fields: Fields; schedule: RentStep[]; derivedExpiration: string | null };

export function extractFields(doc: LeaseDoc): LocalResult {
  const f = {} as Fields;
  f.documentType = documentType(doc);
  f.documentDate = documentDate(doc);
  f.landlord = landlordField(doc);
  f.tenant = tenantField(doc);
  f.tenantTradeName = tradeName(doc);
  f.guarantor = guarantorField(doc);
  f.premisesAddress = premisesAddress(doc);
  f.suite = suite(doc);
  f.floor = floor(doc);
  f.rentableSquareFeet = area(doc, "rentable");
  f.usableSquareFeet = area(doc, "usable");
  f.proRataShare = proRataShare(doc);
  f.permittedUse = permittedUse(doc);
  f.commencementDate = commencementDate(doc);
  f.rentCommencementDate = rentCommencementDate(doc);
  f.expirationDate = expirationDate(doc);
  f.termMonths = termMonths(doc, f.commencementDate, f.expirationDate);
  f.expirationDate ??= expirationFromMonthCount(doc, f.commencementDate);
  const amended = amendedExpiration(doc);
  if (amended) f.expirationDate = amended;
  const security = securityFields(doc);
  f.securityDeposit = security.deposit;
  f.letterOfCredit = security.letter;
  const rsf = typeof f.rentableSquareFeet?.normalized === "number" ? f.rentableSquareFeet.normalized : null;
  f.tenantImprovementAllowance = tiAllowance(doc, rsf);
  f.baseYear = baseYear(doc);
  f.recoveryStructure = recoveryStructure(doc, f.baseYear);
  f.camExpenses = opexField(doc, "cam");
  f.taxes = opexField(doc, "taxes");
  f.insurance = opexField(doc, "insurance");
  f.rightOfFirstRefusal = grantField(doc, String.raw`right\s+of\s+first\s+refusal`);
  f.rightOfFirstOffer = grantField(doc, String.raw`right\s+of\s+first\s+(?:offer|opportunity|negotiation)`);
  f.purchaseOption = grantField(doc, String.raw`(?:option|right)\s+to\s+purchase`);
  f.assignmentSubletting = assignment(doc);
  f.holdover = holdover(doc);
  f.freeRent = freeRent(doc);
  f.lateFee = lateFee(doc);
  f.parking = parking(doc);
  f.signage = signage(doc);
  f.brokers = brokers(doc);
  f.noticeAddresses = noticeAddresses(doc);

  const commencement = typeof f.commencementDate?.normalized === "string" ? f.commencementDate.normalized : null;
  const schedule = baseRentSchedule(doc, rsf, commencement);
  f.escalations = escalations(doc, schedule);
  if (!security.asLetter) f.securityDeposit ??= depositFromRentMonths(doc, schedule);

  let derivedExpiration = typeof f.expirationDate?.normalized === "string" ? f.expirationDate.normalized : null;
  if (!derivedExpiration && commencement && typeof f.termMonths?.normalized === "number" && f.termMonths) {
    // Not stated: derived from the commencement and the term, and shown as derived (lower confidence).
    derivedExpiration = addDays(addMonths(commencement, f.termMonths.normalized), -1);
    f.expirationDate = {
      value: `${derivedExpiration} (commencement + ${f.termMonths.normalized}-month term)`,
      normalized: derivedExpiration,
      page: f.termMonths.page,
      snippet: f.termMonths.snippet,
      confidence: C_INFER,
    };
  }
  return { fields: f, schedule, derivedExpiration };
}
