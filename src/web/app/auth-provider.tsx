import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ProfileDto } from "#shared/contract/profiles.ts";
import type { SubscriptionDto } from "#shared/contract/subscriptions.ts";
import { isShareContactPath, paths } from "#web/app/paths.ts";
import { profileQueryKey } from "#web/features/profiles/api/keys.ts";
import { subscriptionQueryKey } from "#web/features/subscriptions/api/keys.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { authClient } from "#web/lib/auth-client.ts";
import { toast } from "#web/lib/toast.ts";
import { sleep } from "#web/lib/utils.ts";

// §4.3 / §9 timings.
export const AUTH_INIT_TIMEOUT_MS = 10_000;
export const AUTH_SLOW_WARNING_MS = 8_000;
export const SIGN_IN_REDIRECT_DELAY_MS = 1_000;
export const SIGN_OUT_REDIRECT_DELAY_MS = 500;
export const IMPERSONATION_REDIRECT_DELAY_MS = 3_500;
const ADMIN_SESSION_TTL_MS = 3_600_000;

/** Browser-stored impersonation markers (§4.4); cleared when signed out on '/'. */
export const ADMIN_SESSION_KEY = "admin-session";
export const ADMIN_RETURN_URL_KEY = "admin-return-url";

export function clearAdminMarkers(): void {
  try {
    localStorage.removeItem(ADMIN_SESSION_KEY);
    localStorage.removeItem(ADMIN_RETURN_URL_KEY);
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}

class SessionLoadError extends Error {}

export const sessionQueryKey = ["session"] as const;
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      const { data, error } = await authClient.getSession();
      if (error) throw new SessionLoadError(error.message ?? "Session could not be loaded");
      return data ?? null;
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export type AuthTransition = null | "signing-in" | "signing-out" | "impersonating" | "returning";

export type AuthContextValue = {
  status: "initialising" | "ready";
  signedIn: boolean;
  sessionUser: { id: string; email: string; name: string } | null;
  profile: ProfileDto | undefined;
  subscription: SubscriptionDto | undefined;
  subscriptionFailed: boolean;
  isAdmin: boolean | undefined;
  isImpersonating: boolean;
  transition: AuthTransition;
  /** Call after a successful sign-in: refreshes the session and redirects after 1 s. */
  completeSignIn: (redirectTo: string) => Promise<void>;
  signOut: () => Promise<void>;
  startImpersonation: (userId: string, reason: string) => Promise<void>;
  stopImpersonation: (opts?: { ended?: boolean }) => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [forcedReady, setForcedReady] = useState(false);
  const [transition, setTransition] = useState<AuthTransition>(null);
  const resetting = useRef(false);
  const stopImpersonationRef = useRef<((opts?: { ended?: boolean }) => Promise<void>) | null>(null);

  const session = useQuery(sessionQueryOptions());
  const signedIn = !!session.data?.user;
  // Same keys and fetchers as the features' api hooks; imported on demand so the contract (zod) stays
  // out of the entry chunk that signed-out visitors load.
  const profile = useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => import("#web/features/profiles/api/get-profile.ts").then((m) => m.fetchProfile(signal)),
    enabled: signedIn,
  });
  const subscription = useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) =>
      import("#web/features/subscriptions/api/get-subscription.ts").then((m) => m.fetchSubscription(signal)),
    enabled: signedIn,
  });

  const initialising = !forcedReady && (session.isPending || (signedIn && profile.isPending));

  // §2.3: warn after 8 s, give up waiting after 10 s.
  useEffect(() => {
    if (!initialising) return;
    const warn = setTimeout(
      () =>
        toast({
          title: "Loading is taking longer than expected...",
          description: "Please refresh the page if this continues.",
        }),
      AUTH_SLOW_WARNING_MS,
    );
    const force = setTimeout(() => setForcedReady(true), AUTH_INIT_TIMEOUT_MS);
    return () => {
      clearTimeout(warn);
      clearTimeout(force);
    };
  }, [initialising]);

  // The session could not be initialised at all.
  useEffect(() => {
    if (session.error) {
      toast({
        title: "Authentication Error",
        description: "There was a problem initializing your session. Please try signing in again.",
        variant: "destructive",
      });
    }
  }, [session.error]);

  // Signing out ends when the sign-in page is on screen. Router updates render in a React transition,
  // after the (urgent) session reset, so until then guards must not redirect the old page themselves.
  const location = useLocation();
  useEffect(() => {
    if (transition === "signing-out" && !signedIn && location.pathname === "/auth") setTransition(null);
  }, [transition, signedIn, location.pathname]);

  /** SIGNED_OUT: clear the user and go to sign-in (share-contact pages stay where they are). */
  const finishSignOut = useCallback(() => {
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
    if (isShareContactPath(window.location.pathname)) setTransition(null);
    else void navigate(paths.auth({ view: "sign_in" }), { replace: true });
  }, [queryClient, navigate]);

  // A session cookie the API no longer accepts: reset it (§8 'Session Reset').
  useEffect(() => {
    const error = profile.error;
    if (!signedIn || !isApiError(error) || error.status !== 401 || resetting.current || transition) return;
    resetting.current = true;
    // An impersonation whose hour ran out while this tab slept: go back to the admin's own session.
    if (localStorage.getItem(ADMIN_SESSION_KEY) && stopImpersonationRef.current) {
      void stopImpersonationRef.current({ ended: true }).finally(() => {
        resetting.current = false;
      });
      return;
    }
    setTransition("signing-out");
    void (async () => {
      await authClient.signOut().catch(() => undefined);
      clearAdminMarkers();
      toast({
        title: "Session Reset",
        description: "We detected an issue with your session and have reset it. Please try signing in again.",
        variant: "destructive",
      });
      finishSignOut();
      resetting.current = false;
    })();
  }, [profile.error, signedIn, transition, finishSignOut]);

  // Realtime: invalidate queries when the server reports changes for this user.
  useEffect(() => {
    if (!signedIn) return;
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    void import("#web/lib/events.ts").then((m) => {
      if (!cancelled) disconnect = m.connectEvents(queryClient);
    });
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [signedIn, queryClient]);

  const completeSignIn = useCallback(
    async (redirectTo: string) => {
      setTransition("signing-in");
      try {
        await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
        await sleep(SIGN_IN_REDIRECT_DELAY_MS);
        navigate(redirectTo, { replace: true });
      } finally {
        setTransition(null);
      }
    },
    [queryClient, navigate],
  );

  const signOut = useCallback(async () => {
    setTransition("signing-out");
    let failed = false;
    try {
      const { error } = await authClient.signOut();
      failed = !!error;
    } catch {
      failed = true;
    }
    if (failed) {
      setTransition(null);
      toast({
        title: "Sign Out Error",
        description: "There was a problem signing you out. Please try again.",
        variant: "destructive",
      });
      return;
    }
    await sleep(SIGN_OUT_REDIRECT_DELAY_MS);
    finishSignOut();
  }, [finishSignOut]);

  const impersonationFailed = useCallback(() => {
    clearAdminMarkers();
    setTransition(null);
    toast({
      title: "Impersonation Error",
      description: "There was a problem with the impersonation process. Please try again.",
      variant: "destructive",
    });
    navigate(paths.adminUsers(), { replace: true });
  }, [navigate]);

  const startImpersonation = useCallback(
    async (userId: string, reason: string) => {
      setTransition("impersonating");
      try {
        const api = await import("#web/features/admin/api/impersonation.ts");
        const started = await api.startImpersonationRequest(userId, reason);
        const expiresAt = Math.min(Date.now() + ADMIN_SESSION_TTL_MS, new Date(started.until).getTime());
        localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ expiresAt }));
        localStorage.setItem(ADMIN_RETURN_URL_KEY, paths.adminUsers());
        toast({ title: "Impersonation Active", description: "You are now viewing Leasedesk as this user." });
        await sleep(IMPERSONATION_REDIRECT_DELAY_MS);
        // A full load drops every cached query of the admin in one step.
        window.location.assign(paths.home());
      } catch {
        impersonationFailed();
      }
    },
    [impersonationFailed],
  );

  /** Back to the admin's own account; `ended` when the hour ran out (the banner calls it by itself then). */
  const stopImpersonation = useCallback(
    async (opts: { ended?: boolean } = {}) => {
      setTransition("returning");
      try {
        const api = await import("#web/features/admin/api/impersonation.ts");
        const result = await api.stopImpersonationRequest();
        const returnUrl = localStorage.getItem(ADMIN_RETURN_URL_KEY) ?? paths.adminUsers();
        clearAdminMarkers();
        if (!result.returned) {
          toast({ title: "Impersonation ended", description: "Please sign in again." });
          await sleep(IMPERSONATION_REDIRECT_DELAY_MS);
          window.location.assign(paths.auth({ view: "sign_in" }));
          return;
        }
        toast({
          title: "Returned to Admin",
          description:
            opts.ended || result.expired
              ? "The one-hour impersonation limit was reached. You are signed in as yourself again."
              : "You are signed in as yourself again.",
        });
        await sleep(IMPERSONATION_REDIRECT_DELAY_MS);
        window.location.assign(returnUrl.startsWith("/") ? returnUrl : paths.adminUsers());
      } catch {
        impersonationFailed();
      }
    },
    [impersonationFailed],
  );

  stopImpersonationRef.current = stopImpersonation;

  const sessionUser = session.data?.user ?? null;
  const value = useMemo<AuthContextValue>(
    () => ({
      status: initialising ? "initialising" : "ready",
      signedIn,
      sessionUser: sessionUser ? { id: sessionUser.id, email: sessionUser.email, name: sessionUser.name } : null,
      profile: profile.data,
      subscription: subscription.data,
      subscriptionFailed: subscription.isError,
      isAdmin: !signedIn ? false : profile.data ? profile.data.isAdmin : profile.isError ? false : undefined,
      isImpersonating: !!profile.data?.impersonatedBy,
      transition,
      completeSignIn,
      signOut,
      startImpersonation,
      stopImpersonation,
    }),
    [
      initialising,
      signedIn,
      sessionUser,
      profile.data,
      profile.isError,
      subscription.data,
      subscription.isError,
      transition,
      completeSignIn,
      signOut,
      startImpersonation,
      stopImpersonation,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
