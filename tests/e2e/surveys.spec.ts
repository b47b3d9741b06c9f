// Surveys journey: build a tour book of three properties, share it, the client opens the public link signed out
// on a phone and gives feedback, the broker sees it and exports the tour-book PDF; bad links show a clear page.
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { createCanvas } from "@napi-rs/canvas";
import type { Page } from "@playwright/test";
import { grantFreeUpgrade, setTrialEnd } from "./support/db.ts";
import { expect, test } from "./support/fixtures.ts";

async function expectNoSeriousA11yViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("builds, shares and gets feedback on a tour book", async ({ signedInPage: page, browser }) => {
  test.setTimeout(180_000);
  const api = page.request;
  const buildings = [
    {
      name: "Harbor Tower",
      locationStreetAddress: "100 Harbor Blvd",
      locationLatitude: 37.8,
      locationLongitude: -122.27,
    },
    { name: "Pier 9 Lofts", locationStreetAddress: "9 Pier Way", locationLatitude: 37.79, locationLongitude: -122.39 },
    { name: "Quiet Park", locationStreetAddress: "1 Park Ln", locationLatitude: 37.77, locationLongitude: -122.45 },
  ];
  for (const b of buildings) {
    const res = await api.post("/api/properties", { data: b });
    expect(res.status(), await res.text()).toBe(201);
  }
  const person = await api.post("/api/contacts/people", { data: { firstName: "Jordan", lastName: "Lee" } });
  expect(person.status()).toBe(201);
  const project = await api.post("/api/projects", { data: { name: "Acme relocation", type: "tenant_rep" } });
  expect(project.status()).toBe(201);
  const company = await api.post("/api/contacts/companies", { data: { name: "Acme Corp" } });
  expect(company.status()).toBe(201);

  await page.getByRole("link", { name: "Surveys" }).first().click();
  await expect(page.getByRole("heading", { name: "Surveys", level: 1 })).toBeVisible();
  await expect(page.getByText("No surveys yet")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/surveys");
  await page.getByRole("button", { name: "New survey" }).first().click();
  await page.getByRole("dialog").getByLabel("Survey name").fill("Acme HQ search");
  await page.getByRole("dialog").getByRole("button", { name: "Create survey" }).click();
  await expect(page.getByRole("heading", { name: "Acme HQ search", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Edit requirement" }).click();
  await page.getByLabel("Minimum RSF").fill("8000");
  await page.getByLabel("Maximum RSF").fill("12000");
  await page.getByLabel("Budget ($/RSF/yr, gross)").fill("45");
  // Client contact and project from the search-as-you-type pickers, chosen with the keyboard.
  await page.getByRole("combobox", { name: "Add client contact" }).fill("jord");
  await expect(page.getByRole("option", { name: "Jordan Lee" })).toBeVisible();
  await page.getByRole("combobox", { name: "Add client contact" }).press("Enter");
  await expect(page.getByRole("list", { name: "Client contacts" })).toContainText("Jordan Lee");
  await page.getByRole("combobox", { name: "Project" }).fill("acme");
  await page.getByRole("option", { name: "Acme relocation" }).click();
  await page.getByRole("combobox", { name: "Client company" }).fill("acme");
  await page.getByRole("option", { name: "Acme Corp" }).click();
  // The target date in the one date picker: typed as MM/dd/yyyy; an impossible day is refused.
  await page.getByLabel("Target date").fill("02/30/2027");
  await page.getByRole("button", { name: "Save requirement" }).click();
  await expect(page.getByText("Enter a real date as MM/dd/yyyy")).toBeVisible();
  await page.getByLabel("Target date").fill("06/30/2027");
  await page.getByRole("button", { name: "Save requirement" }).click();
  await expect(page.getByText("8,000–12,000 RSF")).toBeVisible();
  await expect(page.getByText("by Jun 30, 2027")).toBeVisible();
  await expect(page.getByText("For Acme Corp · Jordan Lee · Project: Acme relocation")).toBeVisible();

  const quotes = [
    { rsf: "10000", rent: "30", type: "NNN", opex: "12" },
    { rsf: "6000", rent: "52", type: "FS", opex: "" },
    { rsf: "9000", rent: "36", type: "MG", opex: "4" },
  ];
  for (const [i, b] of buildings.entries()) {
    await page.getByRole("button", { name: "Add property" }).click();
    const dialog = page.getByRole("dialog");
    // The property from the search-as-you-type picker; rent type and tour status from the app's own selects.
    await dialog.getByRole("combobox", { name: "Property", exact: true }).fill(b.name.split(" ")[0] as string);
    await dialog.getByRole("option", { name: `${b.name} — ${b.locationStreetAddress}` }).click();
    await expect(
      dialog.getByRole("button", { name: `Remove property ${b.name} — ${b.locationStreetAddress}` }),
    ).toBeVisible();
    const q = quotes[i] as (typeof quotes)[number];
    await dialog.getByLabel("RSF", { exact: true }).fill(q.rsf);
    await dialog.getByLabel("Asking rent ($/RSF/yr)").fill(q.rent);
    await dialog.getByRole("combobox", { name: "Rent type" }).click();
    await page.getByRole("option", { name: new RegExp(`^${q.type} \\(`) }).click();
    await expect(dialog.getByRole("combobox", { name: "Rent type" })).toContainText(q.type);
    if (i === 0) {
      // Keyboard only: focus the tour status, open it with Enter, move down one and choose. The mouse still rests
      // where the rent type option was clicked; the opened list can land under it, and Chromium's synthetic mouse
      // move after layout lets the option under the pointer take focus (Radix focuses on pointer move) — so the
      // pointer is parked off the dialog first (failed once in CI: Enter chose 'Proposed').
      await page.mouse.move(0, 0);
      const status = dialog.getByRole("combobox", { name: "Tour status" });
      await status.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("option", { name: "Proposed" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("option", { name: "Scheduled" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(status).toContainText("Scheduled");
    }
    if (q.opex) await dialog.getByLabel("Opex ($/RSF/yr)").fill(q.opex);
    await dialog.getByRole("button", { name: "Add to survey" }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole("heading", { name: "Properties (3)" })).toBeVisible();
  // Pier 9 misses the requirement, with the misses named.
  await expect(page.getByText("Too small: 6,000 RSF (needs 8,000–12,000 RSF)")).toBeVisible();
  await expect(page.getByText("Over budget: $52.00/RSF gross (budget $45.00)")).toBeVisible();
  await page.getByRole("tab", { name: "Compare" }).click();
  await expect(page.getByRole("table", { name: "Comparison" }).getByText("$420,000")).toBeVisible();
  await page.getByRole("tab", { name: "Map" }).click();
  await expect(page.getByRole("img", { name: /Plot of 3 property locations/ })).toBeVisible();
  await page.getByRole("tab", { name: "List" }).click();
  await expectNoSeriousA11yViolations(page, "/surveys/{id}");

  await page.getByLabel("Expires on (optional)").fill("12/31/2030");
  await page.getByRole("button", { name: "Create public link" }).click();
  await expect(page.getByText("Expires Dec 31, 2030")).toBeVisible();
  const link = await page.getByLabel("Public link").inputValue();
  expect(link).toMatch(/\/surveys\/public\/[A-Za-z0-9_-]{32}$/);

  // The client: signed out, on a phone.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const client = await phone.newPage();
    await client.goto(link);
    await expect(client.getByRole("heading", { name: "Acme HQ search", level: 1 })).toBeVisible();
    await expect(client).toHaveURL(link);
    await client.getByLabel("Your name (optional)").fill("Carla Client");
    await expectNoSeriousA11yViolations(client, "/surveys/public/{id}");
    const harbor = client.getByRole("form", { name: "Feedback on Harbor Tower" });
    await harbor.getByRole("button", { name: "Favorite" }).click();
    await harbor.getByLabel("Comment").fill("<b>Great views</b> <script>alert(1)</script>");
    await harbor.getByRole("button", { name: "Send feedback" }).click();
    await expect(harbor.getByRole("status")).toHaveText("Thank you — your broker sees your feedback.");
    const pier = client.getByRole("form", { name: "Feedback on Pier 9 Lofts" });
    await pier.getByRole("button", { name: "No" }).click();
    // Keyboard only: the reason on the app's own select.
    const reason = pier.getByRole("combobox", { name: "Reason" });
    await reason.focus();
    await client.keyboard.press("Enter");
    await expect(client.getByRole("option", { name: "No particular reason" })).toBeFocused();
    await client.keyboard.press("ArrowDown");
    await expect(client.getByRole("option", { name: "Too expensive" })).toBeFocused();
    await client.keyboard.press("Enter");
    await expect(reason).toContainText("Too expensive");
    await pier.getByRole("button", { name: "Send feedback" }).click();
    await expect(pier.getByRole("status")).toBeVisible();
    const scroll = await client.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(360);
  } finally {
    await phone.close();
  }

  // The broker sees the feedback (as text), the reason rolled up, and who viewed.
  await page.reload();
  await expect(page.getByText("Client: Favorite")).toBeVisible();
  await expect(page.getByText("<b>Great views</b> <script>alert(1)</script>").first()).toBeVisible();
  await expect(page.getByText("What the client said no to: Too expensive ×1")).toBeVisible();
  await expect(page.getByText(/^Carla Client · /).first()).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export tour book PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("Acme HQ search - tour book.pdf");
  expect((await readFile((await file.path()) as string)).subarray(0, 5).toString()).toBe("%PDF-");

  // A revoked link shows a clear page and no data.
  await page.getByRole("button", { name: "Revoke link" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("button", { name: "Create public link" })).toBeVisible();
  const visitor = await browser.newContext();
  try {
    const p = await visitor.newPage();
    await p.goto(link);
    await expect(p.getByRole("heading", { name: "This survey link is not valid" })).toBeVisible();
    await expect(p.getByText("Harbor Tower")).toHaveCount(0);
    await p.goto("/surveys/public/nope");
    await expect(p.getByRole("heading", { name: "This survey link is not valid" })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test("a typed-in row saved to my properties gets a photo in the row, the public link and the tour book", async ({
  signedInPage: page,
  user,
  browser,
}) => {
  test.setTimeout(120_000);
  const survey = await page.request.post("/api/surveys", { data: { name: "Typed-in tour" } });
  expect(survey.status()).toBe(201);
  await page.goto(`/surveys/${(await survey.json()).id}`);

  await page.getByRole("button", { name: "Add property" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Type it in").check();
  await dialog.getByLabel("Property name").fill("Bayview Commons");
  await dialog.getByLabel("Address").fill("200 Bay St, Alameda, CA 94501");
  await dialog.getByRole("button", { name: "Add to survey" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "1. Bayview Commons" }) });
  await expect(row.getByText("Save this row to your properties to add photos and a floor plan.")).toBeVisible();
  await expect(row.getByRole("img")).toHaveCount(0);

  // Confirmed first: it creates a record.
  await row.getByRole("button", { name: "Save Bayview Commons to my properties" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Save Bayview Commons to your properties?" });
  await confirm.getByRole("button", { name: "Save to my properties" }).click();
  await expect(page.getByText("Saved to your properties")).toBeVisible();
  await expect(row.getByRole("link", { name: "Open property" })).toBeVisible();

  // A photo through the row's own button: the picker, then the row shows it.
  const canvas = createCanvas(320, 200);
  const g = canvas.getContext("2d");
  g.fillStyle = "#0f766e";
  g.fillRect(0, 0, 320, 200);
  const chooser = page.waitForEvent("filechooser");
  await row.getByRole("button", { name: "Add photo" }).click();
  await (await chooser).setFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: canvas.toBuffer("image/jpeg") });
  await expect(page.getByText("File uploaded")).toBeVisible();
  const photo = row.getByRole("img", { name: "Bayview Commons" });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  // The property page has it too, with the row's address split into its fields.
  await row.getByRole("link", { name: "Open property" }).click();
  await expect(page.getByRole("list", { name: "Photos" }).getByRole("img", { name: "front.jpg" })).toBeVisible();
  await expect(page.getByText("200 Bay St").first()).toBeVisible();
  await page.goBack();

  await page.getByRole("button", { name: "Create public link" }).click();
  const link = await page.getByLabel("Public link").inputValue();
  const visitor = await browser.newContext();
  try {
    const client = await visitor.newPage();
    await client.goto(link);
    await expect(client.getByRole("img", { name: "Bayview Commons" })).toBeVisible();
  } finally {
    await visitor.close();
  }

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export tour book PDF" }).click();
  const pdf = await readFile((await (await download).path()) as string);
  // The row's photo (a JPEG) is drawn in the tour book.
  expect(pdf.toString("latin1").match(/\/DCTDecode/g)?.length).toBe(1);

  // A plan with surveys but not properties: the button stays, disabled, with the reason.
  const second = await page.request.post(`${new URL(page.url()).pathname.replace("/surveys/", "/api/surveys/")}/rows`, {
    data: { name: "Quiet Corner", address: "1 Park Ln" },
  });
  expect(second.status()).toBe(201);
  await setTrialEnd(user.email, new Date(Date.now() - 86_400_000));
  await grantFreeUpgrade(user.email, "templates");
  await page.reload();
  const typed = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "2. Quiet Corner" }) });
  await expect(typed.getByRole("button", { name: "Save Quiet Corner to my properties" })).toBeDisabled();
  await expect(
    typed.getByText("Saving a row to your properties needs the Document Analysis plan, which includes properties."),
  ).toBeVisible();
  await expect(row.getByRole("button", { name: "Add photo" })).toHaveCount(0);
  await expect(row.getByRole("img", { name: "Bayview Commons" })).toBeVisible();
  // The rows with their new actions fit a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(typed.getByText(/Document Analysis plan/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
