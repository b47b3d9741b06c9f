import { AlertCircleIcon, HandshakeIcon, LinkIcon, ShieldCheckIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { accessErrors, type ShareLinkAccessDto, verifyAccessForm } from "#shared/contract/dealrooms-sharing.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useShareLinkAccess } from "#web/features/dealrooms/api/get-share-link-access.ts";
import { useVerifyAccess } from "#web/features/dealrooms/api/verify-access.ts";
import { storeAccess } from "#web/features/dealrooms/lib/access-store.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { dismissToast, toast } from "#web/lib/toast.ts";

export const EMAIL_MISMATCH_TEXT =
  "The email address you entered doesn't match the one this deal room was shared with. Please use the email address that received the invitation.";

type Failure = { kind: "mismatch" } | { kind: "access"; message: string };

function failureOf(error: unknown): Failure {
  const text = isApiError(error) ? error.message : "";
  if (text.includes(accessErrors.emailMismatch)) return { kind: "mismatch" };
  if (text.includes(accessErrors.invalidToken)) return { kind: "access", message: accessErrors.invalidToken };
  if (text.includes(accessErrors.notFound)) return { kind: "access", message: accessErrors.notFound };
  return { kind: "access", message: accessErrors.failed };
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-10">
      <div className="w-full max-w-md">{children}</div>
    </main>
  );
}

/** §2.9 / §4.6 shared deal-room access gate. */
export function VerifyAccessPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() || null;
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const access = useShareLinkAccess(token);
  const verify = useVerifyAccess();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<{ email?: string; name?: string }>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const autoTried = useRef(false);
  // A later success takes the earlier failure toast away: it would contradict the 'Access verified' banner.
  const failureToast = useRef<string | number | null>(null);

  const complete = async (
    link: ShareLinkAccessDto,
    result: { entity_id: string; access_level: ShareLinkAccessDto["access_level"]; signInUrl: string | null },
    who: { email: string; name: string },
  ) => {
    if (!token) return;
    if (failureToast.current !== null) dismissToast(failureToast.current);
    failureToast.current = null;
    const record = {
      verified: true,
      token,
      email: who.email,
      name: who.name,
      accessLevel: result.access_level ?? link.access_level ?? "viewer",
    };
    storeAccess(result.entity_id, record);
    if (result.signInUrl) {
      window.location.assign(result.signInUrl);
      return;
    }
    // The answer set the room's guest cookie: refetch what depends on who we are, then go in.
    await queryClient.invalidateQueries({ queryKey: ["dealrooms"] });
    navigate(paths.dealroom(result.entity_id), {
      replace: true,
      state: {
        accessVerified: true,
        isPublicAccess: true,
        token,
        userEmail: who.email,
        userName: who.name,
        accessLevel: record.accessLevel,
      },
    });
  };

  // §4.6: a signed-in user holding a valid link is verified at once with their own e-mail and name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the link and the user are known
  useEffect(() => {
    if (autoTried.current || !token || !access.data?.success || !auth.signedIn || !auth.profile) return;
    autoTried.current = true;
    const who = {
      email: auth.profile.email,
      name: `${auth.profile.firstName} ${auth.profile.lastName}`.trim() || auth.profile.email,
    };
    const link = access.data;
    setEmail(who.email);
    setName(who.name);
    verify
      .mutateAsync({ token, ...who })
      .then((result) => complete(link, result, who))
      .catch((error) => setFailure(failureOf(error)));
  }, [token, access.data, auth.signedIn, auth.profile]);

  if (!token) {
    return (
      <Frame>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <AlertCircleIcon aria-hidden className="size-5 text-destructive" /> Missing Information
            </CardTitle>
            <CardDescription>{accessErrors.missingToken}</CardDescription>
          </CardHeader>
        </Card>
      </Frame>
    );
  }

  if (
    access.isPending ||
    (auth.signedIn && access.data?.success && (verify.isPending || (!failure && !verify.isError)))
  ) {
    return (
      <Frame>
        <div className="flex flex-col items-center gap-3 text-sm text-muted-foreground" role="status">
          <Spinner className="size-6" />
          {access.isPending ? "Checking your access..." : "Verifying access..."}
        </div>
      </Frame>
    );
  }

  if (access.isError || !access.data?.success || !access.data.dealroom) {
    const error = access.data?.error ?? (access.error instanceof Error ? access.error.message : "Unknown error");
    return (
      <Frame>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <LinkIcon aria-hidden className="size-5 text-destructive" /> Invalid Deal Room Link
            </CardTitle>
            <CardDescription>
              This link is invalid, has expired or was revoked. Please contact the deal room owner to get a new
              invitation.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <details className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
              <summary className="cursor-pointer font-medium">Debug information</summary>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 break-all">
                <dt>Error</dt>
                <dd>{error}</dd>
                <dt>Token</dt>
                <dd>{`${token.slice(0, 8)}…`}</dd>
                <dt>Entity type</dt>
                <dd>dealroom</dd>
                <dt>Checked at</dt>
                <dd>{new Date().toISOString()}</dd>
              </dl>
            </details>
          </CardContent>
        </Card>
      </Frame>
    );
  }

  const room = access.data.dealroom;
  const sharer =
    [room.sharer_first_name, room.sharer_last_name].filter(Boolean).join(" ").trim() || room.sharer_email || "Unknown";
  const link = access.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = verifyAccessForm.safeParse({ email, name });
    if (!parsed.success) {
      const next: { email?: string; name?: string } = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as "email" | "name"] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const result = await verify.mutateAsync({ token, ...parsed.data });
      await complete(link, result, parsed.data);
    } catch (error) {
      setFailure(failureOf(error));
      failureToast.current = toast({
        title: "Access Verification Failed",
        description: "There was a problem verifying your access. Please check your email and try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <Frame>
      <Card>
        <CardHeader className="gap-3">
          <div className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
            <HandshakeIcon aria-hidden className="size-5" />
          </div>
          <CardTitle className="text-xl">{room.name ? `Deal Room: ${room.name}` : "Deal Room Access"}</CardTitle>
          <p className="text-sm text-muted-foreground">
            Shared by <span className="font-medium text-foreground">{sharer}</span>
          </p>
          <CardDescription>
            Enter the email address this deal room was shared with and your name to verify your access.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField label="Email" error={errors.email} required>
              <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </FormField>
            <FormField label="Name" error={errors.name} required>
              <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
            </FormField>
            {failure ? (
              <div
                role="alert"
                className="rounded-md border border-destructive/30 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                {failure.kind === "mismatch" ? (
                  <>
                    <p className="font-medium">Email mismatch</p>
                    <p>{EMAIL_MISMATCH_TEXT}</p>
                  </>
                ) : (
                  <>
                    <p className="font-medium">Access Error</p>
                    <p>{failure.message}</p>
                  </>
                )}
              </div>
            ) : null}
            <Button type="submit" className="w-full" disabled={verify.isPending}>
              <ShieldCheckIcon aria-hidden />
              {verify.isPending ? "Verifying..." : "Verify Access"}
            </Button>
          </form>
        </CardContent>
      </Card>
      <p className="mt-4 text-center text-xs text-muted-foreground">Secured by Leasedesk · Access is logged</p>
    </Frame>
  );
}
