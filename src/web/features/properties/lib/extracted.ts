// An extracted property (listing page or brochure) → the create body. Nothing is invented: a missing value
// stays missing; the name falls back to the building name, then the street address.
import type { PropertyCreate } from "#shared/contract/properties.ts";
import type { ExtractedProperty } from "#shared/contract/property-extraction.ts";
import { propertyTypeFromKey } from "#shared/rules/property-types.ts";

const ft = (v: number) => `${Number.isInteger(v) ? v : v.toFixed(1)} ft`;

export function extractedName(p: ExtractedProperty, index: number): string {
  const base = p.name ?? p.building_name ?? p.street_address ?? p.full_address ?? `Property ${index + 1}`;
  return p.suite && !base.includes(p.suite) ? `${base} – ${p.suite}` : base;
}

export function extractedAddress(p: ExtractedProperty): string {
  return (
    [p.street_address, p.city, [p.state, p.postal_code].filter(Boolean).join(" ")].filter(Boolean).join(", ") ||
    p.full_address ||
    ""
  );
}

export function toCreateBody(p: ExtractedProperty, index: number, sourceUrl?: string | null): PropertyCreate {
  const details: Record<string, string> = {};
  if (p.available_sf != null) details["Available SF"] = `${p.available_sf.toLocaleString("en-US")} SF`;
  if (p.area_sqm != null) details.Area = `${p.area_sqm.toLocaleString("en-US")} m²`;
  if (p.lot_size_acres != null) details["Lot size"] = `${p.lot_size_acres} acres`;
  else if (p.lot_size_sf != null) details["Lot size"] = `${p.lot_size_sf.toLocaleString("en-US")} SF`;
  if (p.rent != null) {
    const period = { sf_year: "/SF/yr", sf_month: "/SF/mo", month: "/mo", year: "/yr" }[p.rent_period ?? "sf_year"];
    details.Rent = `${p.currency && p.currency !== "USD" ? `${p.currency} ` : "$"}${p.rent}${period}${p.rent_type ? ` ${p.rent_type}` : ""}`;
  }
  if (p.clear_height_ft != null) details["Clear height"] = ft(p.clear_height_ft);
  if (p.dock_doors != null) details["Dock doors"] = String(p.dock_doors);
  if (p.drive_in_doors != null) details["Drive-in doors"] = String(p.drive_in_doors);
  if (p.parking_spaces != null) details.Parking = `${p.parking_spaces} spaces`;
  if (p.parking_ratio != null) details["Parking ratio"] = `${p.parking_ratio}/1,000 SF`;
  if (p.property_type_label) details["Listed type"] = p.property_type_label;
  if (p.currency && p.currency !== "USD" && p.asking_price != null) details.Currency = p.currency;
  p.brokers.forEach((b, i) => {
    const text = [b.name, b.title, b.company, b.phone, b.email].filter(Boolean).join(" · ");
    if (text) details[p.brokers.length > 1 ? `Broker ${i + 1}` : "Broker"] = text;
  });
  for (const [k, v] of Object.entries(details)) details[k] = v.slice(0, 2000);
  return {
    name: extractedName(p, index).slice(0, 300),
    buildingName: p.building_name,
    locationStreetAddress: p.street_address ?? (p.city ? null : p.full_address),
    locationCity: p.city,
    locationState: p.state,
    locationPostalCode: p.postal_code,
    locationCountry: p.country,
    locationLatitude: p.latitude,
    locationLongitude: p.longitude,
    propertyType: propertyTypeFromKey(p.property_type),
    description: p.description?.slice(0, 5000) ?? null,
    sourceUrl: (p.source_url ?? sourceUrl ?? null)?.slice(0, 2000) ?? null,
    sizeSf: p.building_size_sf,
    yearBuilt: p.year_built != null && p.year_built >= 1600 && p.year_built <= 2200 ? p.year_built : null,
    price: p.asking_price,
    units: p.units,
    details,
  };
}

/** §8: 'N property/properties created successfully from URL|PDF'. */
export function createdToast(n: number, from: "URL" | "PDF"): string {
  return `${n} ${n === 1 ? "property" : "properties"} created successfully from ${from}`;
}
