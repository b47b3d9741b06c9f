// Human-readable summary per clause: bullets (concise) or full sentences (detailed).
import type { LeaseAbstract, LeaseField, LeaseOption } from "#shared/contract/lease-abstract.ts";

type Body = Omit<LeaseAbstract, "summary" | "meta">;
type Section = { title: string; text: string; page: number | null };

const money = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const v = (f: LeaseField | null) => f?.value ?? null;

function optionLine(o: LeaseOption, kind: string, detailed: boolean): string {
  const parts: string[] = [];
  if (o.count) parts.push(`${o.count} option${o.count > 1 ? "s" : ""}`);
  if (o.termMonths) parts.push(`${o.termMonths} months each`);
  if (o.noticeMonths) parts.push(`${o.noticeMonths} months' notice`);
  if (o.noticeDeadline) parts.push(`notice deadline ${o.noticeDeadline}`);
  if (o.rent) parts.push(o.rent);
  if (!detailed) return `${kind}: ${parts.join(", ") || o.snippet}`;
  const bits = [
    `The tenant has ${o.count ? `${o.count} ${kind.toLowerCase()} option${o.count > 1 ? "s" : ""}` : `a ${kind.toLowerCase()} option`}`,
    o.termMonths ? ` of ${o.termMonths} months each` : "",
    ".",
    o.noticeMonths ? ` Notice must be given at least ${o.noticeMonths} months in advance` : "",
    o.noticeDeadline ? `, that is by ${o.noticeDeadline}` : "",
    o.noticeMonths ? "." : "",
    o.rent ? ` Rent: ${o.rent}.` : "",
    ` (p. ${o.page})`,
  ];
  return bits.join("");
}

