import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { describeAuthError } from "#web/features/auth/auth-errors.ts";
import {
  checkConfirm,
  checkNewPassword,
  PASSWORD_MIN,
  type UpdatePasswordValues,
} from "#web/features/auth/auth-rules.ts";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { authClient } from "#web/lib/auth-client.ts";
import { toast } from "#web/lib/toast.ts";

export function UpdatePasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<UpdatePasswordValues>({
    defaultValues: { password: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;
  if (!token) {
    return (
      <FormAlert>This password reset link is incomplete or has expired. Request a new link to continue.</FormAlert>
    );
  }
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) return setFormError(describeAuthError(error));
    toast({ title: "Password reset successful!", description: "You can now sign in with your new password." });
    navigate(paths.auth({ view: "sign_in" }), { replace: true });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <FormField
        label="New password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN} characters.`}
        required
      >
        <PasswordInput autoComplete="new-password" {...form.register("password", { validate: checkNewPassword })} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirm?.message} required>
        <PasswordInput
          autoComplete="new-password"
          {...form.register("confirm", { validate: checkConfirm(() => form.getValues("password")) })}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner className="size-4 text-current" label="Saving" /> : null}
        Update password
      </Button>
    </form>
  );
}
