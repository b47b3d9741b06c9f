// DocuSign over REST: OAuth authorization code with PKCE, user info, envelopes. URLs come from the
// server's configuration (DOCUSIGN_AUTH_URL) and DocuSign's own user-info answer (base_uri).
import { createHash, randomBytes } from "node:crypto";
import type { Config } from "#server/config.ts";
import { AppError } from "#server/platform/errors.ts";
import type { DocusignState } from "#shared/contract/dealrooms-esign.ts";

export type DocusignConfig = NonNullable<Config["docusign"]>;

export const newCodeVerifier = () => randomBytes(48).toString("base64url");
export const codeChallenge = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");
export const verifierHash = (verifier: string) => createHash("sha256").update(`docusign:${verifier}`).digest("hex");

export const encodeState = (state: DocusignState) => Buffer.from(JSON.stringify(state)).toString("base64url");

/** §5: the state must decode to JSON with returnUrl and codeVerifier. */
export function decodeState(
  raw: string,
): { ok: true; state: DocusignState } | { ok: false; reason: "parse" | "fields" } {
  let parsed: unknown;
  try {
    const normalised = raw.replace(/-/g, "+").replace(/_/g, "/");
    parsed = JSON.parse(Buffer.from(normalised, "base64").toString("utf8"));
  } catch {
    return { ok: false, reason: "parse" };
  }
  if (!parsed || typeof parsed !== "object") return { ok: false, reason: "parse" };
  const { returnUrl, codeVerifier } = parsed as Record<string, unknown>;
  if (typeof returnUrl !== "string" || !returnUrl || typeof codeVerifier !== "string" || !codeVerifier) {
    return { ok: false, reason: "fields" };
  }
  return { ok: true, state: { returnUrl, codeVerifier } };
}

export function authorizeUrl(
  cfg: DocusignConfig,
  opts: { redirectUri: string; state: string; challenge: string },
): string {
  const q = new URLSearchParams({
    response_type: "code",
    scope: "signature",
    client_id: cfg.clientId,
    redirect_uri: opts.redirectUri,
    state: opts.state,
    code_challenge: opts.challenge,
    code_challenge_method: "S256",
  });
  return `${cfg.authUrl.replace(/\/$/, "")}/oauth/auth?${q}`;
}

async function call<T>(url: string, init: RequestInit, what: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  } catch {
    throw new AppError("SERVICE_UNAVAILABLE", "DocuSign could not be reached", { detail: `${what}: no answer` });
  }
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    let message = body.slice(0, 300);
    try {
      const json = JSON.parse(body) as { error?: string; error_description?: string; message?: string };
      message = json.error_description ?? json.message ?? json.error ?? message;
    } catch {
      // not JSON: keep the text
    }
    throw new AppError("UNPROCESSABLE", `DocuSign ${what} failed`, { detail: message || `HTTP ${response.status}` });
  }
  return (what.endsWith("document") ? Buffer.from(await response.arrayBuffer()) : await response.json()) as T;
}

export type TokenSet = { access_token: string; refresh_token?: string; expires_in?: number };

const basic = (cfg: DocusignConfig) => `Basic ${Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString("base64")}`;

export function exchangeCode(cfg: DocusignConfig, opts: { code: string; codeVerifier: string; redirectUri: string }) {
  return call<TokenSet>(
    `${cfg.authUrl.replace(/\/$/, "")}/oauth/token`,
    {
      method: "POST",
      headers: { authorization: basic(cfg), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: opts.code,
        code_verifier: opts.codeVerifier,
        redirect_uri: opts.redirectUri,
      }),
    },
    "token exchange",
  );
}

export function refreshTokens(cfg: DocusignConfig, refreshToken: string) {
  return call<TokenSet>(
    `${cfg.authUrl.replace(/\/$/, "")}/oauth/token`,
    {
      method: "POST",
      headers: { authorization: basic(cfg), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }),
    },
    "token refresh",
  );
}

export type UserInfo = {
  email?: string;
  name?: string;
  accounts?: { account_id: string; account_name?: string; is_default?: boolean; base_uri?: string }[];
};

export function userInfo(cfg: DocusignConfig, accessToken: string) {
  return call<UserInfo>(
    `${cfg.authUrl.replace(/\/$/, "")}/oauth/userinfo`,
    { headers: { authorization: `Bearer ${accessToken}` } },
    "user info",
  );
}

export type EnvelopeApi = { baseUri: string; accountId: string; accessToken: string };
const envelopesUrl = (api: EnvelopeApi) =>
  `${api.baseUri.replace(/\/$/, "")}/restapi/v2.1/accounts/${encodeURIComponent(api.accountId)}/envelopes`;

export function createEnvelope(
  api: EnvelopeApi,
  input: {
    subject: string;
    document: { name: string; ext: string; bytes: Buffer };
    recipients: { name: string; email: string }[];
  },
) {
  return call<{ envelopeId: string; status: string }>(
    envelopesUrl(api),
    {
      method: "POST",
      headers: { authorization: `Bearer ${api.accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({
        emailSubject: input.subject,
        status: "sent",
        documents: [
          {
            documentId: "1",
            name: input.document.name,
            fileExtension: input.document.ext,
            documentBase64: input.document.bytes.toString("base64"),
          },
        ],
        recipients: {
          signers: input.recipients.map((r, i) => ({
            email: r.email,
            name: r.name,
            recipientId: String(i + 1),
            routingOrder: String(i + 1),
            tabs: { signHereTabs: [{ anchorString: "/sig/", anchorIgnoreIfNotPresent: "true" }] },
          })),
        },
      }),
    },
    "envelope creation",
  );
}

export function getEnvelope(api: EnvelopeApi, envelopeId: string) {
  return call<{ envelopeId: string; status: string }>(
    `${envelopesUrl(api)}/${encodeURIComponent(envelopeId)}`,
    { headers: { authorization: `Bearer ${api.accessToken}` } },
    "envelope status",
  );
}

export function getSignedDocument(api: EnvelopeApi, envelopeId: string) {
  return call<Buffer>(
    `${envelopesUrl(api)}/${encodeURIComponent(envelopeId)}/documents/combined`,
    { headers: { authorization: `Bearer ${api.accessToken}` } },
    "signed document",
  );
}
