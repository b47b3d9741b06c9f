import { useQueryClient } from "@tanstack/react-query";
import { SmartphoneIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { normalizePhone, PHONE_FORMAT_MESSAGE } from "#shared/contract/sessions.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
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
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import {
  factorsQueryKey,
  useFactors,
  useRemovePhoneFactor,
  useSetPhoneFactor,
} from "#web/features/profiles/api/factors.ts";
import { profileQueryKey } from "#web/features/profiles/api/keys.ts";
import { authClient, authErrorMessage } from "#web/lib/auth-client.ts";
import { toast } from "#web/lib/toast.ts";

/** Profile → text-message codes (§3 phone factor): add a number, verify it with a texted code, remove it. */
export function PhoneFactorCard() {
  const factors = useFactors();
  const setPhone = useSetPhoneFactor();
  const removePhone = useRemovePhoneFactor();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<"number" | "code" | null>(null);
  const [phone, setPhoneValue] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const factor = factors.data?.items.find((f) => f.factorType === "phone");

  const sendCode = async () => {
    const { error: failed } = await authClient.twoFactor.sendOtp();
    if (failed) {
      setError(authErrorMessage(failed));
      return false;
    }
    return true;
  };

  const submitNumber = async (e: FormEvent) => {
    e.preventDefault();
    if (!normalizePhone(phone)) return setError(PHONE_FORMAT_MESSAGE);
    setBusy(true);
    setError(null);
    try {
      await setPhone.mutateAsync(phone);
      if (await sendCode()) {
        setCode("");
        setStep("code");
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : "Could not save the number. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError("Enter the 6-digit code we texted to your phone.");
    setBusy(true);
    setError(null);
    const { error: failed } = await authClient.twoFactor.verifyOtp({ code: code.trim() });
    setBusy(false);
    if (failed) return setError(authErrorMessage(failed));
    setStep(null);
    toast({ title: "Phone number verified", description: "Sign-in codes will be texted to it." });
    void queryClient.invalidateQueries({ queryKey: factorsQueryKey });
    void queryClient.invalidateQueries({ queryKey: ["session"] });
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  };

  const verifyAgain = async () => {
    setError(null);
    setCode("");
    if (await sendCode()) setStep("code");
  };

  const remove = () => {
    setConfirmRemove(false);
    removePhone.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Phone number removed" });
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      },
      onError: (err) => toast({ title: "Error", description: err.message, variant: "destructive" }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SmartphoneIcon aria-hidden className="size-4 text-primary" /> Text message codes
        </CardTitle>
        <CardDescription>Get a sign-in code by text message on your phone.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {factors.isPending ? (
          <Skeleton className="h-10" />
        ) : factor ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant={factor.status === "verified" ? "success" : "secondary"}>
                {factor.status === "verified" ? "On" : "Not verified"}
              </Badge>
              {factor.phone}
            </p>
            <div className="flex flex-wrap gap-2">
              {factor.status !== "verified" ? (
                <Button variant="outline" onClick={() => void verifyAgain()}>
                  Verify number
                </Button>
              ) : null}
              <Button variant="outline" disabled={removePhone.isPending} onClick={() => setConfirmRemove(true)}>
                Remove number
              </Button>
            </div>
          </>
        ) : (
          <Button
            className="justify-self-start"
            variant="outline"
            onClick={() => {
              setPhoneValue("");
              setError(null);
              setStep("number");
            }}
          >
            Add a phone number
          </Button>
        )}
        {error && !step ? <FormAlert>{error}</FormAlert> : null}
      </CardContent>
      <Dialog open={!!step} onOpenChange={(o) => !o && setStep(null)}>
        <DialogContent>
          <form
            onSubmit={(e) => void (step === "number" ? submitNumber(e) : submitCode(e))}
            className="grid gap-4"
            noValidate
          >
            <DialogHeader>
              <DialogTitle>{step === "number" ? "Add a phone number" : "Enter the code we texted you"}</DialogTitle>
              <DialogDescription>
                {step === "number"
                  ? "We will text a 6-digit code to this number to check it is yours."
                  : `The code was sent to ${factor?.phone ?? normalizePhone(phone) ?? phone}. It expires in 5 minutes.`}
              </DialogDescription>
            </DialogHeader>
            {error ? <FormAlert>{error}</FormAlert> : null}
            {step === "number" ? (
              <FormField label="Phone number" required>
                <Input
                  type="tel"
                  autoComplete="tel"
                  placeholder="+1 555 123 4567"
                  value={phone}
                  onChange={(e) => setPhoneValue(e.target.value)}
                />
              </FormField>
            ) : (
              <FormField label="Text message code" required>
                <Input
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </FormField>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setStep(null)}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {step === "number" ? "Send code" : "Verify"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove this phone number?"
        description="Sign-in codes will no longer be texted to it. If it is your only second factor, two-step verification turns off."
        confirmLabel="Remove"
        onConfirm={remove}
      />
    </Card>
  );
}
