// Text messages (phone second factor). With SMS_WEBHOOK_URL set, each message is POSTed as JSON
// { to, text } to that provider endpoint (bearer SMS_WEBHOOK_TOKEN); without it, messages are written to
// DATA_DIR/sms like the mail outbox and logged, so development and tests need no provider.
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";

export type SmsSender = { send: (message: { to: string; text: string }) => Promise<void> };

export function createSmsSender(opts: {
  webhookUrl?: string;
  webhookToken?: string;
  dataDir: string;
  log: Logger;
}): SmsSender {
  if (opts.webhookUrl) {
    const url = opts.webhookUrl;
    return {
      async send(message) {
        const res = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(opts.webhookToken ? { authorization: `Bearer ${opts.webhookToken}` } : {}),
          },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
      },
    };
  }
  const dir = path.join(opts.dataDir, "sms");
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${Date.now()}-${randomUUID().slice(0, 8)}-${message.to.replace(/[^0-9+]/g, "")}.txt`,
      );
      await writeFile(file, `To: ${message.to}\n\n${message.text}\n`);
      opts.log.info({ to: message.to, file }, "SMS written to the outbox (no SMS_WEBHOOK_URL)");
    },
  };
}
