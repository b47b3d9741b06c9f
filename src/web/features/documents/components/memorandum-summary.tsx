// The memorandum's Summary tab: headline metrics, consistency issues, the labelled figures (each with its pro
// forma twin when the memorandum gives both bases), highlights and broker contacts.
import { AlertTriangleIcon, FileSearchIcon, UserIcon } from "lucide-react";
import type { OmAbstract, OmField } from "#shared/contract/om-abstract.ts";
import { formatFieldValue, type ValueKind } from "#web/features/documents/lib/format.ts";
import { type OmFieldSpec, omSections, proFormaTwin } from "#web/features/documents/lib/om-fields.ts";
import { cn } from "#web/lib/utils.ts";
import type { Locate } from "#web/features/documents/components/pdf-viewer.tsx";

const compactMoney = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 2,
});

function Metric({
  label,
  field,
  proForma,
  kind,
  onLocate,
  testId,
}: {
  label: string;
  field: OmField | null;
  proForma: OmField | null;
  kind: ValueKind;
  onLocate: Locate;
  testId: string;
}) {
  const full = field ? formatFieldValue(kind, field.value, field.normalized) : "Not found";
  // Big figures read best abbreviated ($24.5M); the exact amount stays right below.
  const compact =
    field && kind === "money" && typeof field.normalized === "number" && Math.abs(field.normalized) >= 1_000_000
      ? compactMoney.format(field.normalized)
      : null;
  return (
    <div className="grid min-w-0 content-start gap-1 rounded-xl border bg-background p-3">
      <button
        type="button"
        disabled={!field}
        data-testid={testId}
        onClick={() => field && onLocate(field.page, field.snippet, field.value)}
        className="grid min-w-0 gap-1 rounded-md text-left outline-none enabled:hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="text-xs font-medium text-muted-foreground">{label}</span>
        <span
          className={cn(
            "text-xl font-semibold tabular-nums",
            field ? "text-slate-900" : "text-base text-muted-foreground italic",
          )}
        >
          {compact ?? full}
        </span>
        {field ? (
          <span className="truncate text-[11px] text-muted-foreground tabular-nums">
            {compact ? `${full} · ` : ""}p.{field.page}
          </span>
        ) : null}
      </button>
      {proForma ? (
        <button
          type="button"
          data-testid={`${testId}-pro-forma`}
          onClick={() => onLocate(proForma.page, proForma.snippet, proForma.value)}
          className="truncate rounded-md text-left text-xs text-muted-foreground tabular-nums pointer-coarse:py-3 outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
        >
          Pro forma {formatFieldValue(kind, proForma.value, proForma.normalized)} · p.{proForma.page}
        </button>
      ) : null}
    </div>
  );
}

/** The pro forma side of a figure, shown only when it is not the headline itself. */
function twinOf(om: OmAbstract, key: OmFieldSpec["key"]): OmField | null {
  const twinKey = proFormaTwin[key];
  if (!twinKey || om.financialBasis === "pro-forma") return null;
  const twin = om[twinKey];
  const head = om[key];
  return twin && (!head || twin.normalized !== head.normalized) ? twin : null;
}

function FieldButton({
  label,
  spec,
  field,
  onLocate,
}: {
  label: string;
  spec: OmFieldSpec;
  field: OmField;
  onLocate: Locate;
}) {
  return (
    <button
      type="button"
      onClick={() => onLocate(field.page, field.snippet, field.value)}
      aria-label={`${label}: ${field.value}. Show source on page ${field.page}`}
      className="touch-hit -mx-1.5 -my-0.5 flex w-[calc(100%+0.75rem)] items-start justify-between gap-2 rounded-md px-1.5 py-0.5 text-left text-sm outline-none hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="text-slate-900">{formatFieldValue(spec.kind, field.value, field.normalized)}</span>
      <span className="mt-0.5 inline-flex shrink-0 items-center gap-0.5 rounded border border-slate-200 bg-white px-1 text-[10px] font-medium text-slate-500">
        <FileSearchIcon aria-hidden className="size-3" /> p.{field.page}
      </span>
    </button>
  );
}

