// E-mail, phone and web-address fields through the real app (issue 14): a bad e-mail is refused with the
// spec-style message, phones and URLs are normalised where unambiguous, the scanner still saves what it read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp({ firstName: "Ann", lastName: "Broker" });
});
afterAll(async () => {
  await t.close();
});

async function call(method: "POST" | "PATCH" | "GET", url: string, payload?: Record<string, unknown>) {
  const res = await t.app.inject({ method, url, headers: { cookie: ann.cookie }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: JSON.parse(res.body || "null") };
}

describe("contact fields", () => {
  it("refuses an e-mail that is not an address, on create and on update", async () => {
    const bad = await call("POST", "/api/contacts/people", {
      firstName: "Dana",
      lastName: "Reyes",
      email: "not-an-email",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBe("Enter a valid email address");

    const ok = await call("POST", "/api/contacts/people", {
      firstName: "Dana",
      lastName: "Reyes",
      email: "dana@acme.com",
    });
    expect(ok.status).toBe(201);
    const patched = await call("PATCH", `/api/contacts/people/${ok.body.id}`, { email: "dana at acme" });
    expect(patched.status).toBe(400);
    expect(patched.body.fields.email).toBe("Enter a valid email address");
    const cleared = await call("PATCH", `/api/contacts/people/${ok.body.id}`, { email: "" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.email).toBeNull();
  });

  it("formats North American phones and bare web addresses; keeps what it cannot read unambiguously", async () => {
    const person = await call("POST", "/api/contacts/people", {
      firstName: "Lee",
      lastName: "Park",
      phone: "212.555.0148 x12",
      linkedinUrl: "linkedin.com/in/leepark",
    });
    expect(person.body).toMatchObject({
      phone: "(212) 555-0148 ext. 12",
      linkedinUrl: "https://linkedin.com/in/leepark",
    });

    const company = await call("POST", "/api/contacts/companies", {
      name: "Park Holdings",
      website: "WWW.ParkHoldings.com/team",
      phone: "+44 20  7946 0958",
    });
    expect(company.status).toBe(201);
    expect(company.body).toMatchObject({ website: "https://www.parkholdings.com/team", phone: "+44 20 7946 0958" });

    const odd = await call("POST", "/api/contacts/companies", { name: "Odd Co", website: "intranet", phone: "ext 5" });
    expect(odd.body).toMatchObject({ website: "intranet", phone: "ext 5" });
  });

  it("the scanner saves what it read, even an e-mail that looks wrong (its review form flags it)", async () => {
    const res = await call("POST", "/api/contacts/scanner/save", { name: "Kim Lee", email: "kim@@lee" });
    expect(res.status).toBe(200);
    expect(res.body.person.email).toBe("kim@@lee");
  });
});
