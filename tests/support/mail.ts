// Reads the .eml files the app writes to DATA_DIR/mail when no SMTP_URL is set.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export type SentMail = { file: string; to: string; subject: string; text: string; links: string[] };

function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function readMails(dataDir: string): Promise<SentMail[]> {
  const dir = path.join(dataDir, "mail");
  let files: string[] = [];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), "utf8");
      const [head, ...rest] = raw.split(/\r?\n\r?\n/);
      const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1]?.trim() ?? "";
      const text = /quoted-printable/i.test(head) ? decodeQuotedPrintable(rest.join("\n\n")) : rest.join("\n\n");
      return {
        file,
        to: header("To"),
        subject: header("Subject"),
        text,
        links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
      };
    }),
  );
}

/** Waits for the newest message to `to` whose subject matches, and returns it. */
export async function waitForMail(dataDir: string, to: string, subject: RegExp, timeoutMs = 10_000): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = (await readMails(dataDir)).filter((m) => m.to.includes(to) && subject.test(m.subject)).pop();
    if (match) return match;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}
