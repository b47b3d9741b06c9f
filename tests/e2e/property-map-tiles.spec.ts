// The tile map: with MAP_TILE_URL configured the properties map is Leaflet over that tile server — a small
// local fake started here — and it fetches tiles from there only; the journeys' own server has no tile URL,
// so the same map is the coordinate plot and nothing is fetched at all.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { type SecondServer, startSecondServer } from "./support/second-server.ts";

// A 1 × 1 PNG; Leaflet stretches it over the 256 px tile.
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function startTileServer() {
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(req.url ?? "");
    res.writeHead(200, { "content-type": "image/png", "cache-control": "no-store" });
    res.end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function createProperty(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post("/api/properties", { data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: string; name: string };
}

test("with MAP_TILE_URL the map draws tiles from that server only; without it nothing is fetched", async ({
  signedInPage: page,
}) => {
  test.setTimeout(150_000);
  const tiles = await startTileServer();
  let server: SecondServer | null = null;
  const seen: URL[] = [];
  page.on("request", (r) => seen.push(new URL(r.url())));
  try {
    await createProperty(page, { name: "Austin One", locationLatitude: 30.27, locationLongitude: -97.74 });
    const dallas = await createProperty(page, {
      name: "Dallas Two",
      locationLatitude: 32.78,
      locationLongitude: -96.8,
    });

    // Not configured (the journeys' server): the plain plot, and not one request leaves the app.
    await page.goto("/properties");
    await page.getByRole("tab", { name: "Map" }).click();
    await expect(page.getByRole("img", { name: "Coordinate plot of 2 properties" })).toBeVisible();
    expect(seen.filter((u) => u.origin !== E2E_BASE_URL).map(String)).toEqual([]);
    expect(tiles.requests).toEqual([]);

    // Configured: a second web process on the same database with MAP_TILE_URL pointing at the fake.
    server = await startSecondServer({
      MAP_TILE_URL: `${tiles.url}/tiles/{z}/{x}/{y}.png`,
      MAP_TILE_ATTRIBUTION: "Test tiles",
    });
    const csp = (await page.request.get(`${server.base}/properties`)).headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(new RegExp(`img-src [^;]*${tiles.url.replace(/[.:/]/g, "\\$&")}`));
    seen.length = 0;
    await page.goto(`${server.base}/properties`);
    await page.getByRole("tab", { name: "Map" }).click();
    const map = page.getByRole("region", { name: "Property map" });
    await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible();
    await expect(map.getByText("Test tiles")).toBeVisible();
    // Both pins are drawn over the tiles.
    await expect(map.locator("path.leaflet-interactive")).toHaveCount(2);
    expect(tiles.requests.length).toBeGreaterThan(0);
    for (const r of tiles.requests) expect(r).toMatch(/^\/tiles\/\d+\/\d+\/\d+\.png$/);

    // Zooming in asks for that view's pins and draws the next zoom level's tiles from the same server.
    const zoomOf = (r: string) => Number(r.split("/")[2]);
    const firstZoom = Math.max(...tiles.requests.map(zoomOf));
    const viewAsked = page.waitForRequest(
      (r) => r.url().includes("/api/properties/map?") && new URL(r.url()).searchParams.has("south"),
    );
    await map.getByRole("button", { name: "Zoom in" }).click();
    await viewAsked;
    await expect.poll(() => Math.max(...tiles.requests.map(zoomOf))).toBe(firstZoom + 1);

    // Every request went to the app or to the configured tile server, nowhere else.
    const elsewhere = seen.filter((u) => u.origin !== server?.base && u.origin !== tiles.url);
    expect(elsewhere.map(String)).toEqual([]);

    // A pin opens its property.
    await page.goto(`${server.base}/properties`);
    // The first view's pins are redrawn when the viewport's own answer arrives (fitBounds → moveend): measure
    // after it, and only positions read twice alike — a pin replaced while measured gave no box, the other pin
    // was clicked and the journey failed once on a loaded machine.
    const viewAnswered = page.waitForResponse(
      (r) => r.url().includes("/api/properties/map?") && new URL(r.url()).searchParams.has("south"),
    );
    await page.getByRole("tab", { name: "Map" }).click();
    await viewAnswered;
    await expect(map.locator("path.leaflet-interactive")).toHaveCount(2);
    const pins = map.locator("path.leaflet-interactive");
    const tops = () => Promise.all([0, 1].map(async (i) => (await pins.nth(i).boundingBox())?.y ?? null));
    let boxes: (number | null)[] = [];
    await expect
      .poll(async () => {
        const [before, after] = [await tops(), await tops()];
        boxes = after;
        return after.every((y) => y !== null) && JSON.stringify(before) === JSON.stringify(after);
      })
      .toBe(true);
    // Dallas is the north-eastern pin: the one nearer the top of the map.
    await pins.nth((boxes[0] as number) < (boxes[1] as number) ? 0 : 1).click();
    await expect(page).toHaveURL(new RegExp(`selected=${dallas.id}`));
    await expect(page.getByRole("heading", { name: "Dallas Two", level: 1 })).toBeVisible();
  } finally {
    await server?.close();
    await tiles.close();
  }
});
