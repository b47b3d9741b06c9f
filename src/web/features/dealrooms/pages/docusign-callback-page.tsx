import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { docusignMessages } from "#shared/contract/dealrooms-esign.ts";
import { safeRedirectPath } from "#shared/rules/redirect.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useDocusignCallback } from "#web/features/dealrooms/api/docusign.ts";
import { DOCUSIGN_CHANNEL, DOCUSIGN_POPUP_MARKER } from "#web/features/dealrooms/lib/docusign-popup.ts";
import { isApiError } from "#web/lib/api-client.ts";

export const CLOSE_SUCCESS_MS = 1000;
export const CLOSE_ERROR_MS = 2000;

type Opener = { postMessage: (message: unknown) => void };

function findOpener(): Opener | null {
  if (window.opener && window.opener !== window) {
    const opener = window.opener as Window;
    return { postMessage: (m) => opener.postMessage(m, window.location.origin) };
  }
  let started = 0;
  try {
    started = Number(localStorage.getItem(DOCUSIGN_POPUP_MARKER) ?? 0);
    localStorage.removeItem(DOCUSIGN_POPUP_MARKER);
  } catch {
    started = 0;
  }
  if (!started || Date.now() - started > 15 * 60_000 || typeof BroadcastChannel === "undefined") return null;
  const channel = new BroadcastChannel(DOCUSIGN_CHANNEL);
  return { postMessage: (m) => channel.postMessage(m) };
}

/** §5 checks of the callback's parameters; returns the error text or the decoded state. */
export function checkCallbackParams(
  params: URLSearchParams,
): { error: string } | { code: string; state: string; returnUrl: string } {
  const error = params.get("error");
  if (error) return { error: `DocuSign error: ${error} - ${params.get("error_description") || "Unknown error"}` };
  const code = params.get("code");
  const state = params.get("state");
  if (!code || !state) return { error: docusignMessages.missingParams };
  let decoded: unknown;
  try {
    decoded = JSON.parse(atob(state.replace(/-/g, "+").replace(/_/g, "/")));
  } catch {
    return { error: docusignMessages.unparsable };
  }
  const { returnUrl, codeVerifier } = (decoded ?? {}) as Record<string, unknown>;
  if (typeof returnUrl !== "string" || !returnUrl || typeof codeVerifier !== "string" || !codeVerifier) {
    return { error: docusignMessages.missingFields };
  }
  return { code, state, returnUrl };
}

/** §2.10 / §4.7 return page of DocuSign's OAuth. */
export function DocusignCallbackPage() {
  const [params] = useSearchParams();
  const callback = useDocusignCallback();
  const [result, setResult] = useState<{ kind: "loading" } | { kind: "success" } | { kind: "error"; message: string }>({
    kind: "loading",
  });
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const opener = findOpener();
    const fail = (message: string) => {
      setResult({ kind: "error", message });
      if (opener) {
        opener.postMessage({ type: "docusign_auth_error", error: message });
        setTimeout(() => window.close(), CLOSE_ERROR_MS);
      }
    };
    const checked = checkCallbackParams(params);
    if ("error" in checked) {
      fail(checked.error);
      return;
    }
    callback
      .mutateAsync({ code: checked.code, state: checked.state })
      .then(({ data }) => {
        setResult({ kind: "success" });
        if (opener) {
          opener.postMessage({ type: "docusign_auth_success", data });
          setTimeout(() => window.close(), CLOSE_SUCCESS_MS);
        } else {
          const target = new URL(safeRedirectPath(data.returnUrl, "/dealrooms"), window.location.origin);
          target.searchParams.set("docusign_connected", "true");
          window.location.replace(`${target.pathname}${target.search}${target.hash}`);
        }
      })
      .catch((error) => fail(isApiError(error) ? error.message : "DocuSign could not be connected."));
  }, [params, callback]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-6">
      <div
        className="grid w-full max-w-sm justify-items-center gap-3 rounded-xl border bg-background p-8 text-center shadow-sm"
        role="status"
        aria-live="polite"
      >
        {result.kind === "loading" ? (
          <>
            <Spinner className="size-7" />
            <h1 className="text-lg font-semibold">Connecting DocuSign...</h1>
            <p className="text-sm text-muted-foreground">Processing the authorisation. This takes a moment.</p>
          </>
        ) : result.kind === "success" ? (
          <>
            <CheckCircle2Icon aria-hidden className="size-10 text-emerald-600" />
            <h1 className="text-lg font-semibold">Authentication Successful</h1>
            <p className="text-sm text-muted-foreground">DocuSign is connected. This window closes automatically.</p>
          </>
        ) : (
          <>
            <XCircleIcon aria-hidden className="size-10 text-destructive" />
            <h1 className="text-lg font-semibold">Authentication Error</h1>
            <p className="text-sm text-muted-foreground">{result.message}</p>
          </>
        )}
      </div>
    </main>
  );
}
