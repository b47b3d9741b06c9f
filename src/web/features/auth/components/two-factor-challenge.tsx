import { type FormEvent, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { describeAuthError, retryHint } from "#web/features/auth/auth-errors.ts";
import { authClient } from "#web/lib/auth-client.ts";

/** The second step of a sign-in with a second factor: the authenticator code, or a one-time recovery code. */
export function TwoFactorChallenge({
  onVerified,
  onCancel,
}: {
  onVerified: () => Promise<void>;
  onCancel: () => void;
}) {
  const [mode, setMode] = useState<"totp" | "recovery">("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.replace(/\s+/g, "");
    if (mode === "totp" && !/^\d{6}$/.test(value)) {
      setError("Enter the 6-digit code from your authenticator app.");
      return;
    }
    if (mode === "recovery" && value.length < 6) {
      setError("Enter one of your recovery codes.");
      return;
    }
    setBusy(true);
    setError(null);
    const hint = retryHint();
    const { error: failed } =
      mode === "totp"
        ? await authClient.twoFactor.verifyTotp({ code: value }, hint.fetchOptions)
        : await authClient.twoFactor.verifyBackupCode({ code: value }, hint.fetchOptions);
    if (failed) {
      setBusy(false);
      setError(describeAuthError(failed, hint.state.seconds));
      return;
    }
    await onVerified();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Two-step verification</h2>
        <p className="text-sm text-muted-foreground">
          {mode === "totp"
            ? "Enter the 6-digit code from your authenticator app."
            : "Enter one of the recovery codes you saved. Each code works once."}
        </p>
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <FormField label={mode === "totp" ? "Authentication code" : "Recovery code"} required>
        <Input
          autoFocus
          autoComplete="one-time-code"
          inputMode={mode === "totp" ? "numeric" : "text"}
          maxLength={mode === "totp" ? 6 : 32}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Spinner className="size-4 text-current" label="Verifying" /> : null}
        Verify
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-primary hover:underline"
          onClick={() => {
            setMode(mode === "totp" ? "recovery" : "totp");
            setCode("");
            setError(null);
          }}
        >
          {mode === "totp" ? "Use a recovery code instead" : "Use your authenticator app"}
        </button>
        <button type="button" className="text-muted-foreground hover:underline" onClick={onCancel}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
