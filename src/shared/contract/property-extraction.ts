// Property extraction (spec crm-documents.md §7 extract-property-url / extract-property-pdf, §8 'URL
// extraction'): what the listing-page and brochure engines return. Every field is null when the source does
// not state it — an engine never invents a value (in particular no US address for a foreign page).
import { z } from "zod";

const text = z.string().min(1).nullable();
const num = z.number().finite().nullable();

export const propertyTypes = [
  "office",
  "retail",
  "industrial",
  "flex",
  "multifamily",
  "residential",
  "land",
  "hospitality",
  "medical",
  "mixed_use",
  "self_storage",
  "special_purpose",
  "other",
] as const;
export const propertyTypeSchema = z.enum(propertyTypes);
export type ExtractedPropertyType = z.infer<typeof propertyTypeSchema>;

/** FS full service, MG modified gross, NNN triple net; the others as brokers print them. */
export const rentTypes = ["FS", "MG", "NNN", "NN", "IG", "gross", "net"] as const;
export const rentTypeSchema = z.enum(rentTypes);
export type RentType = z.infer<typeof rentTypeSchema>;

/** Rent period as printed: per square foot per year (US office/industrial), per SF per month, or per month. */
export const rentPeriods = ["sf_year", "sf_month", "month", "year"] as const;

export const brokerContactSchema = z.object({
  name: text,
  title: text,
  company: text,
  phone: text,
  email: text,
});
export type BrokerContact = z.infer<typeof brokerContactSchema>;

export const extractedPropertySchema = z.object({
  name: text,
  building_name: text,
  /** Suite / unit / floor when the source describes a space in a building. */
  suite: text,
  street_address: text,
  city: text,
  state: text,
  postal_code: text,
  /** ISO 3166-1 alpha-2 when known (US, PL, ...). */
  country: text,
  /** The address as one line, as printed (for display and address matching). */
  full_address: text,
  latitude: num,
  longitude: num,
  property_type: propertyTypeSchema.nullable(),
  /** The source's own wording for the type (e.g. 'Triplex (3 Units)', 'mieszkanie'). */
  property_type_label: text,
  /** Building (gross/rentable) area in square feet. */
  building_size_sf: num,
  /** Space offered (available RSF/USF) in square feet. */
  available_sf: num,
  /** Area in square metres when the source states metric area (never converted into building_size_sf). */
  area_sqm: num,
  lot_size_sf: num,
  lot_size_acres: num,
  asking_price: num,
  currency: text,
  rent: num,
  rent_period: z.enum(rentPeriods).nullable(),
  rent_type: rentTypeSchema.nullable(),
  year_built: z.number().int().nullable(),
  clear_height_ft: num,
  dock_doors: z.number().int().nullable(),
  drive_in_doors: z.number().int().nullable(),
  parking_spaces: z.number().int().nullable(),
  /** Parking ratio per 1,000 SF, e.g. 4 for '4/1,000'. */
  parking_ratio: num,
  units: z.number().int().nullable(),
  brokers: z.array(brokerContactSchema),
  photo_urls: z.array(z.string()),
  description: text,
  source_url: text,
});
export type ExtractedProperty = z.infer<typeof extractedPropertySchema>;

export const extractionErrorCodes = [
  "ANTI_BOT_DETECTED",
  "BROWSERLESS_ERROR",
  "NO_PROPERTIES_FOUND",
  "AI_PROCESSING_ERROR",
] as const;
export const extractionErrorCodeSchema = z.enum(extractionErrorCodes);
export type ExtractionErrorCode = z.infer<typeof extractionErrorCodeSchema>;

/** §8 'URL extraction' wording for each error_code (shown in the 'URL Extraction Failed' toast). */
export const extractionErrorMessages: Record<ExtractionErrorCode, string> = {
  ANTI_BOT_DETECTED:
    "This website has anti-bot protection that prevents us from extracting property information. Please enter the property details manually.",
  BROWSERLESS_ERROR:
    "Sorry, we're not able to extract property information from that website at this time. Please try again or enter the property details manually.",
  NO_PROPERTIES_FOUND:
    "We couldn't find property information on that page. Please check the URL or enter the property details manually.",
  AI_PROCESSING_ERROR:
    "We were able to access the website but couldn't process the property information. Please try again or enter the property details manually.",
};
/** §8: a call that failed without a code. */
export const extractionFallbackMessage = "Failed to extract data from URL";
export const extractionCallFailedMessage =
  "Sorry, we're not able to extract property information from that website at this time. Please try again later or enter the property details manually.";

export const extractionResultSchema = z.object({
  properties: z.array(extractedPropertySchema),
  error_code: extractionErrorCodeSchema.optional(),
  /** User-facing text for error_code (§8 wording), or a server message. */
  error: z.string().optional(),
  /** Which parsers contributed (json-ld, next-data, meta, text, pdf-text, ocr ...), for diagnostics. */
  sources: z.array(z.string()).optional(),
  /** The final URL after redirects (URL extraction only). */
  final_url: z.string().optional(),
});
export type ExtractionResult = z.infer<typeof extractionResultSchema>;

export function emptyProperty(): ExtractedProperty {
  return {
    name: null,
    building_name: null,
    suite: null,
    street_address: null,
    city: null,
    state: null,
    postal_code: null,
    country: null,
    full_address: null,
    latitude: null,
    longitude: null,
    property_type: null,
    property_type_label: null,
    building_size_sf: null,
    available_sf: null,
    area_sqm: null,
    lot_size_sf: null,
    lot_size_acres: null,
    asking_price: null,
    currency: null,
    rent: null,
    rent_period: null,
    rent_type: null,
    year_built: null,
    clear_height_ft: null,
    dock_doors: null,
    drive_in_doors: null,
    parking_spaces: null,
    parking_ratio: null,
    units: null,
    brokers: [],
    photo_urls: [],
    description: null,
    source_url: null,
  };
}

export function extractionError(code: ExtractionErrorCode): ExtractionResult {
  return { properties: [], error_code: code, error: extractionErrorMessages[code] };
}
