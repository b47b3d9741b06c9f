// Merge fields of document templates: the catalogue a template may use ({{tenant.name}}, …), and the rendering
// of a template against the values of the chosen records. A field the catalogue does not know, or one the
// records leave empty, is never dropped: it stays in the document as a flagged merge-field node, so the broker
// sees what is left to fill in (issue 10, "left visible and flagged, never a crash").
import type { RichTextDoc, RichTextNode } from "#shared/contract/dealrooms-documents.ts";

export const mergeSources = ["lease", "contact", "company", "property", "project"] as const;
export type MergeSource = (typeof mergeSources)[number];

export type MergeFieldDef = { key: string; label: string; group: string; example: string };

const def = (group: string, key: string, label: string, example: string): MergeFieldDef => ({
  key,
  label,
  group,
  example,
});

/** Every field a template may use, grouped as the picker shows them. */
export const mergeFieldCatalogue: MergeFieldDef[] = [
  def("Lease", "tenant.name", "Tenant name", "Acme Corporation"),
  def("Lease", "tenant.tradeName", "Tenant trade name", "Acme Coffee"),
  def("Lease", "landlord.name", "Landlord name", "Harbor Point LLC"),
  def("Lease", "lease.title", "Lease title", "Acme - 100 Main St"),
  def("Lease", "lease.premises", "Premises address", "100 Main Street, Suite 400"),
  def("Lease", "lease.suite", "Suite", "Suite 400"),
  def("Lease", "lease.rentableSquareFeet", "Rentable square feet", "12,500"),
  def("Lease", "lease.commencementDate", "Commencement date", "January 1, 2022"),
  def("Lease", "lease.expirationDate", "Expiration date", "December 31, 2027"),
  def("Lease", "lease.currentRent", "Current annual base rent", "$412,500.00"),
  def("Lease", "lease.noticeAddress", "Notice address", "Harbor Point LLC, 1 Harbor Way, Boston, MA"),
  def("Lease", "lease.renewalNoticeDeadline", "Renewal notice deadline", "June 30, 2027"),
  def("Lease", "lease.renewalTerm", "Renewal term", "60 months"),
  def("Lease", "lease.renewalOption", "Renewal option text", "One option to extend for five years"),
  def("Property", "property.name", "Property name", "Harbor Point"),
  def("Property", "property.address", "Property address", "100 Main Street, Boston, MA 02110"),
  def("Property", "property.city", "City", "Boston"),
  def("Property", "property.type", "Property type", "Office"),
  def("Property", "property.size", "Building size (SF)", "250,000"),
  def("Contact", "contact.name", "Full name", "Jordan Lee"),
  def("Contact", "contact.firstName", "First name", "Jordan"),
  def("Contact", "contact.lastName", "Last name", "Lee"),
  def("Contact", "contact.position", "Position", "Head of Real Estate"),
  def("Contact", "contact.email", "E-mail", "jordan@example.com"),
  def("Contact", "contact.phone", "Phone", "(617) 555-0100"),
  def("Contact", "contact.address", "Address", "1 Federal Street, Boston, MA"),
  def("Contact", "contact.company", "Company", "Acme Corporation"),
  def("Company", "company.name", "Company name", "Acme Corporation"),
  def("Company", "company.address", "Company address", "1 Federal Street, Boston, MA"),
  def("Company", "company.phone", "Company phone", "(617) 555-0100"),
  def("Company", "company.website", "Website", "acme.example"),
  def("Project", "project.name", "Project name", "Acme relocation"),
  def("Project", "project.stage", "Stage", "Touring"),
  def("Project", "project.size", "Size (SF)", "12,000"),
  def("Project", "project.rent", "Rent ($/SF/yr)", "$34.50"),
  def("Project", "project.term", "Term", "60 months"),
  def("You", "broker.name", "Your name", "Sam Carter"),
  def("You", "broker.email", "Your e-mail", "sam@brokerage.example"),
  def("You", "broker.phone", "Your phone", "(617) 555-0199"),
  def("You", "broker.position", "Your position", "Senior Vice President"),
  def("You", "broker.company", "Your company", "Carter Realty"),
  def("Date", "today", "Today's date", "November 24, 2026"),
];

