// The tour-book PDF embeds each property's stored photo and floor plan (PNG/JPEG); a damaged image is left out
// and the PDF is still drawn.
import { createCanvas } from "@napi-rs/canvas";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractPdfText } from "#server/analysis/pdf/pdf-text.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let owner: TestUser;

const call = (method: "GET" | "POST", url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: owner.cookie, ...headers },
    ...(payload !== undefined ? { payload: payload as InjectOptions["payload"] } : {}),
  });

function picture(type: "image/png" | "image/jpeg"): Buffer {
  const canvas = createCanvas(64, 48);
  const g = canvas.getContext("2d");
  g.fillStyle = "#0f766e";
  g.fillRect(0, 0, 64, 48);
  return type === "image/png" ? canvas.toBuffer("image/png") : canvas.toBuffer("image/jpeg");
}

async function upload(propertyId: string, kind: string, name: string, bytes: Buffer, type: string) {
  const boundary = "----tourbook";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await call("POST", `/api/properties/${propertyId}/files?kind=${kind}`, payload, {
    "content-type": `multipart/form-data; boundary=${boundary}`,
  });
  expect(res.statusCode, res.body).toBe(201);
}

// A PNG with alpha is one image plus its soft mask (/SMask); a JPEG is one /DCTDecode image.
const count = (pdf: Buffer, re: RegExp) => pdf.toString("latin1").match(re)?.length ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe("tour book photos", () => {
  it("embeds the photo and floor plan of each property, skipping a damaged one", async () => {
    const survey = (await call("POST", "/api/surveys", { name: "Photo tour" })).json();
    const withPictures = (await call("POST", "/api/properties", { name: "Harbor Tower" })).json();
    const damaged = (await call("POST", "/api/properties", { name: "Pier 9" })).json();
    await upload(withPictures.id, "photo", "front.png", picture("image/png"), "image/png");
    await upload(withPictures.id, "floorplan", "plan.jpg", picture("image/jpeg"), "image/jpeg");
    // Right magic bytes, nothing behind them: pdfkit cannot draw it.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
    await upload(damaged.id, "photo", "broken.png", broken, "image/png");
    for (const propertyId of [withPictures.id, damaged.id]) {
      expect((await call("POST", `/api/surveys/${survey.id}/rows`, { propertyId })).statusCode).toBe(201);
    }

    const res = await call("GET", `/api/surveys/${survey.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(count(res.rawPayload, /\/SMask \d+ 0 R/g)).toBe(1);
    expect(count(res.rawPayload, /\/DCTDecode/g)).toBe(1);
    const { pages } = await extractPdfText(new Uint8Array(res.rawPayload));
    const text = pages.map((p) => p.text).join("\n");
    expect(text).toContain("Harbor Tower");
    expect(text).toContain("Pier 9");
  });
});
