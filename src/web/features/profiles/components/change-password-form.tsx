import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH as PASSWORD_MIN } from "#shared/rules/password.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { authClient, authErrorMessage } from "#web/lib/auth-client.ts";
import { toast } from "#web/lib/toast.ts";

const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required"),
    newPassword: z
      .string()
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ["confirm"], message: "Passwords do not match" });
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
    if (error) {
      if (error.code === "INVALID_PASSWORD")
        form.setError("currentPassword", { message: "Your current password is incorrect" });
      else if (error.code === "PASSWORD_TOO_SHORT")
        form.setError("newPassword", { message: `Password must be at least ${PASSWORD_MIN} characters` });
      else
        toast({
          title: "Could not change your password",
          description: authErrorMessage(error),
          variant: "destructive",
        });
      return;
    }
    form.reset();
    toast({ title: "Password changed", description: "Other devices have been signed out." });
  });
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>Changing your password signs you out on your other devices.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Current password"
            error={errors.currentPassword?.message}
            required
            className="sm:col-span-2"
          >
            <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
          <FormField
            label="New password"
            error={errors.newPassword?.message}
            hint={`At least ${PASSWORD_MIN} characters.`}
            required
          >
            <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirm?.message} required>
            <PasswordInput autoComplete="new-password" {...form.register("confirm")} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="size-4 text-current" label="Saving" /> : null}
            Change password
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
