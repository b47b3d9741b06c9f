// Optional headless-browser rendering (a Browserless-compatible `/content` endpoint configured by the
// operator): used only when the plain fetch met a bot wall or a page that renders its listing client-side.
// The URL has already passed safe-fetch's address checks; the endpoint itself is trusted configuration.
export type HeadlessBrowser = {
  /** e.g. http://browserless:3000 (the '/content' path is added). */
  endpoint: string;
  token?: string;
  timeoutMs?: number;
};

export class HeadlessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "HeadlessError";
  }
}

const MAX_HTML = 5 * 1024 * 1024;

/** The rendered HTML of `url`; throws HeadlessError when the service fails, times out or answers too much. */
export async function renderWithHeadless(url: string, browser: HeadlessBrowser): Promise<string> {
  const target = new URL(`${browser.endpoint.replace(/\/+$/, "")}/content`);
  if (browser.token) target.searchParams.set("token", browser.token);
  let res: Response;
  try {
    res = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url, gotoOptions: { waitUntil: "networkidle2", timeout: browser.timeoutMs ?? 30_000 } }),
      signal: AbortSignal.timeout((browser.timeoutMs ?? 30_000) + 5_000),
    });
  } catch (err) {
    throw new HeadlessError(`headless browser unreachable: ${(err as Error).message}`);
  }
  if (!res.ok) throw new HeadlessError(`headless browser answered ${res.status}`);
  const html = await res.text();
  if (html.length > MAX_HTML) throw new HeadlessError("rendered page too large");
  return html;
}