export function buildSummary(
  a: Body,
  detail: "concise" | "detailed",
): { style: "concise" | "detailed"; sections: Section[] } {
  const detailed = detail === "detailed";
  const sections: Section[] = [];
  const add = (title: string, concise: (string | null)[], sentence: string | null, page: number | null) => {
    const items = concise.filter((x): x is string => !!x);
    if (items.length === 0) return;
    const text = detailed && sentence ? sentence : items.map((i) => `• ${i}`).join("\n");
    // Values that end a sentence themselves must not produce "..".
    sections.push({ title, text: text.replace(/\.{2,}(?=\s|$)/g, "."), page });
  };
  const L = v(a.landlord);
  const T = v(a.tenant);
  add(
    "Parties",
    [
      L && `Landlord: ${L}`,
      T && `Tenant: ${T}`,
      a.tenantTradeName && `Trade name: ${a.tenantTradeName.value}`,
      a.guarantor && `Guarantor: ${a.guarantor.value}`,
    ],
    `This ${v(a.documentType)?.toLowerCase() ?? "lease"}${a.documentDate ? ` dated ${a.documentDate.normalized}` : ""} is between ${L ?? "an unnamed landlord"} as landlord and ${T ?? "an unnamed tenant"} as tenant${a.tenantTradeName ? ` (trading as ${a.tenantTradeName.value})` : ""}.${a.guarantor ? ` ${a.guarantor.value} guarantees the tenant's obligations.` : " No guarantor is named."}`,
    a.landlord?.page ?? a.tenant?.page ?? null,
  );
  const rsf = a.rentableSquareFeet?.normalized;
  add(
    "Premises",
    [
      v(a.premisesAddress),
      a.suite && `Suite ${a.suite.normalized ?? a.suite.value}`,
      a.floor && `Floor ${a.floor.normalized ?? a.floor.value}`,
      typeof rsf === "number" ? `${rsf.toLocaleString("en-US")} RSF` : null,
      a.permittedUse && `Use: ${a.permittedUse.value}`,
    ],
    `The premises${a.suite ? ` (suite ${a.suite.normalized ?? a.suite.value})` : ""}${a.premisesAddress ? ` are at ${a.premisesAddress.value}` : ""}${typeof rsf === "number" ? `, with ${rsf.toLocaleString("en-US")} rentable square feet` : ""}.${a.permittedUse ? ` Permitted use: ${a.permittedUse.value}.` : ""}`,
    a.premisesAddress?.page ?? a.rentableSquareFeet?.page ?? null,
  );
  add(
    "Term",
    [
      a.termMonths && `${a.termMonths.normalized} months`,
      a.commencementDate && `Commences ${a.commencementDate.normalized}`,
      a.rentCommencementDate && `Rent starts ${a.rentCommencementDate.normalized}`,
      a.expirationDate && `Expires ${a.expirationDate.normalized}`,
    ],
    `The term is ${a.termMonths ? `${a.termMonths.normalized} months` : "not stated as a number of months"}${a.commencementDate ? `, commencing ${a.commencementDate.normalized}` : ", commencing on a date defined by an event"}${a.expirationDate ? ` and expiring ${a.expirationDate.normalized}` : ""}.${a.rentCommencementDate ? ` Rent commences ${a.rentCommencementDate.normalized}.` : ""}`,
    a.termMonths?.page ?? a.commencementDate?.page ?? null,
  );
  const first = a.baseRentSchedule[0];
  add(
    "Rent",
    [
      first &&
        `First period: ${[first.annual !== null ? `${money(first.annual)}/yr` : null, first.monthly !== null ? `${money(first.monthly)}/mo` : null, first.perSquareFoot !== null ? `${money(first.perSquareFoot)}/SF` : null].filter(Boolean).join(", ")}`,
      a.baseRentSchedule.length > 1 ? `${a.baseRentSchedule.length} rent steps` : null,
      a.escalations && `Escalations: ${a.escalations.value}`,
      a.freeRent && `Free rent / abatement: ${a.freeRent.value}`,
    ],
    first
      ? `Base rent starts at ${first.annual !== null ? `${money(first.annual)} per year` : `${money(first.monthly ?? 0)} per month`}${first.monthly !== null && first.annual !== null ? ` (${money(first.monthly)} per month)` : ""}${first.perSquareFoot !== null ? `, ${money(first.perSquareFoot)} per square foot` : ""}, in ${a.baseRentSchedule.length} step${a.baseRentSchedule.length > 1 ? "s" : ""}.${a.escalations ? ` Escalations: ${a.escalations.value}.` : ""}${a.freeRent ? ` Abatement: ${a.freeRent.value}.` : ""}`
      : null,
    first?.page ?? null,
  );
  add(
    "Security",
    [
      a.securityDeposit && `Security deposit: ${a.securityDeposit.value}`,
      a.letterOfCredit && `Letter of credit: ${a.letterOfCredit.value}`,
    ],
    securitySentence(a.securityDeposit, a.letterOfCredit),
    a.securityDeposit?.page ?? a.letterOfCredit?.page ?? null,
  );
  add(
    "Operating costs",
    [
      a.recoveryStructure && `Structure: ${a.recoveryStructure.normalized}`,
      a.baseYear && `Base year: ${a.baseYear.normalized}`,
      a.proRataShare && `Pro rata share: ${a.proRataShare.normalized}%`,
      v(a.camExpenses),
      v(a.taxes),
      v(a.insurance),
    ],
    `${a.recoveryStructure ? `Expenses are recovered on a ${a.recoveryStructure.normalized} basis.` : ""}${a.baseYear ? ` The base year is ${a.baseYear.normalized}.` : ""}${a.proRataShare ? ` The tenant's share is ${a.proRataShare.normalized}%.` : ""}${a.camExpenses ? ` ${a.camExpenses.value}` : ""}${a.taxes ? ` ${a.taxes.value}` : ""}${a.insurance ? ` ${a.insurance.value}` : ""}`.trim() ||
      null,
    a.recoveryStructure?.page ?? a.camExpenses?.page ?? null,
  );
  add(
    "Options",
    [
      ...a.renewalOptions.map((o) => optionLine(o, "Renewal", false)),
      ...a.terminationOptions.map((o) => optionLine(o, "Termination", false)),
      ...a.expansionOptions.map((o) => optionLine(o, "Expansion", false)),
      a.rightOfFirstRefusal && "Right of first refusal",
      a.rightOfFirstOffer && "Right of first offer",
      a.purchaseOption && "Purchase option",
    ],
    [
      ...a.renewalOptions.map((o) => optionLine(o, "Renewal", true)),
      ...a.terminationOptions.map((o) => optionLine(o, "Termination", true)),
      ...a.expansionOptions.map((o) => optionLine(o, "Expansion", true)),
      a.rightOfFirstRefusal ? `Right of first refusal: ${a.rightOfFirstRefusal.value}` : "",
      a.rightOfFirstOffer ? `Right of first offer: ${a.rightOfFirstOffer.value}` : "",
      a.purchaseOption ? `Purchase option: ${a.purchaseOption.value}` : "",
    ]
      .filter(Boolean)
      .join(" "),
    a.renewalOptions[0]?.page ?? null,
  );
  add(
    "Other terms",
    [
      a.tenantImprovementAllowance && `TI allowance: ${a.tenantImprovementAllowance.value}`,
      a.assignmentSubletting &&
        `Assignment/subletting: ${a.assignmentSubletting.normalized ?? a.assignmentSubletting.value}`,
      a.holdover && `Holdover: ${a.holdover.normalized ? `${a.holdover.normalized}%` : a.holdover.value}`,
      a.lateFee && `Late fee: ${a.lateFee.value}`,
      a.parking && `Parking: ${a.parking.value}`,
      a.signage && "Signage rights",
      a.brokers && `Brokers: ${a.brokers.value}`,
    ],
    [
      a.tenantImprovementAllowance
        ? `The landlord provides a tenant improvement allowance of ${a.tenantImprovementAllowance.value}.`
        : "",
      a.assignmentSubletting ? `Assignment and subletting: ${a.assignmentSubletting.value}` : "",
      a.holdover ? `Holdover: ${a.holdover.value}` : "",
      a.lateFee ? `Late payment: ${a.lateFee.value}` : "",
      a.parking ? `Parking: ${a.parking.value}` : "",
      a.brokers ? `Brokers: ${a.brokers.value}.` : "",
    ]
      .filter(Boolean)
      .join(" "),
    a.tenantImprovementAllowance?.page ?? null,
  );
  if (a.warnings.length) add("Inconsistencies", a.warnings, a.warnings.join(" "), null);
  return { style: detail, sections };
}

/** One security stated once: a cash deposit, a letter of credit, or both when the lease asks for both. */
function securitySentence(deposit: LeaseField | null, letter: LeaseField | null): string {
  const amount = (f: LeaseField) => (typeof f.normalized === "number" ? money(f.normalized) : f.value);
  if (!deposit)
    return letter ? `The security is a letter of credit of ${amount(letter)}.` : "No security deposit is stated.";
  return `The security deposit is ${amount(deposit)}.${letter ? ` A letter of credit of ${amount(letter)} is required.` : ""}`;
}
