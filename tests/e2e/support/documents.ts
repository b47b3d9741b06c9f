// What the documents journeys share: the project's generated lease and memorandum fixtures (fixtures/leases,
// fixtures/om) with the lease's answer key, and screenshots when E2E_SCREENSHOTS is set.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

export const LEASE_PDF = path.resolve("fixtures/leases/lease-01-summary-table-office.pdf");
export const OM_PDF = path.resolve("fixtures/om/harbor_view_office_om.pdf");
const SHOTS = process.env.E2E_SCREENSHOTS ? path.resolve(".tmp/screens") : null;

type LeaseKey = { file: string; fields: Record<string, string | number | null> };
export const leaseKey = (
  JSON.parse(readFileSync(path.resolve("fixtures/leases/answer_keys.json"), "utf8")) as LeaseKey[]
).find((k) => k.file === path.basename(LEASE_PDF))!;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export async function documentsShot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}
