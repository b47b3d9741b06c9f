import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { safeRedirectPath } from "#shared/rules/redirect.ts";
import { sessionQueryOptions } from "#web/app/auth-provider.tsx";
import { paths } from "#web/app/paths.ts";
import { FullPageSpinner } from "#web/components/ui/spinner.tsx";
import { AuthLayout } from "#web/features/auth/components/auth-layout.tsx";
import { TwoFactorChallenge } from "#web/features/auth/components/two-factor-challenge.tsx";
import { describeCallbackError } from "#web/lib/auth-client.ts";
import { toast } from "#web/lib/toast.ts";

const GOOGLE_SIGN_IN_DELAY_MS = 2000;

/**
 * Where e-mail links (verification, e-mail change) and third-party sign-in land. Better Auth appends
 * `error` when a link is invalid; a provider sign-in of an account with a second factor arrives with
 * `second_factor` and asks for the code first (the same challenge as after a password); otherwise the session
 * (if any) is refreshed and the user moves on.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const secondFactor = params.get("second_factor");

  const finish = useCallback(async () => {
    const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).catch(() => null);
    if (params.get("verified")) {
      toast({ title: "Email verified successfully! You can now use all features of the application." });
    } else if (params.get("email_changed")) {
      toast({ title: "Email address updated", description: "Your new email address is confirmed." });
    } else if (params.get("provider") === "google" && session?.user) {
      // §4.3/§8: after Google sign-in the notice shows and the product waits 2 s before moving on.
      toast({
        title: "Google Sign-in Notice",
        description: "Your profile is being set up. You may need to refresh if you experience any issues.",
      });
      await new Promise((resolve) => setTimeout(resolve, GOOGLE_SIGN_IN_DELAY_MS));
    } else {
      toast({ title: "Authentication successful!" });
    }
    const next = safeRedirectPath(params.get("redirect"));
    navigate(session?.user ? next : paths.auth({ view: "sign_in", redirect: next === "/" ? undefined : next }), {
      replace: true,
    });
  }, [params, navigate, queryClient]);

  useEffect(() => {
    if (handled.current || secondFactor) return;
    handled.current = true;
    if (params.get("error")) {
      toast({ title: "Authentication Error", description: describeCallbackError(params), variant: "destructive" });
      navigate(paths.auth({ view: "sign_in" }), { replace: true });
      return;
    }
    void finish();
  }, [params, navigate, finish, secondFactor]);

  if (secondFactor) {
    return (
      <AuthLayout>
        <TwoFactorChallenge
          methods={secondFactor.split(",")}
          onVerified={finish}
          onCancel={() => navigate(paths.auth({ view: "sign_in" }), { replace: true })}
        />
      </AuthLayout>
    );
  }
  return <FullPageSpinner label="Finishing sign-in" />;
}
