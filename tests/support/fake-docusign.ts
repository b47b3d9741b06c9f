// A local fake of the DocuSign endpoints the app uses (OAuth with PKCE, user info, envelopes),
// on node:http at 127.0.0.1. Tests start it, point DOCUSIGN_AUTH_URL at it and drive envelope status.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeEnvelope = {
  envelopeId: string;
  status: string;
  emailSubject: string;
  recipients: { email: string; name: string }[];
  document: Buffer;
  documentName: string;
};

export type FakeDocusign = {
  url: string;
  clientId: string;
  clientSecret: string;
  envelopes: Map<string, FakeEnvelope>;
  /** Authorisation requests seen at /oauth/auth (for assertions on PKCE parameters). */
  authorizations: URLSearchParams[];
  setStatus: (envelopeId: string, status: string) => void;
  env: () => Record<string, string>;
  close: () => Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startFakeDocusign(): Promise<FakeDocusign> {
  const clientId = "fake-client-id";
  const clientSecret = "fake-client-secret";
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const envelopes = new Map<string, FakeEnvelope>();
  const authorizations: URLSearchParams[] = [];
  const accountId = "acc-1001";
  let baseUrl = "";

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const bearer = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    try {
      if (req.method === "GET" && url.pathname === "/oauth/auth") {
        authorizations.push(url.searchParams);
        const p = url.searchParams;
        if (p.get("client_id") !== clientId || p.get("code_challenge_method") !== "S256" || !p.get("code_challenge")) {
          return json(res, 400, { error: "invalid_request" });
        }
        // The consent screen is skipped: the user "approves" at once.
        const code = randomBytes(12).toString("hex");
        const redirectUri = p.get("redirect_uri") as string;
        codes.set(code, { challenge: p.get("code_challenge") as string, redirectUri });
        const target = new URL(redirectUri);
        target.searchParams.set("code", code);
        target.searchParams.set("state", p.get("state") ?? "");
        res.writeHead(302, { location: target.toString() });
        return res.end();
      }
      if (req.method === "POST" && url.pathname === "/oauth/token") {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
        if (req.headers.authorization !== expected) return json(res, 401, { error: "invalid_client" });
        const form = new URLSearchParams(await readBody(req));
        if (form.get("grant_type") === "authorization_code") {
          const entry = codes.get(form.get("code") ?? "");
          if (!entry) return json(res, 400, { error: "invalid_grant", error_description: "unknown code" });
          const challenge = createHash("sha256")
            .update(form.get("code_verifier") ?? "")
            .digest("base64url");
          if (challenge !== entry.challenge)
            return json(res, 400, { error: "invalid_grant", error_description: "PKCE check failed" });
          if (form.get("redirect_uri") !== entry.redirectUri)
            return json(res, 400, { error: "invalid_grant", error_description: "redirect_uri mismatch" });
          codes.delete(form.get("code") ?? "");
        } else if (form.get("grant_type") === "refresh_token") {
          if (!refreshTokens.has(form.get("refresh_token") ?? "")) return json(res, 400, { error: "invalid_grant" });
        } else return json(res, 400, { error: "unsupported_grant_type" });
        const access = randomBytes(16).toString("hex");
        const refresh = randomBytes(16).toString("hex");
        tokens.add(access);
        refreshTokens.add(refresh);
        return json(res, 200, {
          access_token: access,
          refresh_token: refresh,
          expires_in: 28800,
          token_type: "Bearer",
        });
      }
      if (!tokens.has(bearer)) return json(res, 401, { errorCode: "AUTHORIZATION_INVALID_TOKEN" });
      if (req.method === "GET" && url.pathname === "/oauth/userinfo") {
        return json(res, 200, {
          sub: "fake-user",
          name: "Dana Signer",
          email: "dana@docusign.example",
          accounts: [{ account_id: accountId, account_name: "Fake Brokerage", is_default: true, base_uri: baseUrl }],
        });
      }
      const prefix = `/restapi/v2.1/accounts/${accountId}/envelopes`;
      if (req.method === "POST" && url.pathname === prefix) {
        const body = JSON.parse(await readBody(req)) as {
          emailSubject: string;
          documents: { documentBase64: string; name: string }[];
          recipients: { signers: { email: string; name: string }[] };
        };
        const envelopeId = randomBytes(8).toString("hex");
        envelopes.set(envelopeId, {
          envelopeId,
          status: "sent",
          emailSubject: body.emailSubject,
          recipients: body.recipients.signers.map((s) => ({ email: s.email, name: s.name })),
          document: Buffer.from(body.documents[0]?.documentBase64 ?? "", "base64"),
          documentName: body.documents[0]?.name ?? "",
        });
        return json(res, 201, { envelopeId, status: "sent", statusDateTime: new Date().toISOString() });
      }
      const match = url.pathname.match(new RegExp(`^${prefix}/([^/]+)(/documents/combined)?$`));
      if (req.method === "GET" && match) {
        const envelope = envelopes.get(match[1] as string);
        if (!envelope) return json(res, 404, { errorCode: "ENVELOPE_DOES_NOT_EXIST" });
        if (match[2]) {
          res.writeHead(200, { "content-type": "application/pdf" });
          return res.end(envelope.document);
        }
        return json(res, 200, { envelopeId: envelope.envelopeId, status: envelope.status });
      }
      json(res, 404, { error: "not_found" });
    } catch (err) {
      json(res, 500, { error: String(err) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    clientId,
    clientSecret,
    envelopes,
    authorizations,
    setStatus(envelopeId, status) {
      const envelope = envelopes.get(envelopeId);
      if (!envelope) throw new Error(`no envelope ${envelopeId}`);
      envelope.status = status;
    },
    env: () => ({
      DOCUSIGN_CLIENT_ID: clientId,
      DOCUSIGN_CLIENT_SECRET: clientSecret,
      DOCUSIGN_AUTH_URL: baseUrl,
      DOCUSIGN_API_URL: `${baseUrl}/restapi`,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
