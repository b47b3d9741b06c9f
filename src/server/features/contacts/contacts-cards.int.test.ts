// The shared contact card (public, vCard) and saving business-card scans.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call as callAs, type Json } from "../../../../tests/support/contacts.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;

beforeAll(async () => {
  // The scans here check the reading, not the 10 s wall-clock cap (card-budget.test.ts): lifted, the CPU budget stays.
  t = await createTestApp({ config: { cardWallCapMs: 120_000 } });
  ann = await t.signUp({ firstName: "Ann", lastName: "Broker" });
});
afterAll(async () => {
  await t.close();
});

const call = (user: TestUser | null, method: string, url: string, payload?: Json) =>
  callAs(t, user, method, url, payload);

describe("shared contact", () => {
  it("answers only the card fields, a vCard 4.0, and checks the token", async () => {
    await call(ann, "PATCH", "/api/profile", {
      phone: "+1 555 0199",
      position: "Broker, Retail",
      company: "Lee; Partners",
    });
    const res = await call(null, "GET", `/api/share/contact/${ann.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      firstName: "Ann",
      lastName: "Broker",
      position: "Broker, Retail",
      company: "Lee; Partners",
      phone: "+1 555 0199",
      email: ann.email,
    });
    const vcard = await call(null, "GET", `/api/share/contact/${ann.id}/vcard`);
    expect(vcard.headers["content-type"]).toMatch(/^text\/vcard/);
    expect(vcard.headers["content-disposition"]).toMatch(/attachment/);
    expect(vcard.text).toContain("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann Broker\r\nN:Broker;Ann;;;\r\n");
    expect(vcard.text).toContain("ORG:Lee\\; Partners\r\n");
    expect(vcard.text).toContain("TITLE:Broker\\, Retail\r\n");
    expect(vcard.text).toContain(`EMAIL;TYPE=work:${ann.email}\r\n`);
    expect(vcard.text).not.toMatch(/trial|admin|country/i);

    const invalid = await call(null, "GET", "/api/share/contact/not-a-uuid");
    expect(invalid.status).toBe(400);
    expect(invalid.body.title).toBe("Invalid contact link");
    expect((await call(null, "GET", "/api/share/contact/not-a-uuid/vcard")).status).toBe(400);
    const unknown = await call(null, "GET", "/api/share/contact/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
  });
});

describe("business card scanner", () => {
  it("refuses what is not an image with the Processing Error wording", async () => {
    for (const imageBase64 of [
      "data:image/jpeg;base64,aGVsbG8gd29ybGQ=",
      "not base64 at all!",
      "data:text/plain,hello",
    ]) {
      const res = await call(ann, "POST", "/api/contacts/process-business-card", { imageBase64 });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        title: "Processing Error",
        detail: "Could not process the business card image",
      });
    }
  });

  it("answers an empty result for an image with nothing readable", async () => {
    const { createCanvas } = await import("@napi-rs/canvas");
    const canvas = createCanvas(640, 360);
    const g = canvas.getContext("2d");
    g.fillStyle = "#ffffff";
    g.fillRect(0, 0, 640, 360);
    const jpeg = canvas.toBuffer("image/jpeg", 100);
    const res = await call(ann, "POST", "/api/contacts/process-business-card", {
      imageBase64: `data:image/jpeg;base64,${jpeg.toString("base64")}`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      person: { firstName: null, lastName: null, email: null, phone: null, position: null, linkedin_url: null },
      company: { name: null, website: null, address: null, phone: null, linkedin_url: null },
    });
  }, 90_000);

  it("saves a scanned contact: existing company by name, new company, one-word name, update by e-mail", async () => {
    const u = await t.signUp();
    const acme = await call(u, "POST", "/api/contacts/companies", { name: "Acme Realty" });
    const first = await call(u, "POST", "/api/contacts/scanner/save", {
      name: "Chris  Smith Jr",
      email: "chris@acme.com",
      jobTitle: "Broker",
      company: "ACME REALTY",
      useExistingCompany: true,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: true, companyLinked: true });
    expect(first.body.person).toMatchObject({
      firstName: "Chris",
      lastName: "Smith Jr",
      position: "Broker",
      company: { id: acme.body.id },
    });

    const second = await call(u, "POST", "/api/contacts/scanner/save", {
      name: "Madonna",
      company: "Acme Realty",
      website: "https://acme.example",
      companyPhone: "555",
      useExistingCompany: false,
    });
    expect(second.body.person).toMatchObject({ firstName: "Madonna", lastName: "" });
    expect(second.body.person.company.id).not.toBe(acme.body.id);

    const lookup = await call(u, "GET", "/api/contacts/people/by-email?email=CHRIS%40acme.com");
    const updated = await call(u, "POST", "/api/contacts/scanner/save", {
      name: "Chris Smith",
      email: "chris@acme.com",
      phone: "+1 555 0101",
      updatePersonId: lookup.body.person.id,
    });
    expect(updated.body).toMatchObject({ created: false });
    expect(updated.body.person).toMatchObject({ id: first.body.person.id, phone: "+1 555 0101", position: "Broker" });

    // A company the user cannot use is logged and the contact is saved without one.
    const foreign = await call(ann, "POST", "/api/contacts/companies", { name: "Not Yours" });
    const noCompany = await call(u, "POST", "/api/contacts/scanner/save", {
      name: "Pat Doe",
      companyId: foreign.body.id,
    });
    expect(noCompany.body).toMatchObject({ created: true, companyLinked: false });
    expect(noCompany.body.person.company).toBeNull();

    const blank = await call(u, "POST", "/api/contacts/scanner/save", { name: "  " });
    expect(blank.status).toBe(400);
    const other = await call(ann, "POST", "/api/contacts/scanner/save", {
      name: "X Y",
      updatePersonId: first.body.person.id,
    });
    expect(other.status).toBe(404);
  });
});
