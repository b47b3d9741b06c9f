import { CheckIcon, PencilIcon, XIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { cn } from "#web/lib/utils.ts";

/**
 * A field edited in place: shows the value with an edit button; Enter (or ✓) saves, Escape cancels.
 * `validate` answers an error message to keep the editor open (e.g. a required name).
 */
export function InlineField({
  label,
  value,
  onSave,
  multiline,
  type = "text",
  display,
  validate,
  placeholder = "Add",
  editor,
}: {
  label: string;
  value: string;
  onSave: (value: string) => Promise<unknown>;
  multiline?: boolean;
  type?: "text" | "email" | "tel" | "url";
  display?: ReactNode;
  validate?: (value: string) => string | undefined;
  placeholder?: string;
  /** A custom control instead of the text input (e.g. a dropdown). */
  editor?: (props: { value: string; onChange: (v: string) => void; id: string }) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const id = `field-${label.toLowerCase().replace(/\W+/g, "-")}`;

  useEffect(() => {
    if (!editing) setDraft(value);
  }, [value, editing]);
  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);

  const cancel = () => {
    setEditing(false);
    setDraft(value);
    setError(undefined);
  };
  const save = async () => {
    const next = draft.trim();
    const message = validate?.(next);
    if (message) {
      setError(message);
      return;
    }
    if (next === value.trim()) {
      cancel();
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
      setEditing(false);
      setError(undefined);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : "Could not save. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="group grid gap-1 border-b py-3 last:border-b-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <label htmlFor={id} className="pt-1.5 text-sm text-muted-foreground">
        {label}
      </label>
      {editing ? (
        <div className="grid gap-1.5">
          <div className="flex items-start gap-1.5">
            {editor ? (
              editor({ value: draft, onChange: setDraft, id })
            ) : multiline ? (
              <Textarea
                id={id}
                ref={inputRef}
                value={draft}
                rows={3}
                aria-invalid={!!error}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Escape") cancel();
                  if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) void save();
                }}
              />
            ) : (
              <Input
                id={id}
                ref={inputRef}
                type={type}
                value={draft}
                aria-invalid={!!error}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Escape") cancel();
                  if (e.key === "Enter") {
                    e.preventDefault();
                    void save();
                  }
                }}
              />
            )}
            <Button size="icon-sm" onClick={() => void save()} disabled={saving} aria-label={`Save ${label}`}>
              {saving ? <Spinner className="size-4" /> : <CheckIcon aria-hidden />}
            </Button>
            <Button
              size="icon-sm"
              variant="ghost"
              onClick={cancel}
              disabled={saving}
              aria-label={`Cancel editing ${label}`}
            >
              <XIcon aria-hidden />
            </Button>
          </div>
          {error ? (
            <p role="alert" className="text-xs font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="flex min-w-0 items-start justify-between gap-2">
          <div
            className={cn(
              "min-w-0 pt-1.5 text-sm break-words",
              !value && "text-muted-foreground",
              multiline && "whitespace-pre-line",
            )}
          >
            {value ? (display ?? value) : "—"}
          </div>
          <Button
            size="icon-sm"
            variant="ghost"
            className="shrink-0 opacity-60 group-hover:opacity-100 focus-visible:opacity-100"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${label}`}
            title={value ? `Edit ${label}` : placeholder}
          >
            <PencilIcon aria-hidden />
          </Button>
        </div>
      )}
    </div>
  );
}
