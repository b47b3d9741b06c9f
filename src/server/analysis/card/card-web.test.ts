// Card parser, on synthetic text written for the test: e-mail, website and LinkedIn.
import { describe, expect, it } from "vitest";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";

const card = (...lines: string[]) => parseCardText(lines.join("\n"));

describe("e-mail, website and LinkedIn", () => {
  it("separates personal and company LinkedIn URLs and normalises them", () => {
    const r = card(
      "Ana Sofia Morales",
      "Managing Partner",
      "Vista Ridge Partners",
      "linkedin.com/in/anasofiamorales",
      "www.linkedin.com/company/vista-ridge-partners",
      "vistaridge.com",
    );
    expect(r.person.linkedin_url).toBe("https://www.linkedin.com/in/anasofiamorales");
    expect(r.company.linkedin_url).toBe("https://www.linkedin.com/company/vista-ridge-partners");
    expect(r.company.website).toBe("https://vistaridge.com/");
    // Name split at the first space.
    expect(r.person.firstName).toBe("Ana");
    expect(r.person.lastName).toBe("Sofia Morales");
    expect(r.person.position).toBe("Managing Partner");
    expect(r.company.name).toBe("Vista Ridge Partners");
  });

  it("normalises the website to https://host/", () => {
    expect(card("Jane Doe", "WWW.Example-Realty.COM").company.website).toBe("https://www.example-realty.com/");
    expect(card("Jane Doe", "Web: http://acme.co.uk/contact").company.website).toBe("https://acme.co.uk/");
  });

  it("does not treat a free-mail domain as a company or a website", () => {
    const r = card("Robert Nguyen", "Realtor", "robert.nguyen.realtor@gmail.com", "Cell (773) 555-0182");
    expect(r.company.name).toBeNull();
    expect(r.company.website).toBeNull();
    expect(r.person.email).toBe("robert.nguyen.realtor@gmail.com");
  });

  it("reads '@' misread as © and spaces around the dots of an e-mail", () => {
    expect(card("Ann Lee", "ann.lee©acmerealty.com").person.email).toBe("ann.lee@acmerealty.com");
    expect(card("Ann Lee", "ann. lee@acmerealty. com").person.email).toBe("ann.lee@acmerealty.com");
    expect(card("Ann Lee", "ann.lee(at)acmerealty.com").person.email).toBe("ann.lee@acmerealty.com");
  });

  it("repairs wvvw. and http// in a web address", () => {
    expect(card("Ann Lee", "Broker", "wvvw.acmerealty.com").company.website).toBe("https://www.acmerealty.com/");
    expect(card("Ann Lee", "Broker", "http//acmerealty.com").company.website).toBe("https://acmerealty.com/");
  });

  it("reconciles an e-mail domain misread by one letter with the website and company line", () => {
    const r = card("Beacon Hill Capital", "Hannah Fischer", "hfischer@beaconhilicap.com", "view. beaconhillcap.com");
    expect(r.person.email).toBe("hfischer@beaconhillcap.com");
    expect(r.company.website).toBe("https://beaconhillcap.com/");
  });

  it("fixes a confusable letter in the e-mail's local part from the printed name", () => {
    expect(card("Laura Jensen", "liensen@cornerstoneprop.com").person.email).toBe("ljensen@cornerstoneprop.com");
    // A local part that is not a slip of a name pattern is left alone.
    expect(card("Laura Jensen", "leasing@cornerstoneprop.com").person.email).toBe("leasing@cornerstoneprop.com");
  });

  it("reads dots that OCR took for spaces in e-mails and web addresses", () => {
    const r = card("Chris Smith", "chris smith@contoso com", "https://www.contoso com|");
    expect(r.person.email).toBe("chris.smith@contoso.com");
    expect(r.company.website).toBe("https://www.contoso.com/");
    expect(card("Ann Lee", "E ann@acme.com").person.email).toBe("ann@acme.com");
    expect(card("Ann Lee", "Email ann@acme com").person.email).toBe("ann@acme.com");
  });

  it("mends an e-mail whose '@' before a free-mail provider was read as a letter", () => {
    expect(card("Rita Alves", "ritaalves77dgmail.com").person.email).toBe("ritaalves77@gmail.com");
    expect(card("Rita Alves", "E-mail: ritaalves77qhotmail.com").person.email).toBe("ritaalves77@hotmail.com");
    // A website on a provider's domain stays a website.
    expect(card("Rita Alves", "www.gmail.com").person.email).toBeNull();
  });
});

