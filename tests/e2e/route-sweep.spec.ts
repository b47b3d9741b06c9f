// The route sweep (issue 14): every route of the route table, signed in with data, on a 360 × 740 phone and a
// 1366 × 900 desktop: no sideways scrolling, no serious or critical axe violation; on the phone every control is a
// touch target of at least 40 × 40 px (support/touch-targets.ts). Routes come from the table
// itself, so a new page is swept as soon as it is registered; a new route with a parameter fails here until it
// gets a sample below. Each screen is swept in PARTS tests that run on any worker (decision 0063).
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { appRoutes } from "../../src/web/app/routes.ts";
import { expect, test } from "./support/fixtures.ts";
import { makeAdmin, removeArticle, type SweepIds, scheduleDeletion, seedSweepData } from "./support/sweep-data.ts";
import { MIN_TOUCH_PX, smallTouchTargets } from "./support/touch-targets.ts";
import { E2E_BASE_URL } from "./support/env.ts";
import { createVerifiedUser, type E2EUser, removeUser, signInApi } from "./support/users.ts";

/** Routes the sweep does not open, and why. */
const SKIPPED: Record<string, string> = {
  "/auth": "guest only: a signed-in visitor is sent home (the foundation journeys sweep it signed out)",
  "/auth/callback": "consumes a one-time verification result",
  "/docusign/callback": "consumes a one-time OAuth code",
};

/** A concrete address for each route with parameters. */
const SAMPLES: Record<string, (ids: SweepIds) => string> = {
  "/contacts/people/:id": (ids) => `/contacts/people/${ids.personId}`,
  "/contacts/companies/:id": (ids) => `/contacts/companies/${ids.companyId}`,
  "/share/contact/:token": (ids) => `/share/contact/${ids.userId}`,
  "/templates/checklist/:id": (ids) => `/templates/checklist/${ids.checklistId}`,
  "/templates/document/:id": (ids) => `/templates/document/${ids.documentTemplateId}`,
  "/folder/:id": (ids) => `/folder/${ids.folderId}`,
  "/leases/:id": (ids) => `/leases/${ids.leaseId}`,
  "/lease/:id": (ids) => `/lease/${ids.leaseId}`,
  "/offering-memorandum/:id": (ids) => `/offering-memorandum/${ids.memorandumId}`,
  "/lease-abstract/:id": (ids) => `/lease-abstract/${ids.leaseId}`,
  "/dealrooms/:id": (ids) => `/dealrooms/${ids.dealroomId}`,
  "/dealrooms/:dealroomId/document/:documentId/edit": (ids) =>
    `/dealrooms/${ids.dealroomId}/document/${ids.roomDocumentId}/edit`,
  "/surveys/public/:id": (ids) => `/surveys/public/${ids.surveyToken}`,
  "/surveys/:id": (ids) => `/surveys/${ids.surveyId}`,
  "/reports/:id": () => "/reports/lease-expirations",
};

/** Extra addresses for states a route shows by query string (a record opened in a side panel). */
const QUERY_SAMPLES: ((ids: SweepIds) => string)[] = [
  (ids) => `/documents?selected=${ids.leaseId}`,
  (ids) => `/tasks?selected=${ids.taskId}`,
  (ids) => `/projects?selected=${ids.projectId}`,
  () => "/projects?view=list",
  (ids) => `/properties?selected=${ids.propertyId}`,
];

function sweepAddresses(ids: SweepIds): string[] {
  const addresses = ["/"];
  for (const route of appRoutes) {
    if (SKIPPED[route.path]) continue;
    if (!route.path.includes(":")) {
      addresses.push(route.path);
      continue;
    }
    const sample = SAMPLES[route.path];
    if (!sample) throw new Error(`The route sweep has no sample address for ${route.path}: add one to SAMPLES`);
    addresses.push(sample(ids));
  }
  const all = [...addresses, ...QUERY_SAMPLES.map((q) => q(ids))];
  // SWEEP_ONLY=<regex> narrows the sweep while fixing a page; CI always sweeps everything.
  const only = process.env.SWEEP_ONLY;
  return only ? all.filter((a) => new RegExp(only).test(a)) : all;
}

/** Waits for the page's data: no skeleton or spinner left (a page may keep one, so this does not fail). */
async function settled(page: Page): Promise<void> {
  await page.locator("main, [role=main], body").first().waitFor();
  await expect
    .poll(() => page.locator(".animate-pulse, [role=status] .animate-spin").count(), { timeout: 8_000 })
    .toBe(0)
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/** Elements that stick out past the right edge, named so the failure says where to look. */
function overflowReport(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scroll = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scroll <= width) return null;
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const box = el.getBoundingClientRect();
      if (box.right <= width + 1 || box.width === 0) continue;
      // Only the outermost offender (its children stick out because it does), and nothing a fitting scroll or
      // clip container holds (a scrolling tab strip is fine).
      const parent = el.parentElement?.getBoundingClientRect();
      if (parent && parent.right > width + 1) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible" && a.getBoundingClientRect().right <= width + 1) {
          clipped = true;
          break;
        }
      }
      // A positioned element escapes a scroller that is not its containing block (an sr-only label in a tab).
      if (clipped && !["absolute", "fixed"].includes(getComputedStyle(el).position)) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).split(" ").slice(0, 3).join(".")}`;
      culprits.push(`${name} right=${Math.round(box.right)} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
      if (culprits.length >= 12) break;
    }
    return { width, scroll, culprits };
  });
}

