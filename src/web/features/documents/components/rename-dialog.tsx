import { type FormEvent, useEffect, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";

/** Rename a document or folder; the name must be non-blank and different. */
export function RenameDialog({
  open,
  onOpenChange,
  title,
  label,
  initial,
  emptyMessage,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  initial: string;
  emptyMessage: string;
  pending: boolean;
  onSubmit: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open) {
      setValue(initial);
      setError(undefined);
    }
  }, [open, initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(emptyMessage);
      return;
    }
    onSubmit(value.trim());
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
          </DialogHeader>
          <FormField label={label} error={error} required>
            <Input autoFocus value={value} maxLength={300} onChange={(e) => setValue(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || value.trim() === initial.trim()}>
              {pending ? "Saving..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
