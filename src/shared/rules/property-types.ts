// Property types offered in forms and filters; 'Other' is the default and the type of auto-created parents
// (crm-documents.md §3, §9). Extraction engines report a snake_case type; it maps onto these labels.
export const PROPERTY_TYPES = [
  "Office",
  "Retail",
  "Industrial",
  "Flex",
  "Multifamily",
  "Residential",
  "Land",
  "Hospitality",
  "Medical",
  "Mixed Use",
  "Self Storage",
  "Special Purpose",
  "Other",
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

const BY_KEY = new Map<string, PropertyType>(
  PROPERTY_TYPES.map((label) => [label.toLowerCase().replace(/\s+/g, "_"), label]),
);

/** 'mixed_use' → 'Mixed Use'; unknown or missing → 'Other'. */
export function propertyTypeFromKey(key: string | null | undefined): PropertyType {
  if (!key) return "Other";
  return (
    BY_KEY.get(
      key
        .toLowerCase()
        .trim()
        .replace(/[\s-]+/g, "_"),
    ) ?? "Other"
  );
}