/** Scroll containers whose content is wider than they are (a table cut at the right). */
function cutOffScrollers(page: Page) {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll<HTMLElement>("*"))
      .filter((el) => {
        const x = getComputedStyle(el).overflowX;
        // A board whose columns snap sideways (projects pipeline) scrolls by design.
        const board = getComputedStyle(el).scrollSnapType.startsWith("x");
        return (x === "auto" || x === "scroll") && !board && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0;
      })
      .filter((el) => el.getAttribute("role") !== "tablist")
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).split(" ").slice(0, 3).join(".")} (${el.scrollWidth} px in ${el.clientWidth} px) "${(el.textContent ?? "").trim().slice(0, 40)}"`,
      ),
  );
}

/** The two screens swept; each is split into parts that run as separate tests, so workers share the sweep. */
const VIEWPORTS = [
  { label: "a 360 × 740 phone", width: 360, height: 740 },
  { label: "a 1366 × 900 desktop", width: 1366, height: 900 },
];
const PARTS = 4;

async function sweep(
  browser: Browser,
  { user, ids }: SweepAccount,
  viewport: { width: number; height: number },
  part: number,
) {
  const phone = viewport.width < 640;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  await signInApi(page.request, user);
  const problems: string[] = [];
  // Every PARTS-th address from `part` on: neighbouring routes (e.g. the admin pages) land in different parts.
  const addresses = sweepAddresses(ids).filter((_, i) => i % PARTS === part);
  sweepTest.skip(addresses.length === 0 && !!process.env.SWEEP_ONLY, "SWEEP_ONLY leaves this part no address");
  expect(addresses.length, "addresses in this part of the sweep").toBeGreaterThan(0);
  try {
    for (const address of addresses) {
      // A step per address: the report shows where the sweep spends its time.
      await sweepTest.step(address, async () => {
        await page.goto(address);
        await settled(page);
        const overflow = await overflowReport(page);
        if (overflow) {
          problems.push(
            `${address}: ${overflow.scroll} px wide in ${overflow.width} px — ${overflow.culprits.join("; ")}`,
          );
        }
        if (phone) {
          const small = await smallTouchTargets(page);
          if (small.length > 0) {
            problems.push(`${address}: touch targets under ${MIN_TOUCH_PX} px — ${small.slice(0, 20).join("; ")}`);
          }
        } else {
          // On a desktop a table must not hide its last columns behind a sideways scroll.
          for (const cut of await cutOffScrollers(page)) problems.push(`${address}: sideways scroll in ${cut}`);
        }
        // Only violations are read: axe keeps every node of those and skips collecting the passes' selectors.
        const axe = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
        for (const v of axe.violations.filter((x) => x.impact === "serious" || x.impact === "critical")) {
          problems.push(
            `${address}: axe ${v.id} — ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
          );
        }
      });
    }
  } finally {
    await context.close();
  }
  expect(problems, `at ${viewport.width} × ${viewport.height}, part ${part + 1} of ${PARTS}`).toEqual([]);
}

type SweepAccount = { user: E2EUser; ids: SweepIds };
// biome-ignore lint/complexity/noBannedTypes: Playwright's extend() takes {} for "no test-scoped fixtures"
type NoTestFixtures = {};

// One signed-in admin with data per worker (a worker fixture: set up once however many parts that worker runs).
const sweepTest = test.extend<NoTestFixtures, { sweepAccount: SweepAccount }>({
  sweepAccount: [
    async ({ playwright }, use) => {
      const user = await createVerifiedUser({ firstName: "Sweeper" });
      await makeAdmin(user.email);
      // Another account in its grace period fills Admin → Deletions.
      const leaving = await createVerifiedUser({ firstName: "Leaving" });
      await scheduleDeletion(leaving.email);
      const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      let ids: SweepIds;
      try {
        await signInApi(api, user);
        ids = await seedSweepData(api);
      } finally {
        await api.dispose();
      }
      await use({ user, ids });
      await removeArticle(ids.articleId);
      await removeUser(leaving.email);
      await removeUser(user.email);
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

sweepTest.describe("route sweep", () => {
  for (const viewport of VIEWPORTS) {
    for (let part = 0; part < PARTS; part++) {
      sweepTest(
        `every route fits ${viewport.label} with no serious accessibility violation (part ${part + 1} of ${PARTS})`,
        async ({ browser, sweepAccount }) => {
          sweepTest.setTimeout(240_000);
          await sweep(browser, sweepAccount, viewport, part);
        },
      );
    }
  }
});