const known = new Map(mergeFieldCatalogue.map((f) => [f.key, f]));
export const isKnownMergeField = (key: string) => known.has(key);
export const mergeFieldLabel = (key: string) => known.get(key)?.label ?? key;

/** Which record a field's value comes from (tenant/landlord come from the lease, broker/today from no record). */
export function sourceOfField(key: string): MergeSource | null {
  const head = key.split(".")[0];
  if (head === "tenant" || head === "landlord" || head === "lease") return "lease";
  return (mergeSources as readonly string[]).includes(head) ? (head as MergeSource) : null;
}

export const MERGE_FIELD_NODE = "mergeField";
/** Longest text between the braces read as a field; anything longer is plain text. */
const MAX_FIELD_LENGTH = 80;
const literalField = new RegExp(`\\{\\{\\s*([^{}\\n]{1,${MAX_FIELD_LENGTH}}?)\\s*\\}\\}`, "g");

export type MergeFieldStatus = "filled" | "missing" | "unknown";
export type MergeFieldUse = { key: string; label: string; status: MergeFieldStatus; count: number };
export type MergeValues = Record<string, string | null | undefined>;

export type RenderedDocument = { content: RichTextDoc; fields: MergeFieldUse[] };

/** The fields a template uses, in order of first use (the merge-field nodes and typed {{…}} alike). */
export function fieldsUsed(doc: RichTextDoc): string[] {
  const seen = new Set<string>();
  const walk = (node: RichTextNode) => {
    if (node.type === MERGE_FIELD_NODE) seen.add(String(node.attrs?.field ?? ""));
    else if (node.type === "text") for (const m of (node.text ?? "").matchAll(literalField)) seen.add(m[1].trim());
    for (const child of node.content ?? []) walk(child);
  };
  for (const node of doc.content ?? []) walk(node);
  return [...seen];
}

/**
 * Replaces every merge field of `doc` with its value. Fields that are unknown or have no value stay as
 * merge-field nodes (`missing` set for known ones), keeping the marks of the text around them.
 */
export function renderMergeFields(doc: RichTextDoc, values: MergeValues): RenderedDocument {
  const uses = new Map<string, MergeFieldUse>();
  const resolve = (rawKey: string, marks: RichTextNode["marks"]): RichTextNode => {
    const key = rawKey.trim();
    const value = isKnownMergeField(key) ? values[key]?.trim() || null : null;
    const status: MergeFieldStatus = !isKnownMergeField(key) ? "unknown" : value ? "filled" : "missing";
    const use = uses.get(key) ?? { key, label: mergeFieldLabel(key), status, count: 0 };
    use.count += 1;
    uses.set(key, use);
    const withMarks = marks && marks.length > 0 ? { marks } : {};
    if (value) return { type: "text", text: value, ...withMarks };
    return { type: MERGE_FIELD_NODE, attrs: { field: key, missing: status === "missing" }, ...withMarks };
  };

  const splitText = (node: RichTextNode): RichTextNode[] => {
    const text = node.text ?? "";
    const out: RichTextNode[] = [];
    let last = 0;
    for (const m of text.matchAll(literalField)) {
      const at = m.index ?? 0;
      if (at > last) out.push({ ...node, text: text.slice(last, at) });
      out.push(resolve(m[1], node.marks));
      last = at + m[0].length;
    }
    if (last === 0) return [node];
    if (last < text.length) out.push({ ...node, text: text.slice(last) });
    return out;
  };

  const walk = (node: RichTextNode): RichTextNode[] => {
    if (node.type === MERGE_FIELD_NODE) return [resolve(String(node.attrs?.field ?? ""), node.marks)];
    if (node.type === "text") return splitText(node);
    if (!node.content) return [node];
    return [{ ...node, content: node.content.flatMap(walk) }];
  };

  const content = { ...doc, content: (doc.content ?? []).flatMap(walk) };
  return { content, fields: [...uses.values()] };
}

// Values are written as a letter would: long dates, dollars with cents, thousands separators.
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** yyyy-mm-dd (or an ISO timestamp) → "March 31, 2027"; anything else is returned as written. */
export function formatLetterDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!m) return value.trim() || null;
  const month = months[Number(m[2]) - 1];
  return month ? `${month} ${Number(m[3])}, ${m[1]}` : value;
}

export function formatMoney(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function formatWhole(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Math.round(value).toLocaleString("en-US");
}
