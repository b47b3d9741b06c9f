// A local fake OpenID Connect provider for tests: discovery, an authorize page a user clicks through, a token
// endpoint that checks the client secret, the redirect URI and PKCE (S256), a JWKS with a real RSA key, and
// userinfo. One server hosts several issuers by path prefix (/google, /oidc). Test-only; started by the test.
import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export type FakeIdentity = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

/** Ways a test makes the provider misbehave (each applies to the next token answer only). */
export type FakeOidcTamper = "nonce" | "signature" | "audience" | null;

type Grant = {
  issuer: string;
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  nonce: string | null;
  identity: FakeIdentity;
};

export type FakeOidc = {
  url: string;
  issuer: (prefix: string) => string;
  /** The identity the next approval signs in as. */
  identity: FakeIdentity;
  tamper: FakeOidcTamper;
  /** Authorization requests seen (to check PKCE, state and nonce were sent). */
  requests: URLSearchParams[];
  close: () => Promise<void>;
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startFakeOidc(opts: {
  port?: number;
  clients: Record<string, { clientId: string; clientSecret: string }>;
}): Promise<FakeOidc> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const other = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: "fake-key-1", alg: "RS256", use: "sig" };
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, FakeIdentity>();
  let base = "";

  const state: FakeOidc = {
    url: "",
    issuer: (prefix) => `${base}/${prefix}`,
    identity: {
      sub: "fake-user-1",
      email: "someone@example.test",
      email_verified: true,
      given_name: "Some",
      family_name: "One",
    },
    tamper: null,
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", base);
      const [, prefix, ...rest] = url.pathname.split("/");
      const route = `/${rest.join("/")}`;
      const client = opts.clients[prefix];
      if (!client) return json(res, 404, { error: "unknown issuer" });
      const issuer = state.issuer(prefix);

      if (req.method === "GET" && route === "/.well-known/openid-configuration") {
        return json(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          code_challenge_methods_supported: ["S256"],
          scopes_supported: ["openid", "email", "profile"],
          token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
        });
      }
      if (req.method === "GET" && route === "/jwks") return json(res, 200, { keys: [jwk] });

      if (req.method === "GET" && route === "/authorize") {
        state.requests.push(url.searchParams);
        const q = url.searchParams;
        if (q.get("client_id") !== client.clientId || q.get("response_type") !== "code") {
          return json(res, 400, { error: "invalid_request" });
        }
        const fields = ["redirect_uri", "state", "nonce", "code_challenge", "code_challenge_method"]
          .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q.get(k) ?? "")}">`)
          .join("");
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><html lang="en"><head><title>Fake provider</title></head><body><main><h1>Sign in to the test provider</h1><p>Continue as ${escapeHtml(state.identity.email)}</p><form method="post" action="${issuer}/authorize">${fields}<button type="submit" name="decision" value="allow">Continue</button> <button type="submit" name="decision" value="deny">Cancel</button></form></main></body></html>`,
        );
      }
      if (req.method === "POST" && route === "/authorize") {
        const form = await readForm(req);
        const redirect = new URL(form.get("redirect_uri") ?? "");
        if (form.get("state")) redirect.searchParams.set("state", form.get("state") ?? "");
        if (form.get("decision") !== "allow") {
          redirect.searchParams.set("error", "access_denied");
          redirect.searchParams.set("error_description", "The user cancelled the sign-in.");
        } else {
          const code = randomUUID();
          codes.set(code, {
            issuer,
            clientId: client.clientId,
            redirectUri: form.get("redirect_uri") ?? "",
            challenge: form.get("code_challenge_method") === "S256" ? form.get("code_challenge") : null,
            nonce: form.get("nonce") || null,
            identity: { ...state.identity },
          });
          redirect.searchParams.set("code", code);
        }
        res.writeHead(302, { location: redirect.toString() });
        return res.end();
      }

      if (req.method === "POST" && route === "/token") {
        const form = await readForm(req);
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
        const [basicId, basicSecret] = basic
          ? Buffer.from(basic, "base64").toString("utf8").split(":").map(decodeURIComponent)
          : [form.get("client_id"), form.get("client_secret")];
        if (basicId !== client.clientId || basicSecret !== client.clientSecret) {
          return json(res, 401, { error: "invalid_client" });
        }
        const code = form.get("code") ?? "";
        const grant = codes.get(code);
        codes.delete(code); // one use only: a replayed code is refused
        if (!grant || grant.issuer !== issuer || grant.redirectUri !== form.get("redirect_uri")) {
          return json(res, 400, { error: "invalid_grant" });
        }
        const verifier = form.get("code_verifier") ?? "";
        if (!grant.challenge || createHash("sha256").update(verifier).digest("base64url") !== grant.challenge) {
          return json(res, 400, { error: "invalid_grant", error_description: "PKCE verification failed" });
        }
        const tamper = state.tamper;
        state.tamper = null;
        const accessToken = randomUUID();
        tokens.set(accessToken, grant.identity);
        const idToken = await new SignJWT({
          ...grant.identity,
          nonce: tamper === "nonce" ? "not-the-nonce" : (grant.nonce ?? undefined),
        })
          .setProtectedHeader({ alg: "RS256", kid: jwk.kid })
          .setIssuer(issuer)
          .setAudience(tamper === "audience" ? "someone-else" : client.clientId)
          .setSubject(grant.identity.sub)
          .setIssuedAt()
          .setExpirationTime("5m")
          .sign(tamper === "signature" ? other.privateKey : privateKey);
        return json(res, 200, { access_token: accessToken, token_type: "Bearer", expires_in: 300, id_token: idToken });
      }

      if (req.method === "GET" && route === "/userinfo") {
        const identity = tokens.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
        return identity ? json(res, 200, identity) : json(res, 401, { error: "invalid_token" });
      }
      json(res, 404, { error: "not found" });
    })().catch((err) => json(res, 500, { error: String(err) }));
  });

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.url = base;
  return state;
}
