import { Navigate, useSearchParams } from "react-router";
import { Link } from "react-router";
import { safeRedirectPath } from "#shared/rules/redirect.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
import { type AuthView, paths } from "#web/app/paths.ts";
import { AuthLayout } from "#web/features/auth/components/auth-layout.tsx";
import { ForgotPasswordForm } from "#web/features/auth/components/forgot-password-form.tsx";
import { ProviderButtons } from "#web/features/auth/components/provider-buttons.tsx";
import { SignInForm } from "#web/features/auth/components/sign-in-form.tsx";
import { SignUpForm } from "#web/features/auth/components/sign-up-form.tsx";
import { UpdatePasswordForm } from "#web/features/auth/components/update-password-form.tsx";

const views: Record<AuthView, { title: string; subtitle: string }> = {
  sign_in: { title: "Welcome back", subtitle: "Sign in to your Leasedesk workspace." },
  sign_up: { title: "Create your account", subtitle: "Start your 14-day free trial of Leasedesk." },
  forgot_password: { title: "Reset your password", subtitle: "Enter your email and we will send you a reset link." },
  update_password: { title: "Choose a new password", subtitle: "Enter a new password for your account." },
};

function parseView(value: string | null): AuthView {
  return value && value in views ? (value as AuthView) : "sign_in";
}

export function AuthPage() {
  const [params] = useSearchParams();
  const { signedIn, transition } = useAuth();
  const view = parseView(params.get("view"));
  const rawRedirect = params.get("redirect");
  const redirect = safeRedirectPath(rawRedirect);
  const keep = rawRedirect ? redirect : undefined;

  // Already signed in: go on (the sign-in form itself waits 1 s before redirecting, §4.3).
  if (signedIn && transition !== "signing-in" && view !== "update_password") return <Navigate to={redirect} replace />;

  const { title, subtitle } = views[view];
  return (
    <AuthLayout>
      <div className="grid gap-8">
        <header className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <p className="text-sm text-muted-foreground">{subtitle}</p>
        </header>
        {view === "sign_in" ? <SignInForm redirect={redirect} /> : null}
        {view === "sign_up" ? <SignUpForm /> : null}
        {view === "sign_in" || view === "sign_up" ? <ProviderButtons redirect={redirect} /> : null}
        {view === "forgot_password" ? <ForgotPasswordForm /> : null}
        {view === "update_password" ? <UpdatePasswordForm token={params.get("token")} /> : null}
        <footer className="text-center text-sm text-muted-foreground">
          {view === "sign_in" ? (
            <>
              New to Leasedesk?{" "}
              <Link
                className="font-medium text-primary hover:underline"
                to={paths.auth({ view: "sign_up", redirect: keep })}
              >
                Create an account
              </Link>
            </>
          ) : view === "sign_up" ? (
            <>
              Already have an account?{" "}
              <Link
                className="font-medium text-primary hover:underline"
                to={paths.auth({ view: "sign_in", redirect: keep })}
              >
                Sign in
              </Link>
            </>
          ) : (
            <Link
              className="font-medium text-primary hover:underline"
              to={paths.auth({ view: "sign_in", redirect: keep })}
            >
              Back to sign in
            </Link>
          )}
        </footer>
      </div>
    </AuthLayout>
  );
}
