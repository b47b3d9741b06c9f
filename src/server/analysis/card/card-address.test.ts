// Card parser, on synthetic text written for the test: addresses.
import { describe, expect, it } from "vitest";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";

const card = (...lines: string[]) => parseCardText(lines.join("\n"));

describe("addresses", () => {
  it("joins a two-line US address with a suite", () => {
    const r = card("Megan Alvarez", "Senior Associate", "125 Summer Street, Suite 900", "Boston, MA 02110");
    expect(r.company.address).toBe("125 Summer Street, Suite 900, Boston, MA 02110");
  });

  it("joins street, suite and city lines", () => {
    const r = card(
      "Megan Alvarez",
      "Broker",
      "Two Financial Center",
      "60 South Street",
      "Suite 1200",
      "Boston, MA 02111-1234",
    );
    expect(r.company.address).toBe("60 South Street, Suite 1200, Boston, MA 02111-1234");
  });

  it("reads UK and Canadian addresses", () => {
    expect(card("Oliver Bennett", "Partner", "22 Bishopsgate", "London EC2N 4BQ").company.address).toBe(
      "22 Bishopsgate, London EC2N 4BQ",
    );
    expect(
      card("Chloe Tremblay", "Sales Representative", "181 Bay Street, Suite 300", "Toronto, ON M5J 2T3").company
        .address,
    ).toBe("181 Bay Street, Suite 300, Toronto, ON M5J 2T3");
  });

  it("assembles an address by geometry in a two-column card", () => {
    const box = (x0: number, y0: number) => ({ x0, y0, x1: x0 + 300, y1: y0 + 20 });
    const lines = [
      { text: "Bluestone Properties LLC", confidence: 90, bbox: box(20, 20) },
      { text: "44 Montgomery St", confidence: 90, bbox: box(400, 100) },
      { text: "Priya Natarajan", confidence: 90, bbox: box(20, 110) },
      { text: "San Francisco, CA 94104", confidence: 90, bbox: box(400, 125) },
      { text: "Vice President", confidence: 90, bbox: box(20, 140) },
    ];
    const r = parseCardText("", lines);
    expect(r.company.address).toBe("44 Montgomery St, San Francisco, CA 94104");
    expect(r.person.firstName).toBe("Priya");
  });

  it("matches a hyphenated domain to the company line and reads 'One ... Way' as a street", () => {
    const r = card(
      "Kim Abercrombie",
      "Director, Business Development",
      "Adventure Works Cycles",
      "kim@adventure-works.com",
      "One Microsoft Way",
      "Redmond, WA 98052",
    );
    expect(r.company.name).toBe("Adventure Works Cycles");
    expect(r.company.address).toBe("One Microsoft Way, Redmond, WA 98052");
  });
});

describe("address blocks without a postal code, and more countries", () => {
  it("reads a Vietnamese block ending in its city", () => {
    const r = card(
      "Linh Pham",
      "Sales Manager",
      "Song Hong Trading Joint Stock Company",
      "12A Ly Thuong Kiet, Phan Chu Trinh,",
      "Hoan Kiem, Ha Noi",
      "Tel: +84-24-5555-0101",
    );
    expect(r.company.address).toBe("12A Ly Thuong Kiet, Phan Chu Trinh, Hoan Kiem, Ha Noi");
    expect(card("5 Nguyen Hue, Ben Nghe Ward,", "District 1, Ho Chi Minh City").company.address).toBe(
      "5 Nguyen Hue, Ben Nghe Ward, District 1, Ho Chi Minh City",
    );
  });

  it("reads an Indian block ending in the city's old zone number", () => {
    expect(card("Ravi Teja", "ABC Campus, Gachibowli,", "Kondapur PO, Hyderabad-32.").company.address).toBe(
      "ABC Campus, Gachibowli, Kondapur PO, Hyderabad-32",
    );
    expect(card("Ravi Teja", "# 4-5-66, 2nd Floor, Himayatnagar, Hyderabad - 29.").company.address).toBe(
      "# 4-5-66, 2nd Floor, Himayatnagar, Hyderabad - 29",
    );
  });

  it("anchors a block on a country outside the first list (Pakistan, Sri Lanka)", () => {
    expect(card("Asif Raza", "B-12, Mall Road, Gulberg, Lahore, Pakistan.").company.address).toBe(
      "B-12, Mall Road, Gulberg, Lahore, Pakistan",
    );
    expect(card("Nimal Perera", "45, Galle Road,", "Colombo 03, Sri Lanka").company.address).toBe(
      "45, Galle Road, Colombo 03, Sri Lanka",
    );
  });
});
