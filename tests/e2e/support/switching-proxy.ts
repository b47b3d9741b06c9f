// One origin in front of two servers: a service worker belongs to its origin (scheme, host and port), so a
// journey that needs "the same site, now serving a new release" puts this in front and switches its target.
import { createServer, request } from "node:http";
import { freePort } from "./second-server.ts";

export type SwitchingProxy = { base: string; switchTo: (target: string) => void; close: () => Promise<void> };

export async function startSwitchingProxy(initialTarget: string): Promise<SwitchingProxy> {
  let target = new URL(initialTarget);
  const server = createServer((req, res) => {
    const upstream = request(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    switchTo: (next) => {
      target = new URL(next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
