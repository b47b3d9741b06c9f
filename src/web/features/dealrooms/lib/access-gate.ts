// §2.1 access gate of /dealrooms/{id} (and its document editor): the room is open to anyone holding a
// token query parameter, a stored deal-room token or a stored per-room access record; the server
// decides with the session or the room's guest cookie. When it refuses, this says where to go next.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "#web/app/paths.ts";
import { readStoredAccess } from "#web/features/dealrooms/lib/access-store.ts";
import { isApiError } from "#web/lib/api-client.ts";

export type GateInput = {
  /** HTTP status of the refused room request; undefined while loading or when it succeeded. */
  status?: number;
  code?: string;
  /** token=… in the address. */
  linkToken: string | null;
  /** The stored access record's token (or the stored deal-room token for this room). */
  storedToken: string | null;
  /** Just verified (§4.6 state flag, recent record): never send the visitor round again. */
  accessVerified: boolean;
};

export type GateAction = { kind: "stay" } | { kind: "verify"; token: string } | { kind: "sign-in" } | { kind: "home" };

export function accessGate(input: GateInput): GateAction {
  if (input.status === undefined) return { kind: "stay" };
  if (input.code === "FEATURE_REQUIRED") return { kind: "home" };
  if ([401, 403, 404].includes(input.status) && !input.accessVerified) {
    // A token in the address goes through the access gate; so does a stored one (the guest cookie may
    // have expired). No loop: a revoked link stops at 'Invalid Deal Room Link', and a fresh verification
    // that is still refused stays here (accessVerified).
    if (input.linkToken) return { kind: "verify", token: input.linkToken };
    if (input.storedToken) return { kind: "verify", token: input.storedToken };
  }
  if (input.status === 401) return { kind: "sign-in" };
  return { kind: "stay" };
}

/** How long after a verification a refused room is taken as final rather than re-verified. */
export const REVERIFY_AFTER_MS = 60_000;

/**
 * Whether the visitor has just come from the access gate: the §4.6 accessVerified flag alone is not
 * enough, since history state survives reloads; the stored record's timestamp must be recent too.
 */
export function justVerified(accessVerified: boolean, stored: { timestamp: number } | null, now = Date.now()): boolean {
  return accessVerified && !!stored && now - stored.timestamp < REVERIFY_AFTER_MS;
}

export const verifyAccessUrl = (token: string) => `${paths.dealroomVerifyAccess()}?token=${encodeURIComponent(token)}`;

/** Applies the gate to a room-scoped query's error: re-verify, sign in, or home (no feature). */
export function useDealroomAccessGate(dealroomId: string, error: unknown): GateAction {
  const navigate = useNavigate();
  const location = useLocation();
  const linkToken = new URLSearchParams(location.search).get("token")?.trim() || null;
  const stored = readStoredAccess(dealroomId);
  const flagged = !!(location.state as { accessVerified?: boolean } | null)?.accessVerified;
  const action = accessGate({
    status: isApiError(error) ? error.status : undefined,
    code: isApiError(error) ? error.code : undefined,
    linkToken,
    storedToken: stored?.token ?? null,
    accessVerified: justVerified(flagged, stored),
  });
  const key = action.kind === "verify" ? `verify:${action.token}` : action.kind;
  // biome-ignore lint/correctness/useExhaustiveDependencies: acts once per decision (key), not per render
  useEffect(() => {
    if (action.kind === "verify") {
      navigate(verifyAccessUrl(action.token), { replace: true });
    } else if (action.kind === "sign-in") {
      navigate(paths.auth({ view: "sign_in", redirect: location.pathname }), { replace: true });
    } else if (action.kind === "home") {
      navigate(paths.home(), { replace: true });
    }
  }, [key, dealroomId]);
  return action;
}
