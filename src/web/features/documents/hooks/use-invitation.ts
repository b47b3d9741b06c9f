import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { documentTexts } from "#shared/contract/documents.ts";
import { useAcceptInvitation } from "#web/features/documents/api/accept-invitation.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** The invitation token of an invite link: ?invite=<token> or #invite=<token> (§2.2). */
export function readInviteToken(search: string, hash: string): string | null {
  const fromQuery = new URLSearchParams(search).get("invite");
  if (fromQuery) return fromQuery;
  const raw = hash.replace(/^#\/?/, "");
  const fromHash = new URLSearchParams(raw.includes("?") ? raw.slice(raw.indexOf("?") + 1) : raw).get("invite");
  return fromHash || null;
}

/**
 * Accepts an invitation carried by the URL once the user is signed in (the route guard has already sent
 * a signed-out visitor through sign-in and back), then drops the token from the address bar.
 * `settled` is false while accepting, so the page does not ask for the document before access exists.
 */
export function useInvitation(): { settled: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const token = readInviteToken(location.search, location.hash);
  const started = useRef<string | null>(null);
  const [settled, setSettled] = useState(!token);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    setSettled(false);
    accept
      .mutateAsync(token)
      .then(() => toast({ title: documentTexts.invitationAccepted }))
      .catch((error: unknown) => {
        const detail =
          isApiError(error) && error.status === 403
            ? "This invitation was sent to a different e-mail address. Sign in with that address to open the document."
            : "This invitation link is invalid or has already been used.";
        toast({ title: "Invitation not accepted", description: detail, variant: "destructive" });
      })
      .finally(() => {
        setSettled(true);
        const search = new URLSearchParams(location.search);
        search.delete("invite");
        const query = search.toString();
        navigate({ pathname: location.pathname, search: query ? `?${query}` : "", hash: "" }, { replace: true });
      });
  }, [token, accept, location.pathname, location.search, navigate]);

  return { settled: settled || !token };
}
