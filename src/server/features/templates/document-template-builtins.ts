// The document templates every user starts with: a tour confirmation, a letter of intent and a renewal notice
// that takes the option's notice deadline and the notice address from the lease abstract (corrections applied).
import type { RichTextDoc, RichTextNode } from "#shared/contract/dealrooms-documents.ts";
import { MERGE_FIELD_NODE } from "#shared/rules/merge-fields.ts";

type Part = string | { field: string } | { bold: string };
const f = (field: string) => ({ field });
const b = (bold: string) => ({ bold });

const inline = (part: Part): RichTextNode =>
  typeof part === "string"
    ? { type: "text", text: part }
    : "field" in part
      ? { type: MERGE_FIELD_NODE, attrs: { field: part.field, missing: false } }
      : { type: "text", text: part.bold, marks: [{ type: "bold" }] };

/** A paragraph; "\n" inside a string part becomes a line break (an address block is one paragraph). */
const p = (...parts: Part[]): RichTextNode => ({
  type: "paragraph",
  content: parts.flatMap((part) => {
    if (typeof part !== "string" || !part.includes("\n")) return [inline(part)];
    return part
      .split("\n")
      .flatMap((line, i) => [
        ...(i > 0 ? [{ type: "hardBreak" } as RichTextNode] : []),
        ...(line ? [inline(line)] : []),
      ]);
  }),
});
const h = (text: string): RichTextNode => ({ type: "heading", attrs: { level: 2 }, content: [{ type: "text", text }] });
const doc = (...content: RichTextNode[]): RichTextDoc => ({ type: "doc", content });

const signature = p(
  "Sincerely,\n\n",
  f("broker.name"),
  "\n",
  f("broker.position"),
  "\n",
  f("broker.company"),
  "\n",
  f("broker.phone"),
  " · ",
  f("broker.email"),
);

export type BuiltinDocumentTemplate = { key: string; name: string; description: string; content: RichTextDoc };

export const builtinDocumentTemplates: BuiltinDocumentTemplate[] = [
  {
    key: "tour-confirmation",
    name: "Tour confirmation letter",
    description: "Confirms a property tour with the client contact.",
    content: doc(
      p(f("today")),
      p(f("contact.name"), "\n", f("contact.company"), "\n", f("contact.address")),
      p(b("Re: Tour of "), f("property.name"), b(", "), f("property.address")),
      p("Dear ", f("contact.firstName"), ","),
      p(
        "Thank you for your time. This letter confirms our tour of ",
        f("property.name"),
        " at ",
        f("property.address"),
        " for ",
        f("project.name"),
        ". The property is a ",
        f("property.type"),
        " building of ",
        f("property.size"),
        " square feet.",
      ),
      p(
        "I will meet you in the main lobby ten minutes before the agreed time. Please let me know if anyone else from ",
        f("contact.company"),
        " will join us, so that building security can prepare visitor passes.",
      ),
      signature,
    ),
  },
  {
    key: "letter-of-intent",
    name: "Letter of intent (LOI)",
    description: "A non-binding proposal to lease, with the main business terms.",
    content: doc(
      p(f("today")),
      p("Landlord of ", f("property.name"), "\n", f("property.address")),
      p(b("Re: Letter of intent to lease space at "), f("property.address")),
      p(
        "On behalf of ",
        f("company.name"),
        ' ("Tenant"), we are pleased to submit the following proposal to lease space at ',
        f("property.name"),
        ".",
      ),
      h("Proposed terms"),
      {
        type: "bulletList",
        content: [
          p(b("Tenant: "), f("company.name"), ", ", f("company.address")),
          p(b("Premises: "), "approximately ", f("project.size"), " rentable square feet"),
          p(b("Term: "), f("project.term")),
          p(b("Base rent: "), f("project.rent"), " per rentable square foot per year, escalating 3% annually"),
          p(b("Tenant improvements: "), "to be agreed in the lease"),
          p(b("Commencement: "), "upon substantial completion of the tenant improvements"),
        ].map((para) => ({ type: "listItem", content: [para] })),
      },
      p(
        "This letter is an expression of intent only. It is not binding on either party; only a lease signed by both parties will be.",
      ),
      signature,
    ),
  },
  {
    key: "renewal-notice",
    name: "Renewal notice letter",
    description: "Exercises the lease's renewal option; deadline and notice address come from the lease abstract.",
    content: doc(
      p(f("today")),
      p(b("Via certified mail, return receipt requested")),
      p(f("landlord.name"), "\n", f("lease.noticeAddress")),
      p(b("Re: Notice of exercise of renewal option - "), f("tenant.name"), b(", "), f("lease.premises")),
      p("Dear ", f("landlord.name"), ":"),
      p(
        "Reference is made to the lease between ",
        f("landlord.name"),
        " as landlord and ",
        f("tenant.name"),
        " as tenant for the premises at ",
        f("lease.premises"),
        " (",
        f("lease.rentableSquareFeet"),
        " rentable square feet), whose current term expires on ",
        f("lease.expirationDate"),
        ".",
      ),
      p(
        "Pursuant to the renewal option of the lease (",
        f("lease.renewalOption"),
        "), Tenant hereby exercises its option to extend the term of the lease for ",
        f("lease.renewalTerm"),
        ". This notice is delivered on or before the notice deadline of ",
        f("lease.renewalNoticeDeadline"),
        ".",
      ),
      p("Please acknowledge receipt of this notice by countersigning below and returning a copy to us."),
      p("Sincerely,\n\n", f("tenant.name"), "\nBy: ______________________\nName and title:"),
      p("cc: ", f("broker.name"), ", ", f("broker.company")),
    ),
  },
];
