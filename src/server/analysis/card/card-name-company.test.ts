// Card parser, on synthetic text written for the test: the name and the firm.
import { describe, expect, it } from "vitest";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";

const card = (...lines: string[]) => parseCardText(lines.join("\n"));

describe("the name and the firm", () => {
  it("finds the company from the e-mail domain, legal suffix, or initials", () => {
    expect(
      card("Sam Ortiz", "Associate Director", "Ironwood Partners", "sortiz@ironwoodpartners.com").company.name,
    ).toBe("Ironwood Partners");
    expect(card("Robert Nguyen", "Realtor", "Lakeshore Realty", "robert.nguyen@gmail.com").company.name).toBe(
      "Lakeshore Realty",
    );
    expect(card("Jones Lang LaSalle", "Mary Hill", "Vice President", "mary.hill@jll.com").company.name).toBe(
      "Jones Lang LaSalle",
    );
    expect(card("Dana Wu", "Analyst", "Bluestone Properties LLC").company.name).toBe("Bluestone Properties LLC");
  });

  it("title-cases an upper-case name and drops credentials", () => {
    const r = card("PORTER DEVELOPMENT CO.", "MICHAEL PORTER", "Chief Executive Officer");
    expect(r.person.firstName).toBe("Michael");
    expect(r.person.lastName).toBe("Porter");
    expect(card("John Smith, CCIM, SIOR", "Principal").person.lastName).toBe("Smith");
  });

  it("prefers the name that matches the e-mail over other name-shaped lines", () => {
    const r = card("Granite Peak", "Salt Lake Office", "James Whitaker", "Principal Broker", "james.whitaker@gpc.com");
    expect(r.person.firstName).toBe("James");
    expect(r.person.lastName).toBe("Whitaker");
    expect(r.person.position).toBe("Principal Broker");
  });

  it("fixes a one-letter OCR slip in the name using the e-mail", () => {
    const r = card("Cevin Tran", "Associate", "kevin.tran@pinnacleretail.com");
    expect(r.person.firstName).toBe("Kevin");
  });

  it("takes the domain's spelling for a company logo line with a stray mark", () => {
    const r = card("Ic ONTOSO", "Chris Smith", "Senior Researcher", "chris.smith@contoso.com");
    expect(r.company.name).toBe("CONTOSO");
    // A letter lost at the edge of a logo.
    expect(card("ONTOSO", "Chris Smith", "Senior Researcher", "chris.smith@contoso.com").company.name).toBe("CONTOSO");
  });

  it("names the company after the firm's domain when no company line is printed", () => {
    const r = card("Chris Smith", "Senior Researcher", "chris.smith@contoso.com", "T 425 555 0100");
    expect(r.company.name).toBe("Contoso");
    // Not from free mail, and not from a personal domain.
    expect(card("Chris Smith", "Broker", "chris@gmail.com").company.name).toBeNull();
    expect(card("Chris Smith", "Broker", "chris@smithhomes.com").company.name).toBeNull();
  });

  it("prefers a company line that contains the domain over the domain itself", () => {
    const r = card("Granite Peak Commercial", "James Whitaker", "Principal Broker", "james@granitepeak.com");
    expect(r.company.name).toBe("Granite Peak Commercial");
  });

  it("splits a name and a title printed on one line", () => {
    const r = card("CHRIS SMITH, Senior Researcher", "chris.smith@contoso.com");
    expect(r.person).toMatchObject({ firstName: "Chris", lastName: "Smith", position: "Senior Researcher" });
    const r2 = card("Ana Lopez – Managing Director", "ana@lopezgroup.com");
    expect(r2.person).toMatchObject({ firstName: "Ana", lastName: "Lopez", position: "Managing Director" });
  });

  it("leaves a middle initial out of the last name", () => {
    const r = card("John A. Smith", "Broker", "jsmith@harborrealty.com");
    expect(r.person).toMatchObject({ firstName: "John", lastName: "Smith" });
  });

  it("drops an honorific before the name", () => {
    expect(card("Dr. Jane Smith", "Chief Medical Officer", "jane.smith@northwind.org").person).toMatchObject({
      firstName: "Jane",
      lastName: "Smith",
    });
  });

  it("splits a firm word off a domain used as the company name", () => {
    expect(card("Alex Wu", "Broker", "alex@wuproperties.com").company.name).toBe("Wu Properties");
    expect(card("Alex Wu", "Broker", "alex@lakeshorerealty.com").company.name).toBe("Lakeshore Realty");
  });

  it("names the person from a first.last e-mail when no name line is legible", () => {
    const r = card("Chr1s Sm!th", "Senior Researcher", "chris.smith@contoso.com");
    expect(r.person).toMatchObject({ firstName: "Chris", lastName: "Smith" });
    expect(card("Broker", "info@contoso.com").person.firstName).toBeNull();
  });

  it("keeps a company line that the domain only extends (northgate-re.com)", () => {
    expect(card("NORTHGATE", "Marcus Holloway", "Principal", "marcus@northgate-re.com").company.name).toBe("NORTHGATE");
  });

  it("reads an upper-case word with one lower-case OCR slip as upper case", () => {
    const r = card("/ CONTOsO", "CHRIS SMiTH", "Senior Researcher", "chris.smith@contoso.com");
    expect(r.company.name).toBe("CONTOSO");
    expect(r.person).toMatchObject({ firstName: "Chris", lastName: "Smith" });
    // Ordinary capitalised and camel-case words are left alone.
    expect(card("McDonald Realty", "Ann Lee", "ann@mcdonaldrealty.com").company.name).toBe("McDonald Realty");
  });

  it("takes a line with a legal form for the company even when it is shaped like a name", () => {
    const r = card("PAULA REIS", "Gerente Comercial", "Imobiliaria Aurora Ltda.", "paula@auroraimoveis.com.br");
    expect(r.company.name).toBe("Imobiliaria Aurora Ltda.");
    expect(r.person).toMatchObject({ firstName: "Paula", lastName: "Reis" });
  });
});

