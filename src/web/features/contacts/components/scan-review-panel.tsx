// The scanner's review step (spec §3): the photo, the fields read from it grouped as Personal and Company
// Information, the reading's note, and the choice offered when the e-mail already belongs to a contact.
import { RotateCcwIcon, SaveIcon, XIcon } from "lucide-react";
import type { CardRecognition } from "#shared/contract/card-recognition.ts";
import type { PersonListItem } from "#shared/contract/contacts.ts";
import { contactFieldWarning } from "#shared/rules/contact-fields.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { DialogDescription, DialogTitle } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { CardReadingNote } from "#web/features/contacts/components/card-reading-note.tsx";
import { fullName } from "#web/features/contacts/lib/format.ts";
import type { ScanForm } from "#web/features/contacts/lib/scan-form.ts";

export function ScanReviewPanel({
  image,
  reading,
  form,
  set,
  nameError,
  useExisting,
  onUseExisting,
  existing,
  busy,
  onRetake,
  onSave,
  onUpdateExisting,
  onCreateNew,
  onClose,
}: {
  image: string | null;
  reading: Pick<CardRecognition, "note" | "warning">;
  form: ScanForm;
  set: (key: keyof ScanForm) => (value: string) => void;
  nameError?: string;
  useExisting: boolean;
  onUseExisting: (v: boolean) => void;
  existing: PersonListItem | null;
  busy: boolean;
  onRetake: () => void;
  onSave: () => void;
  onUpdateExisting: () => void;
  onCreateNew: () => void;
  onClose: () => void;
}) {
  const field = (
    label: string,
    key: keyof ScanForm,
    props: { type?: string; multiline?: boolean; error?: string; check?: "email" | "phone" | "url" } = {},
  ) => {
    // What the card gave is saved as read (§5); a value that looks wrong is only flagged for the user to fix.
    const warning = props.check ? contactFieldWarning(props.check, form[key]) : undefined;
    return (
      <FormField
        label={label}
        error={props.error}
        hint={warning ? <span className="font-medium text-amber-700">{warning}</span> : undefined}
      >
        {props.multiline ? (
          <Textarea rows={2} value={form[key]} onChange={(e) => set(key)(e.target.value)} />
        ) : (
          <Input
            type={props.type ?? "text"}
            value={form[key]}
            onChange={(e) => set(key)(e.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
    );
  };
  return (
    <div className="flex h-full flex-col bg-background text-foreground">
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <div className="grid flex-1">
          <DialogTitle>Review Contact Info</DialogTitle>
          <DialogDescription>Check what was read from the card before saving.</DialogDescription>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close scanner">
          <XIcon aria-hidden className="!size-5" />
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto">
        <div className="mx-auto grid max-w-xl gap-6 p-4">
          {image ? (
            <img
              src={image}
              alt="Captured business card"
              className="max-h-40 w-full rounded-lg border object-contain bg-muted"
            />
          ) : null}
          <section className="grid gap-3" aria-labelledby="scan-personal">
            <h3 id="scan-personal" className="text-sm font-semibold">
              Personal Information
            </h3>
            {field("Name", "name", { error: nameError })}
            {field("Email", "email", { type: "email", check: "email" })}
            {field("Phone", "phone", { type: "tel", check: "phone" })}
            {field("Job Title", "jobTitle")}
            {field("LinkedIn URL", "linkedin_url", { type: "url", check: "url" })}
          </section>
          <section className="grid gap-3" aria-labelledby="scan-company">
            <h3 id="scan-company" className="text-sm font-semibold">
              Company Information
            </h3>
            {field("Company Name", "company")}
            {form.company.trim() ? (
              <div className="flex items-center gap-2 text-sm">
                <Checkbox
                  id="scan-use-existing"
                  checked={useExisting}
                  onCheckedChange={(v) => onUseExisting(v === true)}
                />
                <label htmlFor="scan-use-existing">Use existing company if name matches</label>
              </div>
            ) : null}
            {field("Website", "website", { type: "url", check: "url" })}
            {field("Company Phone", "companyPhone", { type: "tel", check: "phone" })}
            {field("Address", "address", { multiline: true })}
            {field("Company LinkedIn", "companyLinkedIn", { type: "url", check: "url" })}
          </section>
          <CardReadingNote note={reading.note} warning={reading.warning} />
          {existing ? (
            <div
              role="alert"
              className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
            >
              <p>
                <strong>{fullName(existing)}</strong> already has the email {existing.email}. Update that contact with
                this card, or create a new one?
              </p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={onUpdateExisting} disabled={busy}>
                  Update existing contact
                </Button>
                <Button size="sm" variant="outline" onClick={onCreateNew} disabled={busy}>
                  Create new contact
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      </div>
      <div className="flex gap-2 border-t p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <Button variant="outline" className="flex-1" onClick={onRetake} disabled={busy}>
          <RotateCcwIcon aria-hidden /> Retake
        </Button>
        <Button className="flex-1" onClick={onSave} disabled={busy || !!existing}>
          {busy ? <Spinner className="size-4" /> : <SaveIcon aria-hidden />} Save Contact
        </Button>
      </div>
    </div>
  );
}
