// Deal-room e-signature: the owner connects DocuSign through the callback page against a local fake.
import { startFakeDocusign } from "../support/fake-docusign.ts";
import { createRoom } from "./support/dealrooms.ts";
import { expect, test } from "./support/fixtures.ts";
import { toast } from "./support/page-checks.ts";
import { type SecondServer, startSecondServer } from "./support/second-server.ts";

test("the owner connects DocuSign through the callback page (local fake)", async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  const fake = await startFakeDocusign();
  let server: SecondServer | null = null;
  try {
    // A second web process on the same database and DATA_DIR, configured for the fake DocuSign.
    server = await startSecondServer(fake.env());
    const base = server.base;
    const roomId = await createRoom(page.request, "Signing Room");
    await page.goto(`${base}/dealrooms/${roomId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Signing Room" })).toBeVisible();

    // Tampered and incomplete callbacks show the §5 messages.
    const direct = await page.context().newPage();
    await direct.goto(`${base}/docusign/callback?code=abc&state=${encodeURIComponent("%%%")}`);
    await expect(direct.getByText("Authentication Error")).toBeVisible();
    await expect(direct.getByText("Invalid state parameter: could not parse")).toBeVisible();
    await direct.goto(`${base}/docusign/callback?state=x`);
    await expect(direct.getByText("Missing required parameters from DocuSign")).toBeVisible();
    await direct.goto(`${base}/docusign/callback?error=access_denied`);
    await expect(direct.getByText("DocuSign error: access_denied - Unknown error")).toBeVisible();
    const noVerifier = Buffer.from(JSON.stringify({ returnUrl: "/dealrooms" })).toString("base64url");
    await direct.goto(`${base}/docusign/callback?code=abc&state=${noVerifier}`);
    await expect(direct.getByText("Invalid state parameter: missing required fields")).toBeVisible();
    await direct.close();

    // An error in a pop-up: 'Authentication Error', the message reaches the opener, the pop-up closes after 2 s.
    const errorPopupPromise = page.waitForEvent("popup");
    // The opener times it itself (message received → window closed), so a loaded machine cannot skew it.
    await page.evaluate(() => {
      const popup = window.open(
        "/docusign/callback?error=access_denied&error_description=User%20cancelled",
        "docusign-error",
      );
      let messagedAt = 0;
      window.addEventListener("message", (event) => {
        if ((event.data as { type?: string } | null)?.type === "docusign_auth_error" && !messagedAt)
          messagedAt = performance.now();
      });
      (window as unknown as { closeTiming: Promise<number> }).closeTiming = new Promise((resolve) => {
        const timer = setInterval(() => {
          if (!popup?.closed) return;
          clearInterval(timer);
          resolve(messagedAt ? performance.now() - messagedAt : -1);
        }, 50);
      });
    });
    const errorPopup = await errorPopupPromise;
    await expect(errorPopup.getByText("Authentication Error")).toBeVisible();
    await expect(errorPopup.getByText("DocuSign error: access_denied - User cancelled")).toBeVisible();
    const openFor = await page.evaluate(() => (window as unknown as { closeTiming: Promise<number> }).closeTiming);
    expect(openFor).toBeGreaterThanOrEqual(1900);
    expect(openFor).toBeLessThan(15_000);
    await expect(toast(page, "DocuSign error: access_denied - User cancelled")).toBeVisible();

    // The real flow in a pop-up: consent at the fake, back to the callback page, message to the opener.
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Connect DocuSign" }).click();
    const popup = await popupPromise;
    // The pop-up shows 'Authentication Successful' for 1 s, messages this tab and closes itself.
    const closed = popup.waitForEvent("close", { timeout: 20_000 });
    await popup.waitForURL(/\/docusign\/callback\?code=/);
    await closed;
    await expect(toast(page, "DocuSign connected")).toBeVisible();
    await expect(page.getByText("DocuSign: Fake Brokerage")).toBeVisible();
    expect(fake.authorizations.at(-1)?.get("code_challenge_method")).toBe("S256");

    // Without a pop-up (no opener) the callback page returns to the room with docusign_connected=true.
    const auth = await page.request.post(`${base}/api/docusign/authorize`, {
      data: { returnUrl: `/dealrooms/${roomId}` },
    });
    await page.goto((await auth.json()).url);
    await expect(page).toHaveURL(new RegExp(`/dealrooms/${roomId}\\?docusign_connected=true$`));
    await expect(page.getByRole("heading", { level: 1, name: "Signing Room" })).toBeVisible();
  } finally {
    await server?.close();
    await fake.close();
  }
});