describe("names with initials, degrees, a title in small letters, family name first", () => {
  it("spreads initials printed tight against the name and leaves them out of the last name", () => {
    expect(card("D.K.Varma", "Scientist").person).toMatchObject({ firstName: "D. K.", lastName: "Varma" });
    expect(card("R.S.GOVINDAN", "Customer Support Engineer").person).toMatchObject({
      firstName: "R. S.",
      lastName: "Govindan",
    });
    expect(card("T.Anil Kumar", "Proprietor").person).toMatchObject({ firstName: "Anil", lastName: "Kumar" });
  });

  it("leaves initials before a given name out of the first name", () => {
    expect(card("P. Suresh Naidu", "Director").person).toMatchObject({ firstName: "Suresh", lastName: "Naidu" });
    expect(card("A.B.C.D. RAMA KRISHNA", "Manager").person).toMatchObject({ firstName: "Rama", lastName: "Krishna" });
    expect(card("Ellen Marie Ruiz", "Broker").person).toMatchObject({ firstName: "Ellen", lastName: "Marie Ruiz" });
  });

  it("drops degrees after the name", () => {
    expect(card("Prof. S. RAGHAVAN, M.Tech.,", "Head, Civil Engineering").person.lastName).toBe("Raghavan");
    expect(card("VENKAT RAMANAN, PMP®", "Director").person).toMatchObject({ firstName: "Venkat", lastName: "Ramanan" });
    expect(card("Lin Ma", "Analyst").person).toMatchObject({ firstName: "Lin", lastName: "Ma" });
  });

  it("splits a title printed after the name in brackets or small letters", () => {
    expect(card("Rosa Delgado (Owner)", "Sunny Paws Grooming").person).toMatchObject({
      firstName: "Rosa",
      lastName: "Delgado",
      position: "Owner",
    });
    expect(card("Rosa Delgado owner", "rosa@sunnypaws.example.com").person.position).toBe("owner");
    // A capitalised word after a name may be part of it, or of a firm's name: no split.
    expect(card("Jane Ellen Roe", "Broker").person).toMatchObject({ firstName: "Jane", lastName: "Ellen Roe" });
  });

  it("reads the family name from the e-mail: an initial then the family, or a Japanese firm's family@", () => {
    expect(card("TANIGUCHI HARUTO", "haruto@kaede.example.jp").person).toMatchObject({
      firstName: "Taniguchi",
      lastName: "Haruto",
    });
    expect(card("TANIGUCHI HARUTO", "taniguchi@kaede.example.jp").person).toMatchObject({
      firstName: "Haruto",
      lastName: "Taniguchi",
    });
    expect(card("NAKANO EMI", "e.nakano@kaede.example.com").person).toMatchObject({
      firstName: "Emi",
      lastName: "Nakano",
    });
    // Outside Japan a first name alone before '@' is the usual form: no swap.
    expect(card("Luke Hayes", "luke@hayes.example.com").person).toMatchObject({ firstName: "Luke", lastName: "Hayes" });
  });
});

describe("the firm: institutions, a logo beside the legal name, OCR slips the domain mends", () => {
  it("reads a council, an academy or a university as the firm", () => {
    expect(
      card("R. K. Sen", "Scientist", "State Council of Science & Technology", "rks@sc.example.in").company.name,
    ).toBe("State Council of Science & Technology");
    expect(card("Meera Iyer", "Dean", "Coastal Academy of Design").company.name).toBe("Coastal Academy of Design");
    // "In association with" is a phrase, not a firm.
    expect(card("Tom Reyes", "In association with", "Bayside Movers Ltd.").company.name).toBe("Bayside Movers Ltd.");
  });

  it("prefers the firm's legal name to a logo that spells the domain", () => {
    const r = card("NIMBUS", "Priya Shah", "Director", "Nimbus India Private Limited", "priya.shah@nimbus.in");
    expect(r.company.name).toBe("Nimbus India Private Limited");
    expect(card("NIMBUS", "Priya Shah", "priya.shah@nimbus.in").company.name).toBe("NIMBUS");
  });

  it("mends a name the domain spells without its space, and 'Pot. Ltd.' read for 'Pvt. Ltd.'", () => {
    expect(card("HARLOW BEAME", "Ann Lee", "ann@harlowbeane.com").company.name).toBe("HARLOW BEANE");
    expect(card("Ann Lee", "Sagar Online Services Pot. Ltd.").company.name).toBe("Sagar Online Services Pvt. Ltd.");
  });
});

