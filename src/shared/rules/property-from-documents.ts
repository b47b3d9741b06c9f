// Pre-filling a property from an analysed memorandum (name, address, type, units, SF, year built, price) and
// a space from a lease's premises (suite, RSF, tenant, expiration). Values the analysis did not find stay
// empty; the stored abstracts are read defensively (older rows may lack fields).
import { parseAddressLine } from "#shared/rules/address-normalize.ts";
import { type PropertyType, propertyTypeFromKey } from "#shared/rules/property-types.ts";

type Field = { value?: unknown; normalized?: unknown } | null | undefined;
type Abstract = Record<string, unknown> | null | undefined;

const fieldOf = (a: Abstract, key: string): Field => (a && typeof a === "object" ? (a[key] as Field) : null);
function text(f: Field): string | null {
  const v = typeof f?.value === "string" ? f.value.trim() : "";
  return v ? v.slice(0, 300) : null;
}
function num(f: Field): number | null {
  const n = typeof f?.normalized === "number" ? f.normalized : Number(f?.normalized);
  return f && f.normalized !== null && Number.isFinite(n) ? n : null;
}
function isoDate(f: Field): string | null {
  const v = typeof f?.normalized === "string" ? f.normalized : null;
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
}

const OM_TYPES: Record<string, PropertyType> = {
  "medical-office": "Medical",
  "mixed-use": "Mixed Use",
  "self-storage": "Self Storage",
  "manufactured-housing": "Residential",
  "senior-housing": "Multifamily",
};

export type PropertyDraft = {
  name: string;
  locationStreetAddress: string | null;
  locationCity: string | null;
  locationState: string | null;
  locationPostalCode: string | null;
  propertyType: PropertyType;
  sizeSf: number | null;
  yearBuilt: number | null;
  price: number | null;
  units: number | null;
};

export function propertyFromMemorandum(abstract: Abstract, title: string): PropertyDraft {
  const address = text(fieldOf(abstract, "address"));
  const parts = address ? parseAddressLine(address) : null;
  const typeKey = String(fieldOf(abstract, "propertyType")?.normalized ?? "");
  const year = num(fieldOf(abstract, "yearBuilt"));
  const units = num(fieldOf(abstract, "units"));
  const size = num(fieldOf(abstract, "buildingSquareFeet"));
  const price = num(fieldOf(abstract, "askingPrice"));
  return {
    name: text(fieldOf(abstract, "propertyName")) ?? (title.trim().slice(0, 300) || "Untitled property"),
    locationStreetAddress: parts?.street ?? null,
    locationCity: parts?.city ?? null,
    locationState: parts?.state ?? null,
    locationPostalCode: parts?.postalCode ?? null,
    propertyType: OM_TYPES[typeKey] ?? propertyTypeFromKey(typeKey),
    sizeSf: size !== null && size >= 0 ? size : null,
    yearBuilt: year !== null && year >= 1600 && year <= 2200 ? Math.round(year) : null,
    price: price !== null && price >= 0 ? price : null,
    units: units !== null && units >= 0 && units <= 100_000 ? Math.round(units) : null,
  };
}

export type PremisesDraft = {
  address: string | null;
  suite: string;
  rsf: number | null;
  tenantName: string | null;
  leaseExpiration: string | null;
};

export function premisesFromLease(abstract: Abstract): PremisesDraft {
  const rsf = num(fieldOf(abstract, "rentableSquareFeet"));
  return {
    address: text(fieldOf(abstract, "premisesAddress")),
    suite: (text(fieldOf(abstract, "suite")) ?? "Premises").slice(0, 100),
    rsf: rsf !== null && rsf >= 0 ? Math.round(rsf) : null,
    tenantName: text(fieldOf(abstract, "tenant"))?.slice(0, 200) ?? null,
    leaseExpiration: isoDate(fieldOf(abstract, "expirationDate")),
  };
}
