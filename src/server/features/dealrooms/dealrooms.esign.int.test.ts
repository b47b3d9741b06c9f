// E-signature through DocuSign (a local fake started by the test): PKCE connect, envelopes and the signed PDF, the
// not-configured answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeDocusign, startFakeDocusign } from "../../../../tests/support/fake-docusign.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { dealroomClient, minimalPdf } from "#server/features/dealrooms/dealrooms.test-support.ts";

let t: TestApp;
let fake: FakeDocusign;
let owner: TestUser;
let other: TestUser;
let editorUser: TestUser;
const { call, upload, createRoom, addMember } = dealroomClient(
  () => t,
  () => owner,
);

beforeAll(async () => {
  fake = await startFakeDocusign();
  t = await createTestApp({ env: fake.env() });
  owner = await t.signUp({ firstName: "Olive", lastName: "Owner" });
  other = await t.signUp({ firstName: "Otto", lastName: "Other" });
  editorUser = await t.signUp({ firstName: "Eddie", lastName: "Editor" });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("DocuSign", () => {
  async function connect(user: TestUser) {
    const auth = await call("POST", "/api/docusign/authorize", {
      cookie: user.cookie,
      payload: { returnUrl: "/dealrooms/abc" },
    });
    expect(auth.statusCode, auth.body).toBe(200);
    const consent = await fetch(auth.json().url, { redirect: "manual" });
    const back = new URL(consent.headers.get("location") as string);
    expect(back.pathname).toBe("/docusign/callback");
    return { code: back.searchParams.get("code") as string, state: back.searchParams.get("state") as string };
  }

  it("connects with PKCE and refuses tampered state", async () => {
    const status = await call("GET", "/api/docusign/status", { cookie: owner.cookie });
    expect(status.json()).toEqual({ configured: true, connected: false, accountName: null, email: null });
    const { code, state } = await connect(owner);
    const decoded = JSON.parse(Buffer.from(state, "base64url").toString());
    expect(decoded).toEqual({ returnUrl: "/dealrooms/abc", codeVerifier: expect.any(String) });
    expect(fake.authorizations.at(-1)?.get("code_challenge_method")).toBe("S256");
    const cb = (s: string, cookie = owner.cookie) =>
      call("POST", "/api/docusign/oauth-callback", { cookie, payload: { code, state: s } });
    expect((await cb("%%%not-base64")).json().title).toBe("Invalid state parameter: could not parse");
    const missing = Buffer.from(JSON.stringify({ returnUrl: "/x" })).toString("base64url");
    expect((await cb(missing)).json().title).toBe("Invalid state parameter: missing required fields");
    const swapped = Buffer.from(JSON.stringify({ ...decoded, codeVerifier: "x".repeat(64) })).toString("base64url");
    expect((await cb(swapped)).statusCode).toBe(400);
    // Another user replaying the owner's state is refused too.
    expect((await cb(state, other.cookie)).statusCode).toBe(400);
    const ok = await cb(state);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      data: { accountName: "Fake Brokerage", email: "dana@docusign.example", returnUrl: "/dealrooms/abc" },
    });
    // The code and the pending verifier are single-use.
    expect((await cb(state)).statusCode).toBe(400);
    expect((await call("GET", "/api/docusign/status", { cookie: owner.cookie })).json().connected).toBe(true);
  });

  it("sends a document, follows the envelope and stores the signed PDF", async () => {
    const room = await createRoom(owner, "Signing Room");
    const doc = (await upload(room, owner.cookie, "Lease.pdf", minimalPdf("to sign"))).json();
    await addMember(room, editorUser, "editor");
    const base = `/api/dealrooms/${room}/documents/${doc.id}/signature`;
    const recipients = [{ name: "Tina Tenant", email: "tina@tenant.example" }];
    expect((await call("POST", base, { cookie: editorUser.cookie, payload: { recipients } })).statusCode).toBe(403);
    const sent = await call("POST", base, { cookie: owner.cookie, payload: { recipients } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: "sent", recipients });
    const envelope = fake.envelopes.get(sent.json().envelopeId);
    expect(envelope?.recipients).toEqual(recipients);
    expect(envelope?.document.subarray(0, 5).toString()).toBe("%PDF-");
    fake.setStatus(sent.json().envelopeId, "delivered");
    expect((await call("POST", `${base}/refresh`, { cookie: editorUser.cookie })).json().status).toBe("delivered");
    fake.setStatus(sent.json().envelopeId, "completed");
    // Two refreshes at once (as the sync job and a member can) store one signed copy.
    const [done] = await Promise.all([
      call("POST", `${base}/refresh`, { cookie: owner.cookie }),
      call("POST", `${base}/refresh`, { cookie: editorUser.cookie }),
    ]);
    expect(done.json()).toMatchObject({ status: "completed", signedDocumentId: expect.any(String) });
    const docs = (await call("GET", `/api/dealrooms/${room}/documents`, { cookie: owner.cookie })).json().items;
    expect(docs.map((d: { name: string }) => d.name)).toContain("Lease (signed).pdf");
    expect(docs.find((d: { id: string }) => d.id === doc.id).signature.status).toBe("completed");
    // Idempotent: a second refresh does not store another copy.
    await call("POST", `${base}/refresh`, { cookie: owner.cookie });
    expect((await call("GET", `/api/dealrooms/${room}/documents`, { cookie: owner.cookie })).json().items).toHaveLength(
      2,
    );
    const log = (await call("GET", `/api/dealrooms/${room}/activity`, { cookie: owner.cookie })).json().items;
    expect(log.map((r: { actionType: string }) => r.actionType)).toEqual(
      expect.arrayContaining(["sent_for_signature", "signed"]),
    );
  });

  it("explains how to enable e-signature when it is not configured", async () => {
    const plain = await createTestApp({ databaseUrl: t.databaseUrl, config: { authSecret: t.ctx.config.authSecret } });
    try {
      const res = await plain.app.inject({
        method: "POST",
        url: "/api/docusign/authorize",
        headers: { cookie: owner.cookie },
        payload: { returnUrl: "/dealrooms" },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("NOT_CONFIGURED");
      expect(res.json().detail).toContain("DOCUSIGN_CLIENT_ID");
    } finally {
      await plain.close();
    }
  });
});
