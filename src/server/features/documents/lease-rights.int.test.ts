// Upload → analysis job → abstract → critical dates → tasks, for the rights beyond renewal and termination:
// a contraction option and a right of first offer tied to the end of the term, on a ground lease that states its
// acreage and parcels. The PDF is generated here from text written for the test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { makePdf, upload, waitForLease } from "./documents.test-support.ts";

let t: TestApp;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp({ firstName: "Ann", lastName: "Rights" });
  bob = await t.signUp({ firstName: "Bob", lastName: "Other" });
});
afterAll(async () => {
  await t.close();
});

const PAGES = [
  [
    "GROUND LEASE",
    'This Ground Lease is dated as of May 1, 2025, between Meadowlark Farms, LLC ("Landlord") and Brightfield Solar',
    'Project 7, LLC ("Tenant").',
    "1. Premises. Landlord leases to Tenant approximately 42.5 acres of land, being Tax Parcel Nos. 12-034-001 and",
    "12-034-002 in Greene County, Ohio.",
    "2. Term. The Term shall commence on January 1, 2026 and expire on December 31, 2050.",
    "3. Rent. Tenant shall pay annual rent of $1,200.00 per acre.",
  ].join("\n"),
  [
    "14. Contraction Option. Tenant shall have the one-time right to reduce the size of the Premises by up to ten",
    "acres, effective as of December 31, 2035, by giving Landlord not less than twelve (12) months' prior written",
    "notice.",
    "15. Right of First Offer. Tenant shall have a right of first offer to lease any adjoining land Landlord intends",
    "to lease. Tenant may not exercise this right during the last thirty-six (36) months of the Term.",
  ].join("\n"),
];

describe("contraction options and first rights → critical dates → tasks", () => {
  it("extracts them, dates them and turns them into tasks; another user sees nothing", async () => {
    const up = await upload(t, ann, "lease", { filename: "Meadowlark ground lease.pdf", data: await makePdf(PAGES) });
    expect(up.statusCode).toBe(201);
    const id = up.json().id as string;
    const lease = await waitForLease(t, ann, id);
    expect(lease.status).toBe("completed");
    const a = lease.aiExtractedData;
    expect(a.contractionOptions[0]).toMatchObject({ noticeMonths: 12, noticeDeadline: "2034-12-31" });
    expect(a.firstOfferRights[0]).toMatchObject({ noticeDeadline: "2047-12-31", deadlineFrom: "expiration" });
    expect(a.acreage?.normalized).toBe(42.5);
    expect(a.parcelNumbers?.value).toBe("12-034-001, 12-034-002");
    expect(a.rentPerAcre?.normalized).toBe(1200);
    const kinds = lease.criticalDates.map((d: { kind: string; date: string }) => `${d.kind} ${d.date}`);
    expect(kinds).toEqual(
      expect.arrayContaining(["contraction_notice 2034-12-31", "rofo_notice 2047-12-31", "expiration 2050-12-31"]),
    );

    const tracked = await t.app.inject({
      method: "POST",
      url: `/api/tasks/lease/${id}`,
      headers: { cookie: ann.cookie },
      payload: {},
    });
    expect(tracked.statusCode).toBe(200);
    const keys = (tracked.json().tasks as { criticalDateKey: string }[]).map((x) => x.criticalDateKey).sort();
    expect(keys).toEqual(["contraction_notice:1", "expiration", "rofo_notice:1"]);

    const other = await t.app.inject({ method: "GET", url: `/api/leases/${id}`, headers: { cookie: bob.cookie } });
    expect(other.statusCode).toBe(404);
  });
});
