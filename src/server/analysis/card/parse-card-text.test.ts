// Card parser, on synthetic text written for the test: parseCardText: whole cards, the note, noise and nulls.
import { describe, expect, it } from "vitest";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";
import { cardRecognitionSchema } from "#shared/contract/card-recognition.ts";

const card = (...lines: string[]) => parseCardText(lines.join("\n"));

describe("parseCardText: whole cards, the note, noise and nulls", () => {
  it("reads a typical card with labelled phones and ignores fax and department", () => {
    const r = card(
      "CONTOSO",
      "Chris Smith",
      "Senior Researcher",
      "Cloud & AI Department",
      "chris.smith@contoso.com",
      "https://www.contoso.com/",
      "Cell: +1 (987) 123-4567",
      "Tel: +1 (987) 213-5674",
      "Fax: +1 (987) 312-6745",
      "4001 1st Ave NE Redmond, WA 98052",
    );
    expect(cardRecognitionSchema.parse(r)).toEqual({
      person: {
        firstName: "Chris",
        lastName: "Smith",
        email: "chris.smith@contoso.com",
        phone: "+1 (987) 123-4567",
        position: "Senior Researcher",
        linkedin_url: null,
      },
      company: {
        name: "CONTOSO",
        website: "https://www.contoso.com/",
        address: "4001 1st Ave NE Redmond, WA 98052",
        phone: "+1 (987) 213-5674",
        linkedin_url: null,
      },
      // Read but placed in no field: shown to the broker in the review form.
      note: "Fax: +1 (987) 312-6745\nCloud & AI Department",
    });
  });

  it("keeps a second office and a tagline in the note, never OCR debris", () => {
    const r = card(
      "Mara Quinlan",
      "Leasing Director",
      "Harborline Realty Group",
      "mara@harborline.com",
      "Tel 415 555 0142",
      "Spaces that work for you",
      "~ ;: |",
      "Also at: 12 Pier Road, Sausalito",
    );
    expect(r.note).toBe("Spaces that work for you\nAlso at: 12 Pier Road, Sausalito");
    expect(r.person.position).toBe("Leasing Director");
  });

  it("uses the larger line as the name when OCR boxes are given", () => {
    const lines = [
      { text: "Harbor View", confidence: 90, bbox: { x0: 10, y0: 10, x1: 200, y1: 30 } },
      { text: "Lisa Gomez", confidence: 90, bbox: { x0: 10, y0: 50, x1: 300, y1: 100 } },
      { text: "Leasing Associate", confidence: 90, bbox: { x0: 10, y0: 110, x1: 250, y1: 130 } },
    ];
    const r = parseCardText(lines.map((l) => l.text).join("\n"), lines);
    expect(r.person.firstName).toBe("Lisa");
    expect(r.person.position).toBe("Leasing Associate");
  });

  it("ignores OCR noise lines from textures and logos", () => {
    const r = card(
      "”",
      "Ei",
      "~~ |",
      "/ CONTOSO",
      "WN",
      "Chris Smith",
      "Senior Researcher",
      "-—",
      "chris.smith@contoso.com",
    );
    expect(r.company.name).toBe("CONTOSO");
    expect(r.person.firstName).toBe("Chris");
  });

  it("returns null for everything the card does not state", () => {
    const r = card("Jane Doe");
    expect(r.person.firstName).toBe("Jane");
    expect(r.person.lastName).toBe("Doe");
    for (const v of [r.person.email, r.person.phone, r.person.position, r.person.linkedin_url]) expect(v).toBeNull();
    expect(Object.values(r.company).every((v) => v === null)).toBe(true);
    expect(parseCardText("")).toEqual(parseCardText("   \n\n"));
  });

  it("joins a printed line that OCR cut in two on the same row", () => {
    const box = (x0: number, x1: number, y0 = 100) => ({ x0, y0, x1, y1: y0 + 30 });
    const r = parseCardText("", [
      { text: "Tom Rivera", confidence: 90, bbox: { x0: 200, y0: 10, x1: 500, y1: 60 } },
      { text: "600 B Street, Suite 1500", confidence: 95, bbox: box(200, 500, 60) },
      { text: "San", confidence: 92, bbox: box(195, 224) },
      { text: "Diego, CA 92101", confidence: 93, bbox: box(232, 451) },
      // Two columns on one row stay apart.
      { text: "Broker", confidence: 90, bbox: box(900, 1000) },
    ]);
    expect(r.company.address).toBe("600 B Street, Suite 1500, San Diego, CA 92101");
    expect(r.person.position).toBe("Broker");
  });

  it("tolerates a stray bracket after the name, a split logo and 'www .' in the web address", () => {
    const r = card(
      "Ne ONTOSO",
      "Chris Smith }",
      "Senior Researcher",
      "chris.smith@contoso.com",
      "https://www .contoso.com|",
    );
    expect(r.person).toMatchObject({ firstName: "Chris", lastName: "Smith" });
    expect(r.company.name).toBe("CONTOSO");
    expect(r.company.website).toBe("https://www.contoso.com/");
  });
});
