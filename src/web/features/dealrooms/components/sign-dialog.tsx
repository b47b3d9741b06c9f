import { PlusIcon, XIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useSendForSignature } from "#web/features/dealrooms/api/docusign.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

type Recipient = { name: string; email: string };

export function SignDialog({
  dealroomId,
  doc,
  onOpenChange,
}: {
  dealroomId: string;
  doc: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [recipients, setRecipients] = useState<Recipient[]>([{ name: "", email: "" }]);
  const [subject, setSubject] = useState("");
  const send = useSendForSignature(dealroomId);
  useEffect(() => {
    if (doc) {
      setRecipients([{ name: "", email: "" }]);
      setSubject(`Please sign: ${doc.name}`.slice(0, 100));
    }
  }, [doc]);
  const valid = recipients.every((r) => r.name.trim() && /^\S+@\S+\.\S+$/.test(r.email.trim()));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!doc || !valid) return;
    try {
      await send.mutateAsync({
        documentId: doc.id,
        subject: subject.trim() || undefined,
        recipients: recipients.map((r) => ({ name: r.name.trim(), email: r.email.trim() })),
      });
      toast({
        title: "Sent for signature",
        description: `${doc.name} was sent to ${recipients.length} recipient(s) via DocuSign.`,
      });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: "Could not send for signature",
        description: isApiError(error) ? error.message : "Please try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <Dialog open={!!doc} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Send for signature</DialogTitle>
            <DialogDescription>
              DocuSign e-mails each signer in order. The signed PDF returns to this room.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Subject">
            <Input value={subject} maxLength={100} onChange={(e) => setSubject(e.target.value)} />
          </FormField>
          <div className="grid gap-3">
            {recipients.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional (routing order)
              <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                <FormField label={i === 0 ? "Signer name" : <span className="sr-only">Signer name</span>}>
                  <Input
                    aria-label={`Signer ${i + 1} name`}
                    value={r.name}
                    onChange={(e) =>
                      setRecipients((list) => list.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))
                    }
                  />
                </FormField>
                <FormField label={i === 0 ? "Signer email" : <span className="sr-only">Signer email</span>}>
                  <Input
                    type="email"
                    aria-label={`Signer ${i + 1} email`}
                    value={r.email}
                    onChange={(e) =>
                      setRecipients((list) => list.map((x, j) => (j === i ? { ...x, email: e.target.value } : x)))
                    }
                  />
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove signer ${i + 1}`}
                  disabled={recipients.length === 1}
                  onClick={() => setRecipients((list) => list.filter((_, j) => j !== i))}
                >
                  <XIcon aria-hidden />
                </Button>
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              disabled={recipients.length >= 10}
              onClick={() => setRecipients((list) => [...list, { name: "", email: "" }])}
            >
              <PlusIcon aria-hidden /> Add signer
            </Button>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid || send.isPending}>
              {send.isPending ? "Sending..." : "Send"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
