import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { ProfileDto } from "#shared/contract/profiles.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { authClient, authErrorMessage } from "#web/lib/auth-client.ts";

const schema = z.object({
  newEmail: z.string().trim().min(1, "Email is required").pipe(z.email("Enter a valid email address")),
});
type Values = z.infer<typeof schema>;

export function ChangeEmailForm({ profile }: { profile: ProfileDto }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { newEmail: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ newEmail }) => {
    setFormError(null);
    if (newEmail.toLowerCase() === profile.email.toLowerCase()) {
      form.setError("newEmail", { message: "This is already your email address" });
      return;
    }
    const { error } = await authClient.changeEmail({
      newEmail,
      callbackURL: "/auth/callback?email_changed=1&redirect=/profile",
    });
    if (error) {
      if (error.code === "USER_ALREADY_EXISTS" || error.status === 422 || error.status === 409) {
        form.setError("newEmail", { message: "This email address is already in use" });
      } else setFormError(authErrorMessage(error));
      return;
    }
    setSentTo(newEmail);
    form.reset();
  });
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>Email address</CardTitle>
          <CardDescription>
            You sign in with <strong className="font-medium text-foreground">{profile.email}</strong>. A new address
            must be confirmed before it takes effect.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sentTo ? (
            <FormAlert variant="success">
              We sent a confirmation link for <strong>{sentTo}</strong>. Open it to finish changing your email.
            </FormAlert>
          ) : null}
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <FormField label="New email" error={errors.newEmail?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register("newEmail")} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" variant="outline" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="size-4" label="Sending" /> : null}
            Change email
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
