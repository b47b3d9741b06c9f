import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { describeAuthError, retryHint } from "#web/features/auth/auth-errors.ts";
import { authClient } from "#web/lib/auth-client.ts";

type Mode = "totp" | "sms" | "recovery";

const prompts: Record<Mode, string> = {
  totp: "Enter the 6-digit code from your authenticator app.",
  sms: "Enter the 6-digit code we texted to your phone.",
  recovery: "Enter one of the recovery codes you saved. Each code works once.",
};

/**
 * The second step of a sign-in with a second factor: the authenticator code, a code texted to the verified
 * phone, or a one-time recovery code. `methods` is Better Auth's twoFactorMethods ("totp", "otp").
 */
export function TwoFactorChallenge({
  methods = ["totp"],
  onVerified,
  onCancel,
}: {
  methods?: string[];
  onVerified: () => Promise<void>;
  onCancel: () => void;
}) {
  const [mode, setMode] = useState<Mode>(methods.includes("totp") || !methods.includes("otp") ? "totp" : "sms");
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.replace(/\s+/g, "");
    if (mode !== "recovery" && !/^\d{6}$/.test(value)) {
      setError(prompts[mode]);
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
        : mode === "sms"
          ? await authClient.twoFactor.verifyOtp({ code: value }, hint.fetchOptions)
          : await authClient.twoFactor.verifyBackupCode({ code: value }, hint.fetchOptions);
    if (failed) {
      setBusy(false);
      setError(describeAuthError(failed, hint.state.seconds));
      return;
    }
    await onVerified();
  };

  const sendCode = async () => {
    setError(null);
    const hint = retryHint();
    const { error: failed } = await authClient.twoFactor.sendOtp(undefined, hint.fetchOptions);
    if (failed) return setError(describeAuthError(failed, hint.state.seconds));
    setSent(true);
  };

  // A phone-only account starts on the text-message step: its first code is sent once, on arrival.
  const autoSent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the initial mode only
  useEffect(() => {
    if (autoSent.current || mode !== "sms") return;
    autoSent.current = true;
    void sendCode();
  }, []);

  const switchTo = (next: Mode) => {
    setMode(next);
    setCode("");
    setError(null);
    if (next === "sms" && !sent) void sendCode();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Two-step verification</h2>
        <p className="text-sm text-muted-foreground">{prompts[mode]}</p>
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <FormField
        label={mode === "totp" ? "Authentication code" : mode === "sms" ? "Text message code" : "Recovery code"}
        required
      >
        <Input
          autoFocus
          autoComplete="one-time-code"
          inputMode={mode === "recovery" ? "text" : "numeric"}
          maxLength={mode === "recovery" ? 32 : 6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Spinner className="size-4 text-current" label="Verifying" /> : null}
        Verify
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <div className="grid justify-items-start gap-1">
          {(["totp", "sms", "recovery"] as const)
            .filter(
              (m) =>
                m !== mode && (m !== "sms" || methods.includes("otp")) && (m !== "totp" || methods.includes("totp")),
            )
            .map((m) => (
              <button
                key={m}
                type="button"
                className="font-medium text-primary hover:underline"
                onClick={() => switchTo(m)}
              >
                {m === "totp"
                  ? "Use your authenticator app"
                  : m === "sms"
                    ? "Text me a code instead"
                    : "Use a recovery code instead"}
              </button>
            ))}
          {mode === "sms" ? (
            <button type="button" className="font-medium text-primary hover:underline" onClick={() => void sendCode()}>
              Send a new code
            </button>
          ) : null}
        </div>
        <button type="button" className="text-muted-foreground hover:underline" onClick={onCancel}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
