import { useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { ShieldCheckIcon } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { type FormEvent, useState } from "react";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { factorsQueryKey, useFactors } from "#web/features/profiles/api/factors.ts";
import { profileQueryKey } from "#web/features/profiles/api/keys.ts";
import { RecoveryCodes } from "#web/features/profiles/components/recovery-codes.tsx";
import { authClient, authErrorMessage } from "#web/lib/auth-client.ts";
import { toast } from "#web/lib/toast.ts";

type Flow =
  | { step: "password"; purpose: "enable" | "codes" | "disable" }
  | { step: "scan"; uri: string; codes: string[] }
  | { step: "codes"; codes: string[] };

const titles = {
  enable: "Set up an authenticator app",
  codes: "New recovery codes",
  disable: "Turn off two-step verification",
};

/** Profile → two-step verification: TOTP with a QR code and one-time recovery codes (§3 factor, §7.1). */
export function TwoFactorCard() {
  const factors = useFactors();
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<Flow | null>(null);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const enabled = !!factors.data?.enabled;
  const factor = factors.data?.items.find((f) => f.factorType === "totp" && f.status === "verified");

  const open = (next: Flow) => {
    setFlow(next);
    setPassword("");
    setCode("");
    setError(null);
  };
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: factorsQueryKey });
    void queryClient.invalidateQueries({ queryKey: ["session"] });
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  };

  const submitPassword = async (e: FormEvent, purpose: "enable" | "codes" | "disable") => {
    e.preventDefault();
    if (!password) return setError("Enter your password.");
    setBusy(true);
    setError(null);
    if (purpose === "enable") {
      const { data, error: failed } = await authClient.twoFactor.enable({ password });
      setBusy(false);
      if (failed || !data || !("totpURI" in data) || !data.totpURI) return setError(authErrorMessage(failed));
      open({ step: "scan", uri: data.totpURI, codes: data.backupCodes ?? [] });
    } else if (purpose === "codes") {
      const { data, error: failed } = await authClient.twoFactor.generateBackupCodes({ password });
      setBusy(false);
      if (failed || !data) return setError(authErrorMessage(failed));
      open({ step: "codes", codes: data.backupCodes });
    } else {
      const { error: failed } = await authClient.twoFactor.disable({ password });
      setBusy(false);
      if (failed) return setError(authErrorMessage(failed));
      setFlow(null);
      refresh();
      toast({ title: "Two-step verification turned off", description: "You sign in with your password only." });
    }
  };

  const submitCode = async (e: FormEvent, codes: string[]) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError("Enter the 6-digit code from your authenticator app.");
    setBusy(true);
    const { error: failed } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
    setBusy(false);
    if (failed) return setError(authErrorMessage(failed));
    refresh();
    toast({ title: "Two-step verification is on", description: "Save your recovery codes now." });
    open({ step: "codes", codes });
  };

  const secret = flow?.step === "scan" ? (new URL(flow.uri).searchParams.get("secret") ?? "") : "";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheckIcon aria-hidden className="size-4 text-primary" /> Two-step verification
        </CardTitle>
        <CardDescription>
          Ask for a code from an authenticator app after your password when you sign in.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {factors.isPending ? (
          <Skeleton className="h-10" />
        ) : enabled && factor ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant="success">On</Badge> Authenticator app · added{" "}
              {format(new Date(factor.createdAt), "MMM d, yyyy")}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => open({ step: "password", purpose: "codes" })}>
                New recovery codes
              </Button>
              <Button variant="outline" onClick={() => open({ step: "password", purpose: "disable" })}>
                Remove
              </Button>
            </div>
          </>
        ) : (
          <Button className="justify-self-start" onClick={() => open({ step: "password", purpose: "enable" })}>
            Set up authenticator app
          </Button>
        )}
      </CardContent>
      <Dialog open={!!flow} onOpenChange={(o) => !o && setFlow(null)}>
        <DialogContent>
          {flow?.step === "password" ? (
            <form onSubmit={(e) => void submitPassword(e, flow.purpose)} className="grid gap-4" noValidate>
              <DialogHeader>
                <DialogTitle>{titles[flow.purpose]}</DialogTitle>
                <DialogDescription>
                  {flow.purpose === "disable"
                    ? "Your account will be protected by your password only."
                    : flow.purpose === "codes"
                      ? "Your old recovery codes stop working."
                      : "Confirm it is you first."}
                </DialogDescription>
              </DialogHeader>
              {error ? <FormAlert>{error}</FormAlert> : null}
              <FormField label="Password" required>
                <PasswordInput
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </FormField>
              <DialogFooter>
                <Button variant="outline" onClick={() => setFlow(null)}>
                  Cancel
                </Button>
                <Button type="submit" variant={flow.purpose === "disable" ? "destructive" : "default"} disabled={busy}>
                  {flow.purpose === "disable" ? "Turn off" : "Continue"}
                </Button>
              </DialogFooter>
            </form>
          ) : flow?.step === "scan" ? (
            <form onSubmit={(e) => void submitCode(e, flow.codes)} className="grid gap-4" noValidate>
              <DialogHeader>
                <DialogTitle>Scan the QR code</DialogTitle>
                <DialogDescription>
                  Scan it with your authenticator app, then enter the code it shows.
                </DialogDescription>
              </DialogHeader>
              <div className="grid justify-items-center gap-2">
                <QRCodeSVG value={flow.uri} size={200} aria-label="QR code for your authenticator app" role="img" />
                <p className="text-xs text-muted-foreground">
                  Or enter this key: <code className="break-all font-mono">{secret}</code>
                </p>
              </div>
              {error ? <FormAlert>{error}</FormAlert> : null}
              <FormField label="Authentication code" required>
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </FormField>
              <DialogFooter>
                <Button type="submit" disabled={busy}>
                  Verify and turn on
                </Button>
              </DialogFooter>
            </form>
          ) : flow?.step === "codes" ? (
            <div className="grid gap-4">
              <DialogHeader>
                <DialogTitle>Your recovery codes</DialogTitle>
              </DialogHeader>
              <RecoveryCodes codes={flow.codes} />
              <DialogFooter>
                <Button onClick={() => setFlow(null)}>I saved them</Button>
              </DialogFooter>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
