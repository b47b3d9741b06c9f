// Layout of the offering-memorandum abstract: sections of labelled scalar fields. Headline income figures are
// current when the memorandum gives both bases (decision 0030); their pro forma twins show on the same row.
import type { OmScalarKey } from "#shared/contract/om-abstract.ts";
import type { ValueKind } from "#web/features/documents/lib/format.ts";

export type OmFieldSpec = { key: OmScalarKey; label: string; kind: ValueKind };

export const omSections: { title: string; fields: OmFieldSpec[] }[] = [
  {
    title: "Property",
    fields: [
      { key: "propertyName", label: "Property name", kind: "text" },
      { key: "address", label: "Address", kind: "text" },
      { key: "propertyType", label: "Property type", kind: "text" },
      { key: "propertyClass", label: "Class", kind: "text" },
      { key: "buildingSquareFeet", label: "Building SF", kind: "area" },
      { key: "landArea", label: "Land area", kind: "acres" },
      { key: "yearBuilt", label: "Year built", kind: "year" },
      { key: "yearRenovated", label: "Year renovated", kind: "year" },
      { key: "units", label: "Units", kind: "number" },
      { key: "occupancy", label: "Occupancy", kind: "percent" },
      { key: "walt", label: "WALT", kind: "years" },
    ],
  },
  {
    title: "Pricing",
    fields: [
      { key: "askingPrice", label: "Asking price", kind: "money" },
      { key: "pricePerSquareFoot", label: "Price per SF", kind: "money" },
      { key: "pricePerUnit", label: "Price per unit", kind: "money" },
      { key: "capRate", label: "Cap rate", kind: "percent" },
    ],
  },
  {
    title: "Income & expenses",
    fields: [
      { key: "noi", label: "NOI", kind: "money" },
      { key: "grossPotentialRent", label: "Gross potential rent", kind: "money" },
      { key: "effectiveGrossIncome", label: "Effective gross income", kind: "money" },
      { key: "vacancy", label: "Vacancy", kind: "text" },
      { key: "expenses", label: "Operating expenses", kind: "money" },
    ],
  },
];

/** The pro forma twin of a headline figure, shown beside it when the memorandum states both. */
export const proFormaTwin: Partial<Record<OmScalarKey, OmScalarKey>> = {
  capRate: "proFormaCapRate",
  noi: "proFormaNoi",
  grossPotentialRent: "proFormaGrossPotentialRent",
  effectiveGrossIncome: "proFormaEffectiveGrossIncome",
  vacancy: "proFormaVacancy",
  expenses: "proFormaExpenses",
};
