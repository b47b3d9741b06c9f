// The document structure (defined terms and where the exhibits begin) and the readers that use it, on invented
// passages in several phrasings, each with a passage where the rule must not fire.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";
import { buildLeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { bodyEnd, definitionsOf, PREMISES_TERM } from "#server/analysis/lease/lease-structure.ts";

const pagesOf = (...pages: string[]) => pages.map((text, i) => ({ number: i + 1, text }));
const run = (...pages: string[]) => analyzeLease(pagesOf(...pages), { detail: "concise" });
const filler = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `${i + 5}. Clause ${i + 5}. Tenant shall keep the Premises clean and in good order.`,
  ).join("\n");

describe("defined terms", () => {
  it("finds a term defined in parentheses, with 'collectively' or 'hereinafter', and by 'means'", () => {
    const doc = buildLeaseDoc(
      pagesOf(
        'Landlord leases to Tenant Suite 410 of the building at 5 Vale Street, Upton, Ohio (collectively, the "Premises").\n' +
          'The lease year is set out below (hereinafter the "Lease Year").\n' +
          '1. Definitions. "Base Rent" means the rent stated in Section 3.',
      ),
    );
    expect(definitionsOf(doc, PREMISES_TERM).map((d) => d.how)).toEqual(["parenthetical"]);
    expect(definitionsOf(doc, /^Lease Year$/)[0].sentence.text).toMatch(/^The lease year/);
    expect(definitionsOf(doc, /^Base Rent$/)[0].how).toBe("means");
  });
  it("does not take a quoted word that defines nothing", () => {
    const doc = buildLeaseDoc(pagesOf('Tenant may display the word "Open" in the window of the shop.'));
    expect(definitionsOf(doc, /^Open$/)).toEqual([]);
  });
});

describe("where the exhibits begin", () => {
  it("is the first exhibit title on a line of its own after the lease's body", () => {
    const doc = buildLeaseDoc(
      pagesOf(`LEASE\n${filler(12)}`, "EXHIBIT A - FLOOR PLAN\nThe plan of Suite 220 is shown."),
    );
    expect(doc.text.slice(bodyEnd(doc))).toMatch(/^EXHIBIT A/);
  });
  it("is not a title in the table of contents, nor a sentence that mentions an exhibit", () => {
    const doc = buildLeaseDoc(
      pagesOf(
        `LEASE\n${filler(4)}\nEXHIBIT A  Floor Plan  31\nEXHIBIT B  Rules  33\n${filler(8)}\nExhibit A shows the Premises.`,
      ),
    );
    expect(bodyEnd(doc)).toBe(doc.text.length);
  });
});

describe("the suite comes from the premises' definition, never from an exhibit or another clause", () => {
  it("reads the suite in the sentence that defines the premises", async () => {
    const a = await run(
      `LEASE\n1. Premises. Landlord leases to Tenant the space known as Suite 610 on the sixth floor of the building at 40 Kiln Road, Brook, Iowa (the "Premises").\n${filler(10)}`,
    );
    expect(a.suite?.normalized).toBe("610");
  });
  it("keeps every suite a premises made of several lists", async () => {
    const a = await run(
      `LEASE\n1. Premises. Landlord leases to Tenant Suites C2 and D4 of the building at 8 Fen Lane, Hope, Maine (the "Leased Premises").\n${filler(10)}`,
    );
    expect(a.suite?.normalized).toBe("C2 and D4");
  });
  it("answers null when the definition names no suite and only a maintenance clause or an exhibit does", async () => {
    const a = await run(
      `LEASE\n1. Premises. Landlord leases to Tenant the whole of the building at 8 Fen Lane, Hope, Maine (the "Premises").\n2. Repairs. Landlord maintains the roof over the part of the premises known as Unit #3 and the loading doors.\n${filler(10)}`,
      "EXHIBIT B - OTHER SPACE\nThe space leased to another tenant, Suite 150, is shown hatched.",
    );
    expect(a.suite).toBeNull();
  });
});

describe("the lease's date under its defined name", () => {
  it("reads the date just before '(the \"Effective Date\")' when the opening states none", async () => {
    const cover = `OFFICE LEASE\nBIRCH HOLDINGS, LLC\nand\nQUILL WORKS, INC.\n${"TABLE OF CONTENTS\n".repeat(1)}${filler(40)}`;
    const a = await run(
      cover,
      'The parties sign this Lease, which binds them from the close of business on September 14, 2016 (the "Effective Date"), on the terms below.',
    );
    expect(a.documentDate?.normalized).toBe("2016-09-14");
  });
  it("gives no date when the term is defined by an event", async () => {
    const cover = `OFFICE LEASE\n${filler(40)}`;
    const a = await run(cover, '"Effective Date" means the date on which both parties have signed this Lease.');
    expect(a.documentDate).toBeNull();
  });
});
