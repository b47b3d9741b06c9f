import { describe, expect, it } from "vitest";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";
import { cardRecognitionSchema } from "#shared/contract/card-recognition.ts";

const card = (...lines: string[]) => parseCardText(lines.join("\n"));

describe("parseCardText", () => {
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

  it("maps M/O and direct/main labels, in any order", () => {
    const a = card("Jonathan Reyes", "Managing Director", "O 212.555.0110", "M 212.555.0187", "jreyes@keystonecp.com");
    expect(a.person.phone).toBe("212.555.0187");
    expect(a.company.phone).toBe("212.555.0110");
    const b = card("Ann Lee", "Broker", "main: (310) 555-0140", "direct: (310) 555-0148");
    expect(b.person.phone).toBe("(310) 555-0148");
    expect(b.company.phone).toBe("(310) 555-0140");
  });

  it("never takes a fax number as a phone", () => {
    const r = card("Priya Natarajan", "Vice President", "Fax +1 415 555 0198", "Mobile +1 415 555 0199");
    expect(r.person.phone).toBe("+1 415 555 0199");
    expect(r.company.phone).toBeNull();
  });

  it("gives the first unlabelled number to the person and the second to the company", () => {
    const r = card("Kevin Tran", "Associate", "(305) 555-0126", "(305) 555-0120");
    expect(r.person.phone).toBe("(305) 555-0126");
    expect(r.company.phone).toBe("(305) 555-0120");
  });

  it("splits several numbers printed on one line", () => {
    const r = card("Grace Liu", "Vice President", "T 312.555.0122 | F 312.555.0123 | O 312.555.0100");
    expect(r.person.phone).toBe("312.555.0122");
    expect(r.company.phone).toBe("312.555.0100");
  });

  it("keeps an extension with the number", () => {
    const r = card("Tom Price", "Leasing Agent", "Office: (214) 555-0100 ext. 214");
    expect(r.company.phone).toBe("(214) 555-0100 ext. 214");
    expect(r.person.phone).toBeNull();
  });

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

  it("does not treat a free-mail domain as a company or a website", () => {
    const r = card("Robert Nguyen", "Realtor", "robert.nguyen.realtor@gmail.com", "Cell (773) 555-0182");
    expect(r.company.name).toBeNull();
    expect(r.company.website).toBeNull();
    expect(r.person.email).toBe("robert.nguyen.realtor@gmail.com");
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

  it("fixes a one-letter OCR slip in the name using the e-mail", () => {
    const r = card("Cevin Tran", "Associate", "kevin.tran@pinnacleretail.com");
    expect(r.person.firstName).toBe("Kevin");
  });

  it("accepts labelled e-mail and phone lines and e-mails with spaces around @", () => {
    const r = card("Laura Jensen", "Director of Leasing", "E: ljensen @ cornerstoneprop.com", "P: 720-555-0155");
    expect(r.person.email).toBe("ljensen@cornerstoneprop.com");
    expect(r.person.phone).toBe("720-555-0155");
  });

  it("returns null for everything the card does not state", () => {
    const r = card("Jane Doe");
    expect(r.person.firstName).toBe("Jane");
    expect(r.person.lastName).toBe("Doe");
    for (const v of [r.person.email, r.person.phone, r.person.position, r.person.linkedin_url]) expect(v).toBeNull();
    expect(Object.values(r.company).every((v) => v === null)).toBe(true);
    expect(parseCardText("")).toEqual(parseCardText("   \n\n"));
  });

  it("does not read a ZIP code or street number as a phone", () => {
    const r = card("Paul Adams", "Broker", "1999 Avenue of the Stars", "Los Angeles, CA 90067-4610");
    expect(r.person.phone).toBeNull();
    expect(r.company.phone).toBeNull();
    expect(r.company.address).toBe("1999 Avenue of the Stars, Los Angeles, CA 90067-4610");
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

  it("never takes a fax number as a phone, whatever the label's form", () => {
    const r = card("Ann Lee", "Broker", "Fax: 212-555-0101", "F 212-555-0102", "P 212-555-0100", "212-555-0103 (fax)");
    expect(r.person.phone).toBe("212-555-0100");
    expect(r.company.phone).toBeNull();
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

  it("splits a firm word off a domain used as the company name", () => {
    expect(card("Alex Wu", "Broker", "alex@wuproperties.com").company.name).toBe("Wu Properties");
    expect(card("Alex Wu", "Broker", "alex@lakeshorerealty.com").company.name).toBe("Lakeshore Realty");
  });

  it("names the person from a first.last e-mail when no name line is legible", () => {
    const r = card("Chr1s Sm!th", "Senior Researcher", "chris.smith@contoso.com");
    expect(r.person).toMatchObject({ firstName: "Chris", lastName: "Smith" });
    expect(card("Broker", "info@contoso.com").person.firstName).toBeNull();
  });

  it("reads dots that OCR took for spaces in e-mails and web addresses", () => {
    const r = card("Chris Smith", "chris smith@contoso com", "https://www.contoso com|");
    expect(r.person.email).toBe("chris.smith@contoso.com");
    expect(r.company.website).toBe("https://www.contoso.com/");
    expect(card("Ann Lee", "E ann@acme.com").person.email).toBe("ann@acme.com");
    expect(card("Ann Lee", "Email ann@acme com").person.email).toBe("ann@acme.com");
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

  it("keeps a company line that the domain only extends (northgate-re.com)", () => {
    expect(card("NORTHGATE", "Marcus Holloway", "Principal", "marcus@northgate-re.com").company.name).toBe("NORTHGATE");
  });

  it("aligns an area code misread by one digit with the code the card's other numbers share", () => {
    const r = card("Chris Smith", "Cell: +1 (087) 123-4567", "Tel: +1 (987) 213-5674", "Fax: +1 (987) 312-6745");
    expect(r.person.phone).toBe("+1 (987) 123-4567");
    // Different area codes that are not one slip apart are left alone.
    const r2 = card("Ann Lee", "M 646-555-0101", "O 212-555-0100", "F 212-555-0199");
    expect(r2.person.phone).toBe("646-555-0101");
  });

  it("reads an upper-case word with one lower-case OCR slip as upper case", () => {
    const r = card("/ CONTOsO", "CHRIS SMiTH", "Senior Researcher", "chris.smith@contoso.com");
    expect(r.company.name).toBe("CONTOSO");
    expect(r.person).toMatchObject({ firstName: "Chris", lastName: "Smith" });
    // Ordinary capitalised and camel-case words are left alone.
    expect(card("McDonald Realty", "Ann Lee", "ann@mcdonaldrealty.com").company.name).toBe("McDonald Realty");
  });

  it("gives the person their mobile over a direct line, and never reads a postcode in brackets as a phone", () => {
    const r = card("Dana Reyes", "Tel.: +1 212 555 0100, Ext. 40", "Dir.: +1 212 555 0140", "Mobile: 917 555 0166");
    expect(r.person.phone).toBe("917 555 0166");
    const k = card("Min Park", "12 Harbour Road 735 (04512)", "M 010-5555-0199");
    expect(k.person.phone).toBe("010-5555-0199");
    expect(k.company.phone).toBeNull();
  });

  it("mends an e-mail whose '@' before a free-mail provider was read as a letter", () => {
    expect(card("Rita Alves", "ritaalves77dgmail.com").person.email).toBe("ritaalves77@gmail.com");
    expect(card("Rita Alves", "E-mail: ritaalves77qhotmail.com").person.email).toBe("ritaalves77@hotmail.com");
    // A website on a provider's domain stays a website.
    expect(card("Rita Alves", "www.gmail.com").person.email).toBeNull();
  });

  it("takes a line with a legal form for the company even when it is shaped like a name", () => {
    const r = card("PAULA REIS", "Gerente Comercial", "Imobiliaria Aurora Ltda.", "paula@auroraimoveis.com.br");
    expect(r.company.name).toBe("Imobiliaria Aurora Ltda.");
    expect(r.person).toMatchObject({ firstName: "Paula", lastName: "Reis" });
  });

  it("gives the company the person's other line when the mobile is theirs and no office number is labelled", () => {
    const r = card("Kenji Mori", "T 06-5555-0199", "M 090-5555-0188", "kenji.mori@harbor.example.jp");
    expect(r.person.phone).toBe("090-5555-0188");
    expect(r.company.phone).toBe("06-5555-0199");
  });
});