describe("websites mended by the printed e-mail's domain", () => {
  it("drops a speck OCR read as a label of its own in the web address", () => {
    const r = card("Ravi Kumar", "email: sales@mehta-tools.com  Website: www.mehta-tools.r.com");
    expect(r.company.website).toBe("https://www.mehta-tools.com/");
  });

  it("takes the e-mail's host for a web line OCR garbled past reading", () => {
    expect(card("Jin Park", "jin@hanbit.co.kr", "URL : htp//ww hanbit co,kr").company.website).toBe(
      "https://www.hanbit.co.kr/",
    );
    expect(card("Jin Park", "jin@hanbit.co.kr", "Web hanbitcokr").company.website).toBe("https://hanbit.co.kr/");
    // A free-mail host names no firm's website; a web line naming another site stays unread.
    expect(card("Jin Park", "jinpark@gmail.com", "Web: gmailcom").company.website).toBeNull();
    expect(card("Jin Park", "jin@hanbit.co.kr", "URL: www garden-of-eden").company.website).toBeNull();
  });

  it("reads 'www' set apart from a host that keeps its dots, and .ip for a Japanese .jp", () => {
    expect(card("Emi Sato", "URL : http://www sakura-net.co.ip").company.website).toBe("https://www.sakura-net.co.jp/");
    expect(card("Emi Sato", "www  aozora.ne.jp").company.website).toBe("https://www.aozora.ne.jp/");
  });

  it("joins a local part OCR split after its underscore, dot or hyphen", () => {
    expect(card("E-mail: maria_ lopez@example.com").person.email).toBe("maria_lopez@example.com");
    expect(card("Email: k. tanaka@example.co.jp").person.email).toBe("k.tanaka@example.co.jp");
    expect(card("jean- luc@example.fr").person.email).toBe("jean-luc@example.fr");
  });
});

describe("a label glued to the e-mail", () => {
  it("drops 'E.' and 'E-mail.' that OCR glued to the address, and keeps a real local part", () => {
    expect(card("E.hello@bluefin.example.com").person.email).toBe("hello@bluefin.example.com");
    expect(card("E-mail . sato@kaede.example.jp").person.email).toBe("sato@kaede.example.jp");
    expect(card("Email:lee@harbor.example.com").person.email).toBe("lee@harbor.example.com");
    expect(card("e.lee@harbor.example.com").person.email).toBe("e.lee@harbor.example.com");
  });
});

describe("e-mails whose '@' OCR read as a space, sites on a hosting service", () => {
  it.each([["E-mail: jdoe example.co.in"], ["Email jdoe example.co.in."], ["e-mail. jdoe example.co.in"]])(
    "reads %s after its label",
    (line) => {
      expect(parseCardText(`Jo Doe\n${line}`).person.email).toBe("jdoe@example.co.in");
    },
  );
  it("reads no e-mail from two words without a label", () => {
    expect(parseCardText("Jo Doe\nvisit example.co.in").person.email).toBeNull();
  });
  it.each([["www.harborprint.blogspot.com"], ["harborprint.wordpress.com"], ["www.harborprint.blogspot.com.br"]])(
    "names the firm from the site's own label on a hosting service (%s)",
    (site) => {
      expect(parseCardText(`Jo Doe\n${site}`).company.name).toBe("Harborprint");
    },
  );
  it("splits a design firm's domain into its words", () => {
    expect(parseCardText("Jo Doe\nwww.lumadesign.com").company.name).toBe("Luma Design");
  });
});

describe("a firm named from its domain, split by a word the card prints", () => {
  it.each([
    [["Grill & Bar", "www.harborgrill.com"], "Harbor Grill"],
    [["Bakery and cafe", "info@lunabakery.net", "www.lunabakery.net"], "Luna Bakery"],
  ])("reads %j", (lines, name) => {
    expect(parseCardText(["Jo Doe", ...lines].join("\n")).company.name).toBe(name);
  });
  it("leaves a domain whole when no printed word ends it", () => {
    expect(parseCardText("Jo Doe\nwww.harborgrill.com").company.name).toBe("Harborgrill");
  });
});

describe("web and e-mail slips", () => {
  it("reads 'corn' as 'com' between a host and its country code, and every dot read as a space", () => {
    const r = parseCardText("Lee Tan\nlee_tan@ harbortec com sg\nwww harbortec corn sg");
    expect(r.person.email).toBe("lee_tan@harbortec.com.sg");
    expect(r.company.website).toBe("https://www.harbortec.com.sg/");
  });
  it("keeps 'corn' inside a host", () => {
    expect(parseCardText("Jo Doe\nwww.cornfield.com").company.website).toBe("https://www.cornfield.com/");
  });
  it.each([["http7/www.harbor.co"], ["http1/www.harbor.co"], ["www.harbor.co"]])(
    "completes a site cut short (%s) from the e-mail's host",
    (line) => {
      expect(parseCardText(`Jo Doe\nE-mail: jo@harbor.co.jp\n${line}`).company.website).toBe(
        "https://www.harbor.co.jp/",
      );
    },
  );
});
