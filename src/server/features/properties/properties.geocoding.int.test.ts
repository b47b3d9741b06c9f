// Geocoding as a job after creation, against small local fakes of Google and Nominatim started here.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";

type Fake = { server: Server; url: string; requests: string[] };
async function fake(handler: (url: URL) => { status: number; body: unknown }): Promise<Fake> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push(url.pathname + url.search);
    const { status, body } = handler(url);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

const apps: TestApp[] = [];
const fakes: Fake[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
  for (const f of fakes) await new Promise((r) => f.server.close(r));
});

async function settle(t: TestApp, cookie: string, id: string) {
  for (let i = 0; i < 100; i++) {
    const res = await t.app.inject({ method: "GET", url: `/api/properties/${id}`, headers: { cookie } });
    const body = res.json();
    if (body.geocodeStatus !== "pending") return body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("geocoding did not finish");
}

describe("geocoding job", () => {
  it("uses Google with a key: coordinates and a street-view URL", async () => {
    const g = await fake((url) =>
      url.searchParams.get("address")?.includes("Harbor")
        ? { status: 200, body: { status: "OK", results: [{ geometry: { location: { lat: 42.35, lng: -71.05 } } }] } }
        : { status: 200, body: { status: "ZERO_RESULTS", results: [] } },
    );
    fakes.push(g);
    const t = await createTestApp({ env: { GOOGLE_MAPS_API_KEY: "test-key", GOOGLE_MAPS_API_URL: g.url } });
    apps.push(t);
    const u = await t.signUp();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: { cookie: u.cookie },
      payload: { name: "Harbor", locationStreetAddress: "100 Harbor St", locationCity: "Boston", locationState: "MA" },
    });
    expect(created.json().geocodeStatus).toBe("pending");
    const done = await settle(t, u.cookie, created.json().id);
    expect(done).toMatchObject({ geocodeStatus: "done", locationLatitude: 42.35, locationLongitude: -71.05 });
    expect(done.streetViewImageUrl).toBe(
      `${g.url}/maps/api/streetview?size=640x320&location=42.35,-71.05&key=test-key`,
    );
    expect(g.requests[0]).toContain("/maps/api/geocode/json?address=100%20Harbor%20St%2C%20Boston%2C%20MA");
    const none = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: { cookie: u.cookie },
      payload: { name: "Nowhere", locationStreetAddress: "1 Nowhere Rd" },
    });
    expect((await settle(t, u.cookie, none.json().id)).geocodeStatus).toBe("failed");
  });

  it("uses a Nominatim-compatible server; its failure is logged, not shown", async () => {
    const n = await fake((url) =>
      url.searchParams.get("q")?.startsWith("500")
        ? { status: 500, body: { error: "down" } }
        : { status: 200, body: [{ lat: "30.2672", lon: "-97.7431", display_name: "Austin" }] },
    );
    fakes.push(n);
    const t = await createTestApp({ env: { NOMINATIM_URL: n.url } });
    apps.push(t);
    const u = await t.signUp();
    const post = (street: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/properties",
        headers: { cookie: u.cookie },
        payload: { name: street, locationStreetAddress: street, locationCity: "Austin" },
      });
    const ok = await post("1 Congress Ave");
    expect(ok.statusCode).toBe(201);
    expect(await settle(t, u.cookie, ok.json().id)).toMatchObject({
      geocodeStatus: "done",
      locationLatitude: 30.2672,
      locationLongitude: -97.7431,
      streetViewImageUrl: null,
    });
    const down = await post("500 Broken St");
    expect(down.statusCode).toBe(201);
    expect(await settle(t, u.cookie, down.json().id)).toMatchObject({
      geocodeStatus: "failed",
      locationLatitude: null,
    });
  });

  it("does nothing without a geocoder: the address stays text", async () => {
    const t = await createTestApp();
    apps.push(t);
    const u = await t.signUp();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: { cookie: u.cookie },
      payload: { name: "Plain", locationStreetAddress: "1 Plain St" },
    });
    expect(res.json()).toMatchObject({ geocodeStatus: "skipped", locationLatitude: null });
  });
});
