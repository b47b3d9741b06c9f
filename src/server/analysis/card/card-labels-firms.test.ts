// Card parser, on synthetic text written for the test: a garbled e-mail label, list headings that hold a title
// word, a digit speckle before the firm's name, and dealers named after their owner and brand.
import { describe, expect, it } from "vitest";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";

const card = (...lines: string[]) => parseCardText(lines.join("\n"));

describe("a garbled e-mail label", () => {
  it.each([
    ["Eml ravi.k@yahoo.com", "ravi.k@yahoo.com"],
    ["Eom sri_ind2000@yahoo.com", "sri_ind2000@yahoo.com"],
    ["Emai ravi_k@harbor.example", "ravi_k@harbor.example"],
  ])("does not glue the label of %s to the local part", (line, email) => {
    expect(card("Ravi Kumar", line).person.email).toBe(email);
  });
  it("still mends a dot read as a space inside a local part in small letters", () => {
    expect(card("Dana Reyes", "dana reyes@brightlane.com").person.email).toBe("dana.reyes@brightlane.com");
  });
});

describe("list headings", () => {
  it.each([["SPECIALIST IN"], ["Specialists in:"], ["Dealers of"], ["Consultants for"], ["Agents &"]])(
    "'%s' is no position",
    (heading) => {
      const r = card("Omar Siddiqui", heading, "GOLD AND SILVER", "omar@siddiqui.example");
      expect(r.person.position).toBeNull();
    },
  );
  it("keeps a title that merely contains such a word", () => {
    expect(card("Omar Siddiqui", "Head of Sales", "omar@harbor.example").person.position).toBe("Head of Sales");
  });
});

describe("a digit speckle before the firm's name", () => {
  it("is dropped when the firm's domain starts with the name", () => {
    const r = card("7Harbor Online Services Pvt. Ltd.", "Meena Rao", "Director", "info@harboronline.example");
    expect(r.company.name).toBe("Harbor Online Services Pvt. Ltd.");
  });
  it("stays when the domain does not confirm it", () => {
    const r = card("3Com Networks Ltd.", "Meena Rao", "Director", "meena@gmail.com");
    expect(r.company.name).toBe("3Com Networks Ltd.");
  });
});

describe("a dealer named after its owner and its brand", () => {
  it("reads the owner-and-brand line as the firm and the other name as the person", () => {
    const r = card("Ray Dalton Honda", "HONDA", "1200 Auto Mall Drive", "Sacramento, California 95815", "MIKE FERRIS");
    expect(r.company.name).toBe("Ray Dalton Honda");
    expect([r.person.firstName, r.person.lastName]).toEqual(["Mike", "Ferris"]);
  });
  it("never turns a person into a firm because a logo spells the family name", () => {
    const r = card("REYES", "Dana Reyes", "Broker", "dana@reyes.example");
    expect([r.person.firstName, r.person.lastName]).toEqual(["Dana", "Reyes"]);
    const three = card("REYES", "Mary Ann Reyes", "Broker");
    expect([three.person.firstName, three.person.lastName]).toEqual(["Mary", "Ann Reyes"]);
  });
});

describe("two-letter legal forms", () => {
  it("reads AG / AS / Oy as a legal form only at the end of the firm's name", () => {
    expect(parseCardText("Jo Berg\nFJORD SHIPPING AS").company.name).toBe("FJORD SHIPPING AS");
    expect(parseCardText("Jo Berg\nAlpine Maps Systems AG\njo@alpinemaps.ch").company.name).toBe(
      "Alpine Maps Systems AG",
    );
    expect(parseCardText("Jo Berg\nRedes as Sociais").company.name).toBeNull();
  });
});

describe("a division named after the firm", () => {
  it("takes 'Zentra Healthcare' over the logo 'ZENTRA' the domain spells", () => {
    const r = parseCardText(
      ["ZENTRA", "Zentra Healthcare", "Mia Lund", "Product Manager", "mia.lund@zentra.com"].join("\n"),
    );
    expect(r.company.name).toBe("Zentra Healthcare");
  });
  it("keeps the logo when the other line is not a line of business", () => {
    const r = parseCardText(["ZENTRA", "Zentra Tower", "Mia Lund", "mia.lund@zentra.com"].join("\n"));
    expect(r.company.name).toBe("ZENTRA");
  });
});

describe("a logo the domain abbreviates", () => {
  it.each([
    [["BLUE FIN", "www.bfgroup.com"], "BLUE FIN"],
    [["Blue Fin Group", "jo@bfgroup.com"], "Blue Fin Group"],
  ])("reads %j as the firm", (lines, name) => {
    expect(parseCardText(["Jo Park", "Broker", ...lines].join("\n")).company.name).toBe(name);
  });
  it("still prefers the domain's name to a capitals line sharing nothing with it", () => {
    expect(parseCardText(["Jo Park", "Broker", "FREE ESTIMATES", "www.bfgroup.com"].join("\n")).company.name).not.toBe(
      "FREE ESTIMATES",
    );
  });
});

describe("capitals that are no logo", () => {
  it.each([["BTL/PDV"], ["SALES / RENTALS"]])("never takes %s for the firm", (line) => {
    expect(parseCardText(["Rui Costa", "Consultant", line, "rui@gmail.com"].join("\n")).company.name).toBeNull();
  });
});
