import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { describeAuthError, retryHint } from "#web/features/auth/auth-errors.ts";
import { checkEmail, type ForgotPasswordValues } from "#web/features/auth/auth-rules.ts";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { authClient } from "#web/lib/auth-client.ts";

export function ForgotPasswordForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPasswordValues>({
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    setFormError(null);
    const hint = retryHint();
    const { error } = await authClient.requestPasswordReset(
      { email, redirectTo: `${window.location.origin}/auth?view=update_password` },
      hint.fetchOptions,
    );
    if (error) return setFormError(describeAuthError(error, hint.state.seconds));
    setSent(true);
  });
  if (sent) {
    return (
      <FormAlert variant="success">
        If an account exists for that address, a password reset link is on its way. Check your inbox.
      </FormAlert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <FormField label="Email" error={errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          {...form.register("email", { validate: checkEmail })}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner className="size-4 text-current" label="Sending" /> : null}
        Send reset link
      </Button>
    </form>
  );
}
