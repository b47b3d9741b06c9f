import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { useAuth } from "#web/app/auth-provider.tsx";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { describeAuthError, retryHint } from "#web/features/auth/auth-errors.ts";
import { checkEmail, checkPassword, type SignInValues } from "#web/features/auth/auth-rules.ts";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { TwoFactorChallenge } from "#web/features/auth/components/two-factor-challenge.tsx";
import { authClient } from "#web/lib/auth-client.ts";

export function SignInForm({ redirect }: { redirect: string }) {
  const { completeSignIn, transition } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [secondFactor, setSecondFactor] = useState<string[] | null>(null);
  const form = useForm<SignInValues>({
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || transition === "signing-in";

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setUnverifiedEmail(null);
    const hint = retryHint();
    const { data, error } = await authClient.signIn.email(
      { email: values.email.trim(), password: values.password },
      hint.fetchOptions,
    );
    if (error) {
      if (error.code === "EMAIL_NOT_VERIFIED") setUnverifiedEmail(values.email.trim());
      setFormError(
        error.code === "EMAIL_NOT_VERIFIED"
          ? "Please verify your email address before signing in. Check your inbox for the verification link."
          : describeAuthError(error, hint.state.seconds),
      );
      return;
    }
    if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
      const methods = (data as { twoFactorMethods?: string[] }).twoFactorMethods;
      setSecondFactor(methods?.length ? methods : ["totp"]);
      return;
    }
    await completeSignIn(redirect);
  });

  const resend = async () => {
    if (!unverifiedEmail) return;
    await authClient.sendVerificationEmail({ email: unverifiedEmail, callbackURL: "/auth/callback?verified=1" });
    setResent(true);
  };

  if (secondFactor) {
    return (
      <TwoFactorChallenge
        methods={secondFactor}
        onVerified={() => completeSignIn(redirect)}
        onCancel={() => setSecondFactor(null)}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? (
        <FormAlert>
          <p>{formError}</p>
          {unverifiedEmail ? (
            resent ? (
              <p className="mt-1 font-medium">A new verification link is on its way.</p>
            ) : (
              <button
                type="button"
                onClick={() => void resend()}
                className="mt-1 font-medium underline underline-offset-2"
              >
                Resend verification email
              </button>
            )
          ) : null}
        </FormAlert>
      ) : null}
      <FormField label="Email" error={errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          {...form.register("email", { validate: checkEmail })}
        />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        required
        labelAction={
          <Link
            to={paths.auth({ view: "forgot_password" })}
            className="text-sm font-medium text-primary hover:underline"
          >
            Forgot password?
          </Link>
        }
      >
        <PasswordInput autoComplete="current-password" {...form.register("password", { validate: checkPassword })} />
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Spinner className="size-4 text-current" label="Signing in" /> : null}
        {transition === "signing-in" ? "Signing you in…" : "Sign In"}
      </Button>
    </form>
  );
}
