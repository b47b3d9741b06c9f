import { describe, expect, it } from "vitest";
import {
  guestRequestAllowed,
  readGuestClaims,
  signVisitorToken,
  type VisitorClaims,
  verifyVisitorToken,
  visitorCookie,
  visitorCookieName,
} from "./visitor-token.ts";

const room = "0b6a3c9e-6f7d-4a4e-9a51-1f2e3d4c5b6a";
const claims = (over: Partial<VisitorClaims> = {}): VisitorClaims => ({
  dealroomId: room,
  shareLinkId: "5d1c2b3a-0000-4000-8000-000000000001",
  email: "gus@outside.example",
  accessLevel: "viewer",
  exp: Math.floor(Date.now() / 1000) + 3600,
  ...over,
});

describe("visitor token", () => {
  it("round-trips and refuses tampering, another secret and expiry", () => {
    const token = signVisitorToken("s1", claims());
    expect(verifyVisitorToken("s1", token)).toMatchObject({ dealroomId: room, accessLevel: "viewer" });
    expect(verifyVisitorToken("s2", token)).toBe(null);
    const [payload, sig] = token.split(".");
    const forged = Buffer.from(JSON.stringify(claims({ accessLevel: "editor" }))).toString("base64url");
    expect(verifyVisitorToken("s1", `${forged}.${sig}`)).toBe(null);
    expect(verifyVisitorToken("s1", `${payload}.${sig}.x`)).toBe(null);
    expect(verifyVisitorToken("s1", "garbage")).toBe(null);
    const old = signVisitorToken("s1", claims({ exp: Math.floor(Date.now() / 1000) - 1 }));
    expect(verifyVisitorToken("s1", old)).toBe(null);
  });

  it("is an httpOnly cookie scoped to the deal-room API", () => {
    const cookie = visitorCookie(room, "tok", { maxAgeSeconds: 60.7, secure: true });
    expect(cookie).toBe(
      `${visitorCookieName(room)}=tok; Path=/api/dealrooms; Max-Age=60; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it("reads only valid guest cookies whose name matches their room", () => {
    const token = signVisitorToken("s1", claims());
    const good = `${visitorCookieName(room)}=${token}`;
    expect(readGuestClaims("s1", `a=b; ${good}`)).toHaveLength(1);
    expect(readGuestClaims("s1", `ld_drv_${"f".repeat(32)}=${token}`)).toHaveLength(0);
    expect(readGuestClaims("s2", good)).toHaveLength(0);
    expect(readGuestClaims("s1", undefined)).toHaveLength(0);
  });
});

describe("guestRequestAllowed", () => {
  it("opens a room's routes and the public deal-room endpoints only", () => {
    for (const path of [
      `/api/dealrooms/${room}`,
      `/api/dealrooms/${room}/documents/${room}/url`,
      "/api/dealrooms/verify-access",
      "/api/dealrooms/public-document-url",
      "/api/dealrooms/access/abc",
      "/api/auth/get-session",
      "/api/files/dealroom_documents/x.pdf",
      "/api/health",
    ])
      expect(guestRequestAllowed(path), path).toBe(true);
    for (const path of [
      "/api/dealrooms",
      "/api/dealrooms/",
      "/api/dealrooms/not-a-room",
      "/api/docusign/status",
      "/api/profile",
      "/api/contacts/people",
      "/api/healthz",
    ])
      expect(guestRequestAllowed(path), path).toBe(false);
  });
});