describe("OCR marks inside a name", () => {
  it("drops a backslash OCR left after an initial", () => {
    expect(card("Prof. K\\. RAMESH, M.Tech.,", "Director").person).toMatchObject({
      firstName: "K.",
      lastName: "Ramesh",
    });
  });
});

describe("the position", () => {
  it("leaves a degree printed after the title out of it", () => {
    expect(card("Arun Rao", "Managing Director B.E. Civil").person.position).toBe("Managing Director");
    expect(card("Arun Rao", "Chief Engineer, M.Tech.").person.position).toBe("Chief Engineer");
    expect(card("Arun Rao", "Director MBA").person.position).toBe("Director");
    expect(card("Arun Rao", "Head of Operations").person.position).toBe("Head of Operations");
  });
});

describe("a title word OCR split after its capital", () => {
  it("joins 'M anager' and 'D irector', and leaves an initial before a name alone", () => {
    expect(card("Wendy Cole", "Fleet M anager").person.position).toBe("Fleet Manager");
    expect(card("Wendy Cole", "Sales D irector").person.position).toBe("Sales Director");
    expect(card("J Adams", "Broker").person.lastName).toBe("Adams");
  });
});

describe("names printed family name first in capitals, with no e-mail to say the order", () => {
  it.each([
    ["TANAKA HIROSHI", "Hiroshi", "Tanaka"],
    ["ZHANG XIAOMING", "Xiaoming", "Zhang"],
    ["NGUYEN VAN AN", "Van An", "Nguyen"],
    ["KIM MINSU", "Minsu", "Kim"],
  ])("reads %s given name / family name", (line, first, last) => {
    const r = parseCardText([line, "Sales Manager", "info@example.com"].join("\n"));
    expect([r.person.firstName, r.person.lastName]).toEqual([first, last]);
  });
  it.each([
    ["HIROSHI TANAKA", "Hiroshi", "Tanaka"],
    ["DAVID WU", "David", "Wu"],
    ["LEE HARRIS", "Lee", "Harris"],
    ["ZHANG WEI", "Zhang", "Wei"],
    ["Tanaka Hiroshi", "Tanaka", "Hiroshi"],
  ])("keeps %s in the order printed", (line, first, last) => {
    const r = parseCardText([line, "Sales Manager"].join("\n"));
    expect([r.person.firstName, r.person.lastName]).toEqual([first, last]);
  });
  it("lets the e-mail say the order when it names the person", () => {
    const r = parseCardText(["SATO KENJI", "Engineer", "sato.kenji@example.com"].join("\n"));
    expect([r.person.firstName, r.person.lastName]).toEqual(["Sato", "Kenji"]);
  });
});

describe("lines that are no name", () => {
  it("never takes words without a vowel (script read as Latin letters) for the name", () => {
    const r = parseCardText(["KX BB", "Daichi Mori", "Tel: 03-5555-0101"].join("\n"));
    expect([r.person.firstName, r.person.lastName]).toEqual(["Daichi", "Mori"]);
  });
});

describe("a list of trades under its heading", () => {
  it("never takes a listed trade for the firm", () => {
    const r = parseCardText(
      ["Omar Haddad", "SPECIALISTS IN", "MARBLE FLOORING", "STONE CLADDING", "omar@example.com"].join("\n"),
    );
    expect(r.company.name).not.toBe("MARBLE FLOORING");
    expect(r.company.name).not.toBe("STONE CLADDING");
  });
  it("stops the list at the firm's legal name", () => {
    const r = parseCardText(["Dealers of:", "Fine Tiles", "Harbor Stoneworks Ltd", "Omar Haddad"].join("\n"));
    expect(r.company.name).toBe("Harbor Stoneworks Ltd");
  });
});

describe("a family name OCR cut to a letter or two", () => {
  it.each([["r.okafor@example.com"], ["rita.okafor@example.com"], ["r_okafor@example.com"]])(
    "takes it from the e-mail %s",
    (email) => {
      const r = parseCardText(["Rita Oo", "Sales Director", email].join("\n"));
      expect([r.person.firstName, r.person.lastName]).toEqual(["Rita", "Okafor"]);
    },
  );
  it("keeps a short family name the e-mail does not spell", () => {
    const r = parseCardText(["Anh Vu", "Engineer", "anh.nguyen@example.com"].join("\n"));
    expect(r.person.lastName).toBe("Vu");
  });
});
