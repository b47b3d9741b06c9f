import { MailCheckIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { describeAuthError, retryHint } from "#web/features/auth/auth-errors.ts";
import {
  checkEmail,
  checkFirstName,
  checkLastName,
  checkNewPassword,
  PASSWORD_MIN,
  type SignUpValues,
} from "#web/features/auth/auth-rules.ts";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { authClient } from "#web/lib/auth-client.ts";

export const VERIFY_CALLBACK_URL = "/auth/callback?verified=1";

export function SignUpForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (raw) => {
    const values = { ...raw, firstName: raw.firstName.trim(), lastName: raw.lastName.trim(), email: raw.email.trim() };
    setFormError(null);
    const hint = retryHint();
    const { error } = await authClient.signUp.email(
      {
        name: `${values.firstName} ${values.lastName}`,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
        callbackURL: VERIFY_CALLBACK_URL,
      },
      hint.fetchOptions,
    );
    if (error) {
      if (error.code === "USER_ALREADY_EXISTS" || error.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
        form.setError("email", {
          message: "An account with this email already exists. Sign in instead, or reset your password.",
        });
        return;
      }
      if (error.code === "PASSWORD_TOO_SHORT") {
        form.setError("password", { message: `Password must be at least ${PASSWORD_MIN} characters` });
        return;
      }
      if (error.code === "INVALID_EMAIL") {
        form.setError("email", { message: "Enter a valid email address" });
        return;
      }
      setFormError(describeAuthError(error, hint.state.seconds));
      return;
    }
    setSentTo(values.email);
  });

  if (sentTo) return <CheckEmail email={sentTo} />;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...form.register("firstName", { validate: checkFirstName })} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message} required>
          <Input autoComplete="family-name" {...form.register("lastName", { validate: checkLastName })} />
        </FormField>
      </div>
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
        hint={`At least ${PASSWORD_MIN} characters.`}
        required
      >
        <PasswordInput autoComplete="new-password" {...form.register("password", { validate: checkNewPassword })} />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner className="size-4 text-current" label="Creating account" /> : null}
        Create account
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        Your 14-day free trial starts today. No credit card needed.
      </p>
    </form>
  );
}

function CheckEmail({ email }: { email: string }) {
  const [state, setState] = useState<"idle" | "sending" | "sent" | "error">("idle");
  const resend = async () => {
    setState("sending");
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: VERIFY_CALLBACK_URL });
    setState(error ? "error" : "sent");
  };
  return (
    <div className="grid gap-4 text-center" role="status">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <MailCheckIcon aria-hidden className="size-7" />
      </div>
      <div className="grid gap-1.5">
        <h2 className="text-xl font-semibold">Check your email</h2>
        <p className="text-sm text-muted-foreground">
          We sent a verification link to <strong className="text-foreground">{email}</strong>. Open it to activate your
          account, then sign in.
        </p>
      </div>
      <Button variant="outline" onClick={() => void resend()} disabled={state === "sending" || state === "sent"}>
        {state === "sent" ? "Verification email sent" : "Resend verification email"}
      </Button>
      {state === "error" ? <FormAlert>We could not resend the email. Please try again in a moment.</FormAlert> : null}
    </div>
  );
}
