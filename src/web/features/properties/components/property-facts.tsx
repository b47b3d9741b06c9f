import type { PropertyDto } from "#shared/contract/properties.ts";
import { Section } from "#web/features/properties/components/section.tsx";
import { formatDate, formatMoney, formatNumber, formatSf } from "#web/features/properties/lib/format.ts";

/** Every §3 field and the extracted facts, read-only (Edit opens the form). */
export function PropertyFacts({ property: p }: { property: PropertyDto }) {
  const coords =
    p.locationLatitude != null && p.locationLongitude != null
      ? `${p.locationLatitude.toFixed(5)}, ${p.locationLongitude.toFixed(5)}`
      : p.geocodeStatus === "pending"
        ? "Locating…"
        : "—";
  const rows: [string, string][] = [
    ["Building name", p.buildingName ?? "—"],
    ["Street address", p.locationStreetAddress ?? "—"],
    ["City", p.locationCity ?? "—"],
    ["State", p.locationState ?? "—"],
    ["Postal code", p.locationPostalCode ?? "—"],
    ["Country", p.locationCountry ?? "—"],
    ["Coordinates", coords],
    ["Property type", p.propertyType],
    ["Building size", formatSf(p.sizeSf)],
    ["Year built", p.yearBuilt == null ? "—" : String(p.yearBuilt)],
    ["Price", formatMoney(p.price)],
    ["Units", formatNumber(p.units)],
    ...Object.entries(p.details),
    ...Object.entries(p.customFields),
    ["Created", formatDate(p.createdAt)],
    ["Updated", formatDate(p.updatedAt)],
  ];
  return (
    <Section id="facts-title" title="Details">
      {p.streetViewImageUrl ? (
        <img
          src={p.streetViewImageUrl}
          alt={`Street view of ${p.name}`}
          className="max-h-60 w-full rounded-lg object-cover"
        />
      ) : null}
      {p.description ? <p className="text-sm whitespace-pre-line">{p.description}</p> : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-w-0 justify-between gap-3 border-b py-1">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 text-right break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {p.sourceUrl ? (
        <p className="text-sm break-all">
          Source:{" "}
          <a href={p.sourceUrl} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
            {p.sourceUrl}
          </a>
        </p>
      ) : null}
    </Section>
  );
}
