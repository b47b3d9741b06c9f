import { readdir, readFile } from "node:fs/promises";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createMailer } from "#server/platform/mail.ts";

describe("mailer without SMTP_URL", () => {
  it("writes one .eml file per message under DATA_DIR/mail and logs it", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "leasedesk-mail-"));
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({ from: "Leasedesk <no-reply@leasedesk.local>", dataDir, log });
    await mailer.send({ to: "ann@example.com", subject: "First", text: "Open http://localhost/x?token=1" });
    await mailer.send({ to: "bo@example.com", subject: "Second", text: "Hello" });

    const files = (await readdir(path.join(dataDir, "mail"))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith(".eml"))).toBe(true);
    const first = await readFile(path.join(dataDir, "mail", files[0] as string), "utf8");
    expect(first).toMatch(/^From: Leasedesk <no-reply@leasedesk\.local>$/m);
    expect(first).toMatch(/^To: ann@example\.com$/m);
    expect(first).toMatch(/^Subject: First$/m);
    expect(first).toContain("http://localhost/x?token=1");
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; to: string; file: string });
    expect(logged.filter((l) => l.msg === "mail written to file").map((l) => l.to)).toEqual([
      "ann@example.com",
      "bo@example.com",
    ]);
  });
});
