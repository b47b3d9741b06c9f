// Budgets on outgoing mail sent while serving a request: per recipient and per requesting address.
// Past a budget our own routes answer 429; inside Better Auth flows (mode "drop") the message is skipped,
// so the answer stays the same whether or not an account exists.
import type { Logger } from "pino";
import { AppError } from "#server/platform/errors.ts";
import { type Limiter, mailLimitMessage, mailLimits, requestScope } from "#server/platform/limits.ts";
import type { Mailer } from "#server/platform/mail.ts";

export function guardMailer(mailer: Mailer, limiter: Limiter, log: Logger): Mailer {
  return {
    async send(message) {
      const scope = requestScope.getStore();
      if (scope && limiter.enabled) {
        const { windowSeconds, perRecipient, perAddress } = mailLimits;
        const recipient = await limiter.hit(`mail-to:${message.to.trim().toLowerCase()}`, windowSeconds);
        const address = await limiter.hit(`mail-from:${scope.ip}`, windowSeconds);
        if (recipient.count > perRecipient || address.count > perAddress) {
          log.warn({ to: message.to, ip: scope.ip, subject: message.subject }, "mail budget exceeded: not sent");
          if (scope.mailOverflow === "drop") return;
          const retryAfterSeconds = Math.max(recipient.retryAfterSeconds, address.retryAfterSeconds);
          throw new AppError("RATE_LIMITED", mailLimitMessage, { detail: mailLimitMessage, retryAfterSeconds });
        }
      }
      await mailer.send(message);
    },
  };
}
