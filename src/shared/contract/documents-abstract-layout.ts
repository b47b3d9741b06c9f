// How the lease abstract is laid out on screen, in print and in the exported PDF: sections of labelled
// fields. Shared by the web pages and the server's abstract PDF.
import type { LeaseFieldKey } from "#shared/contract/lease-abstract.ts";

export type FieldKind = "text" | "date" | "money" | "area" | "percent" | "months";

export type FieldSpec<K extends string = LeaseFieldKey> = { key: K; label: string; kind: FieldKind };
export type FieldSection<K extends string = LeaseFieldKey> = {
  title: string;
  fields: FieldSpec<K>[];
  /** Shown only when one of its fields has a value (land terms mean nothing on an office lease). */
  whenFound?: boolean;
};

export const leaseSections: FieldSection[] = [
  {
    title: "Document & parties",
    fields: [
      { key: "documentType", label: "Document type", kind: "text" },
      { key: "documentDate", label: "Document date", kind: "date" },
      { key: "landlord", label: "Landlord", kind: "text" },
      { key: "tenant", label: "Tenant", kind: "text" },
      { key: "tenantTradeName", label: "Trade name (d/b/a)", kind: "text" },
      { key: "guarantor", label: "Guarantor", kind: "text" },
    ],
  },
  {
    title: "Premises",
    fields: [
      { key: "premisesAddress", label: "Premises address", kind: "text" },
      { key: "suite", label: "Suite", kind: "text" },
      { key: "floor", label: "Floor", kind: "text" },
      { key: "rentableSquareFeet", label: "Rentable SF", kind: "area" },
      { key: "usableSquareFeet", label: "Usable SF", kind: "area" },
      { key: "proRataShare", label: "Pro-rata share", kind: "percent" },
      { key: "permittedUse", label: "Permitted use", kind: "text" },
    ],
  },
  {
    title: "Term",
    fields: [
      { key: "commencementDate", label: "Commencement", kind: "date" },
      { key: "rentCommencementDate", label: "Rent commencement", kind: "date" },
      { key: "expirationDate", label: "Expiration", kind: "date" },
      { key: "termMonths", label: "Term", kind: "months" },
    ],
  },
  {
    title: "Rent & security",
    fields: [
      { key: "escalations", label: "Escalations", kind: "text" },
      { key: "freeRent", label: "Free rent / abatement", kind: "text" },
      { key: "securityDeposit", label: "Security deposit", kind: "money" },
      { key: "letterOfCredit", label: "Letter of credit", kind: "money" },
      { key: "lateFee", label: "Late fee", kind: "text" },
    ],
  },
  {
    title: "Operating expenses",
    fields: [
      { key: "recoveryStructure", label: "Recovery structure", kind: "text" },
      { key: "baseYear", label: "Base year", kind: "text" },
      { key: "camExpenses", label: "CAM / operating expenses", kind: "text" },
      { key: "taxes", label: "Taxes", kind: "text" },
      { key: "insurance", label: "Insurance", kind: "text" },
    ],
  },
  {
    title: "Land (ground lease)",
    whenFound: true,
    fields: [
      { key: "acreage", label: "Acreage", kind: "text" },
      { key: "parcelNumbers", label: "Parcel numbers", kind: "text" },
      { key: "rentPerAcre", label: "Rent per acre", kind: "money" },
      { key: "developmentPeriod", label: "Development period", kind: "text" },
    ],
  },
  {
    title: "Rights & clauses",
    fields: [
      { key: "rightOfFirstRefusal", label: "Right of first refusal", kind: "text" },
      { key: "rightOfFirstOffer", label: "Right of first offer", kind: "text" },
      { key: "purchaseOption", label: "Purchase option", kind: "text" },
      { key: "assignmentSubletting", label: "Assignment / subletting", kind: "text" },
      { key: "holdover", label: "Holdover", kind: "text" },
      { key: "parking", label: "Parking", kind: "text" },
      { key: "tenantImprovementAllowance", label: "TI allowance", kind: "text" },
      { key: "signage", label: "Signage", kind: "text" },
      { key: "brokers", label: "Brokers", kind: "text" },
      { key: "noticeAddresses", label: "Notice addresses", kind: "text" },
    ],
  },
];

/** The sections to show, given whether a field has a value (the AI's or a correction). */
export const sectionsToShow = (hasValue: (key: LeaseFieldKey) => boolean): FieldSection[] =>
  leaseSections.filter((s) => !s.whenFound || s.fields.some((f) => hasValue(f.key)));

export const leaseFieldLabel = (key: string): string =>
  leaseSections.flatMap((s) => s.fields).find((f) => f.key === key)?.label ?? key;