export function MemorandumSummary({ om, onLocate }: { om: OmAbstract; onLocate: Locate }) {
  const both = om.financialBasis !== "pro-forma" && (om.proFormaNoi !== null || om.proFormaCapRate !== null);
  const basis = om.financialBasis === "pro-forma" ? "pro forma" : om.financialBasis === "current" ? "current" : null;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Metric
            label="Asking price"
            field={om.askingPrice}
            proForma={null}
            kind="money"
            onLocate={onLocate}
            testId="metric-price"
          />
          <Metric
            label="Cap rate"
            field={om.capRate}
            proForma={twinOf(om, "capRate")}
            kind="percent"
            onLocate={onLocate}
            testId="metric-cap-rate"
          />
          <Metric
            label="NOI"
            field={om.noi}
            proForma={twinOf(om, "noi")}
            kind="money"
            onLocate={onLocate}
            testId="metric-noi"
          />
        </div>
        {basis ? (
          <p className="text-xs text-muted-foreground">
            {both
              ? "Headline income figures are current (in place); the memorandum's pro forma figures are shown beside them."
              : `Headline income figures are on a ${basis} basis.`}
          </p>
        ) : null}
      </div>
      {om.consistency.issues.length ? (
        <div
          role="note"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <ul className="grid gap-1">
            {om.consistency.issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {omSections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2 className="mb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{section.title}</h2>
          <dl>
            {section.fields.map((spec) => {
              const field = om[spec.key];
              const twin = twinOf(om, spec.key);
              return (
                <div
                  key={spec.key}
                  className="grid gap-1 border-b border-slate-100 py-2.5 last:border-b-0 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3"
                >
                  <dt className="pt-0.5 text-xs font-medium text-muted-foreground sm:text-[13px]">{spec.label}</dt>
                  <dd className="grid min-w-0 gap-1">
                    {field ? (
                      <FieldButton label={spec.label} spec={spec} field={field} onLocate={onLocate} />
                    ) : (
                      <span className="text-sm text-muted-foreground italic">Not found</span>
                    )}
                    {twin ? (
                      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-2">
                        <span className="pt-0.5 text-[11px] font-medium text-muted-foreground">Pro forma</span>
                        <FieldButton label={`${spec.label} (pro forma)`} spec={spec} field={twin} onLocate={onLocate} />
                      </div>
                    ) : null}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
      {om.highlights.length ? (
        <section aria-label="Investment highlights">
          <h2 className="mb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            Investment highlights
          </h2>
          <ul className="grid gap-1.5 text-sm">
            {om.highlights.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: highlights are positional
              <li key={i} className="flex gap-2">
                <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                <button
                  type="button"
                  className="text-left hover:text-primary pointer-coarse:min-h-10"
                  onClick={() => onLocate(h.page, h.text)}
                >
                  {h.text}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {om.brokers.length ? (
        <section aria-label="Broker contacts">
          <h2 className="mb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">Broker contacts</h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {om.brokers.map((b, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: brokers are positional
              <li key={i} className="flex gap-2.5 rounded-lg border p-3 text-sm">
                <UserIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0">
                  <p className="truncate font-medium">{b.name ?? "—"}</p>
                  {b.title || b.company ? (
                    <p className="truncate text-xs text-muted-foreground">
                      {[b.title, b.company].filter(Boolean).join(", ")}
                    </p>
                  ) : null}
                  {b.phone ? <p className="text-xs">{b.phone}</p> : null}
                  {b.email ? (
                    <a
                      className="block truncate text-xs text-primary hover:underline pointer-coarse:py-3"
                      href={`mailto:${b.email}`}
                    >
                      {b.email}
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
