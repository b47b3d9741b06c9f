import { AlertTriangleIcon, InfoIcon } from "lucide-react";

/**
 * What the recogniser read but placed in no field (a fax, a second office, a tagline), and its warning when it
 * stopped at the time limit: shown under the review form so nothing on the card is silently lost.
 */
export function CardReadingNote({ note, warning }: { note?: string; warning?: string }) {
  if (!note && !warning) return null;
  return (
    <section className="grid gap-2" aria-labelledby="scan-note">
      <h3 id="scan-note" className="text-sm font-semibold">
        Also on the card
      </h3>
      {warning ? (
        <p
          role="status"
          className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
        >
          <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0" /> {warning}
        </p>
      ) : null}
      {note ? (
        <div className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <InfoIcon aria-hidden className="size-3.5" /> Read from the card but not placed in a field. Copy what you
            need into the form above.
          </p>
          <ul className="grid gap-0.5 break-words" data-testid="card-note">
            {note.split("\n").map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one note, in reading order
              <li key={i} className="select-text">
                {line}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
