import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";

const tempDir = () => mkdtemp(path.join(tmpdir(), "leasedesk-config-"));

describe("loadConfig", () => {
  it("defaults: port 3000, APP_URL from the port, ./data, embedded database, rate limits on", async () => {
    const dir = await tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      appUrl: "http://localhost:3000",
      dataDir: path.resolve(dir),
      databaseUrl: undefined,
      smtpUrl: undefined,
      adminEmails: [],
      role: "all",
      rateLimitEnabled: true,
      trustProxy: [],
      s3: undefined,
      llm: undefined,
    });
    expect(loadConfig({ AUTH_SECRET: "x" }).dataDir).toBe(path.resolve("./data"));
  });

  it("generates the auth secret into DATA_DIR once and reuses it after a restart", async () => {
    const dir = await tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, "auth-secret");
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8").trim()).toBe(first.authSecret);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
    expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: "given" }).authSecret).toBe("given");
  });

  it("reads the documented variables", async () => {
    const dir = await tempDir();
    const config = loadConfig({
      DATA_DIR: dir,
      PORT: "4123",
      APP_URL: "https://leases.example.com/",
      DATABASE_URL: "postgres://u:p@db:5432/app",
      SMTP_URL: "smtp://user:pass@mail:587",
      ADMIN_EMAILS: " Boss@Example.com, ,ops@example.com ",
      RATE_LIMIT_ENABLED: "false",
      ROLE: "web",
      S3_BUCKET: "files",
    });
    expect(config).toMatchObject({
      port: 4123,
      appUrl: "https://leases.example.com",
      databaseUrl: "postgres://u:p@db:5432/app",
      smtpUrl: "smtp://user:pass@mail:587",
      adminEmails: ["boss@example.com", "ops@example.com"],
      rateLimitEnabled: false,
      role: "web",
      s3: { bucket: "files", region: "us-east-1" },
    });
  });

  it("treats empty values as unset", async () => {
    const dir = await tempDir();
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: "", SMTP_URL: "", AUTH_SECRET: "" })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "70000"],
    ["ROLE", "boss"],
    ["LOG_LEVEL", "loud"],
    ["RATE_LIMIT_ENABLED", "maybe"],
  ])("refuses %s=%s with a message naming the variable", async (name, value) => {
    const dir = await tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, [name]: value })).toThrow(
      new RegExp(`Invalid configuration:[\\s\\S]*${name}`),
    );
  });

  it("TRUST_PROXY: addresses, CIDRs and proxy-addr names; anything else is a clear start-up error", () => {
    const config = loadConfig({ AUTH_SECRET: "x", TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback" });
    expect(config.trustProxy).toEqual(["10.0.0.1", "10.1.0.0/16", "::1", "fd00::/8", "loopback"]);
    expect(() => loadConfig({ AUTH_SECRET: "x", TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: "true" is not/);
    expect(() => loadConfig({ AUTH_SECRET: "x", TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });
});
