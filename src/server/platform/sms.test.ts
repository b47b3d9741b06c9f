import { mkdtemp, readdir, readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createSmsSender } from "#server/platform/sms.ts";

const log = pino({ level: "silent" });

describe("SMS sender", () => {
  it("writes texts to DATA_DIR/sms without a provider", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "sms-"));
    await createSmsSender({ dataDir, log }).send({ to: "+15551234567", text: "Your code is 123456." });
    const files = await readdir(path.join(dataDir, "sms"));
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(dataDir, "sms", files[0]), "utf8")).toContain("Your code is 123456.");
  });

  it("posts { to, text } with the bearer token to the configured provider, and fails on its errors", async () => {
    const seen: { auth?: string; body: string }[] = [];
    let status = 200;
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        seen.push({ auth: req.headers.authorization, body });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
      const sms = createSmsSender({ webhookUrl: url, webhookToken: "tok", dataDir: "/nonexistent", log });
      await sms.send({ to: "+15550000000", text: "hello" });
      expect(seen[0]).toEqual({ auth: "Bearer tok", body: JSON.stringify({ to: "+15550000000", text: "hello" }) });
      status = 500;
      await expect(sms.send({ to: "+15550000000", text: "again" })).rejects.toThrow("SMS provider answered 500");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
