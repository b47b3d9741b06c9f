// Maps a source's type wording (schema.org types, portal codes, broker words) to our property_type.
import type { ExtractedPropertyType } from "#shared/contract/property-extraction.ts";

const RULES: [RegExp, ExtractedPropertyType][] = [
  [/mixed[\s_-]?use/i, "mixed_use"],
  [/self[\s_-]?storage|mini[\s_-]?storage/i, "self_storage"],
  [/medical|healthcare|clinic/i, "medical"],
  [/\bflex\b|r\s?&\s?d\b/i, "flex"],
  [/industrial|warehouse|distribution|logistics|manufactur|\bdock/i, "industrial"],
  [/\boffice|biuro|b[üu]ro\b|coworking/i, "office"],
  [/retail|shopping|restaurant|storefront|strip (center|mall)|\bstore\b|lokal u[żz]ytkowy/i, "retail"],
  [
    /multi[\s_-]?family|apartment (building|complex)|duplex|triplex|fourplex|quadplex|\d+[\s-]units?\b|multifamily/i,
    "multifamily",
  ],
  [/hotel|motel|hospitality|resort/i, "hospitality"],
  [/\bland\b|\blots?\b|acreage|dzia[łl]k|grunt|vacant lot/i, "land"],
  [
    /single[\s_-]?family|condo|townho(use|me)|apartment|\bflat\b|residen|\bhome\b|house|mieszkan|kawalerk|tenement|kamienic|\bdomy?\b|singlefamilyresidence/i,
    "residential",
  ],
  [/special[\s_-]?purpose|church|school|auto|parking (lot|garage)|gas station/i, "special_purpose"],
];

export function mapPropertyType(label: string | null | undefined): ExtractedPropertyType | null {
  if (!label) return null;
  for (const [re, t] of RULES) if (re.test(label)) return t;
  return null;
}
