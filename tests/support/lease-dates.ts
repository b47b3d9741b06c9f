// A completed lease whose abstract has an expiration, two renewal-notice deadlines (a Saturday, then a Monday)
// and a termination notice on Christmas Day: the critical-date tests read its dates, weekend and holiday shifts.
import { leases } from "#server/db/schema/documents.ts";
import type { TestApp, TestUser } from "./test-app.ts";

const cited = (value: string) => ({ value, normalized: value, page: 2, snippet: value, confidence: 0.9 });
const option = (deadline: string) => ({
  count: 1,
  termMonths: 60,
  noticeMonths: 9,
  noticeDeadline: deadline,
  rent: "95% of FMV",
  text: "renewal",
  page: 3,
  snippet: "renew",
});

/** Inserts the lease for `owner` and returns its id. */
export async function insertLeaseWithDates(t: TestApp, owner: TestUser, title: string, tenant: string) {
  const [row] = await t.ctx.db
    .insert(leases)
    .values({
      title,
      documentUrl: `${owner.id}/lease.pdf`,
      ownerId: owner.id,
      status: "completed",
      aiExtractedData: {
        tenant: cited(tenant),
        commencementDate: cited("2024-01-01"),
        expirationDate: cited("2031-12-31"),
        renewalOptions: [option("2031-03-29"), option("2036-03-31")],
        terminationOptions: [option("2028-12-25")],
        expansionOptions: [],
      },
    })
    .returning();
  return row?.id as string;
}

/** One request through the app as `user` (signed out when null): its status and its JSON body as `Body`. */
export async function callAs<Body>(t: TestApp, user: TestUser | null, method: string, url: string, payload?: unknown) {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as Body };
}
