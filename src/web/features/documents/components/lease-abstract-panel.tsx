import { AlertTriangleIcon, FileSearchIcon } from "lucide-react";
import { useState } from "react";
import type { LeaseDto, LeaseFieldView } from "#shared/contract/documents-leases.ts";
import type { LeaseAbstract, LeaseOption, RentStep } from "#shared/contract/lease-abstract.ts";
import { useCorrectLeaseField } from "#web/features/documents/api/correct-lease-field.ts";
import { LeaseFieldRow } from "#web/features/documents/components/lease-field-row.tsx";
import { formatDate, formatMoney, formatNumber } from "#web/features/documents/lib/format.ts";
import { sectionsToShow } from "#web/features/documents/lib/lease-fields.ts";
import { toast } from "#web/lib/toast.ts";
import type { Locate } from "#web/features/documents/components/pdf-viewer.tsx";

const SUMMARY_PREVIEW = 3;

/** The lease abstract beside the PDF: summary, warnings, every field by section, rent schedule, options. */
export function LeaseAbstractPanel({
  lease,
  canEdit,
  onLocate,
}: {
  lease: LeaseDto;
  canEdit: boolean;
  onLocate: Locate;
}) {
  const correct = useCorrectLeaseField(lease.id);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const data = lease.aiExtractedData;
  const byKey = new Map<string, LeaseFieldView>(lease.fields.map((f) => [f.key, f]));

  const save = async (key: LeaseFieldView["key"], value: string | null, reset = false) => {
    try {
      await correct.mutateAsync({ key, value, reset });
      toast({ title: reset ? "AI value restored" : "Correction saved" });
    } catch {
      toast({ title: "Could not save the correction", description: "Please try again.", variant: "destructive" });
      throw new Error("not saved");
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      {data?.summary.sections.length ? (
        <section aria-labelledby="summary-heading" className="grid gap-2">
          <h2 id="summary-heading" className="text-sm font-semibold text-slate-900">
            Summary{" "}
            <span className="font-normal text-muted-foreground">
              · {data.summary.style === "concise" ? "concise" : "detailed"}
            </span>
          </h2>
          <div className="grid gap-2 rounded-lg border bg-slate-50/60 p-3">
            {(summaryOpen ? data.summary.sections : data.summary.sections.slice(0, SUMMARY_PREVIEW)).map((section) => (
              <div key={section.title} className="text-sm">
                <p className="flex items-center gap-2 font-medium text-slate-800">
                  {section.title}
                  {section.page ? (
                    <button
                      type="button"
                      onClick={() => onLocate(section.page!)}
                      className="touch-hit rounded border bg-white px-1 text-[10px] text-slate-500 hover:text-primary"
                      aria-label={`Open page ${section.page}`}
                    >
                      p.{section.page}
                    </button>
                  ) : null}
                </p>
                <p className="whitespace-pre-line text-slate-600">{section.text}</p>
              </div>
            ))}
            {data.summary.sections.length > SUMMARY_PREVIEW ? (
              <button
                type="button"
                aria-expanded={summaryOpen}
                onClick={() => setSummaryOpen((v) => !v)}
                className="touch-hit justify-self-start rounded-sm text-xs font-medium text-primary hover:underline"
              >
                {summaryOpen ? "Show less" : `Show full summary (${data.summary.sections.length} sections)`}
              </button>
            ) : null}
          </div>
        </section>
      ) : null}

      {data?.warnings.length ? (
        <div
          role="note"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <ul className="grid gap-1">
            {data.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {sectionsToShow((key) => Boolean(byKey.get(key)?.value)).map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2 className="mb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{section.title}</h2>
          <dl>
            {section.fields.map((spec) => {
              const view = byKey.get(spec.key) ?? { key: spec.key, ai: null, correction: null, value: null };
              return (
                <LeaseFieldRow
                  key={spec.key}
                  label={spec.label}
                  kind={spec.kind}
                  view={view}
                  canEdit={canEdit}
                  saving={correct.isPending && correct.variables?.key === spec.key}
                  onLocate={onLocate}
                  onSave={(value) => save(spec.key, value)}
                  onReset={() => save(spec.key, null, true)}
                />
              );
            })}
          </dl>
        </section>
      ))}

      {data ? <RentSchedule steps={data.baseRentSchedule} onLocate={onLocate} /> : null}
      {data ? (
        <>
          <OptionList title="Renewal options" options={data.renewalOptions} onLocate={onLocate} />
          <OptionList title="Termination options" options={data.terminationOptions} onLocate={onLocate} />
          <OptionList title="Expansion options" options={data.expansionOptions} onLocate={onLocate} />
          <OptionList title="Contraction options" options={data.contractionOptions} onLocate={onLocate} />
          <FirstRightLists abstract={data} onLocate={onLocate} />
        </>
      ) : null}
    </div>
  );
}

export function RentSchedule({ steps, onLocate }: { steps: RentStep[]; onLocate?: Locate }) {
  return (
    <section aria-label="Base rent schedule">
      <h2 className="mb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">Base rent schedule</h2>
      {steps.length === 0 ? (
        <p className="text-sm text-muted-foreground italic">Not found</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-left text-xs text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium">Period</th>
                <th className="px-3 py-2 text-right font-medium">Annual</th>
                <th className="px-3 py-2 text-right font-medium">Monthly</th>
                <th className="px-3 py-2 text-right font-medium">$/SF</th>
                {onLocate ? <th className="w-10 px-2 py-2 print:hidden" /> : null}
              </tr>
            </thead>
            <tbody>
              {steps.map((step, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: schedule rows are positional
                <tr key={i} className="border-t">
                  <td className="px-3 py-1.5">
                    {step.period ??
                      ([step.start, step.end]
                        .filter(Boolean)
                        .map((d) => formatDate(d))
                        .join(" – ") ||
                        "—")}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatMoney(step.annual)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatMoney(step.monthly)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {step.perSquareFoot === null ? "—" : formatMoney(step.perSquareFoot)}
                  </td>
                  {onLocate ? (
                    <td className="px-2 py-1.5 print:hidden">
                      <button
                        type="button"
                        className="touch-hit rounded p-0.5 text-slate-400 hover:text-primary"
                        aria-label={`Show rent step on page ${step.page}`}
                        onClick={() => onLocate(step.page, step.snippet)}
                      >
                        <FileSearchIcon aria-hidden className="size-3.5" />
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Rights of first refusal / first offer, shown only when the lease grants one (the yes/no is a field above). */
export function FirstRightLists({
  abstract,
  onLocate,
}: {
  abstract: Pick<LeaseAbstract, "firstRefusalRights" | "firstOfferRights">;
  onLocate?: Locate;
}) {
  return (
    <>
      {abstract.firstRefusalRights.length ? (
        <OptionList title="Right of first refusal" options={abstract.firstRefusalRights} onLocate={onLocate} right />
      ) : null}
      {abstract.firstOfferRights.length ? (
        <OptionList title="Right of first offer" options={abstract.firstOfferRights} onLocate={onLocate} right />
      ) : null}
    </>
  );
}

export function OptionList({
  title,
  options,
  onLocate,
  right = false,
}: {
  title: string;
  options: LeaseOption[];
  onLocate?: Locate;
  /** A first right: its period is the time to answer the landlord, and its date the day it lapses. */
  right?: boolean;
}) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{title}</h2>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground italic">None found</p>
      ) : (
        <ul className="grid gap-2">
          {options.map((option, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional
            <li key={i} className="rounded-lg border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                {option.count !== null ? (
                  <span>
                    {formatNumber(option.count)} option{option.count === 1 ? "" : "s"}
                  </span>
                ) : null}
                {option.termMonths !== null ? <span>{formatNumber(option.termMonths)} months each</span> : null}
                {option.noticeMonths !== null && !right ? (
                  <span>{formatNumber(option.noticeMonths)} months' notice</span>
                ) : null}
                {option.noticeDeadline ? (
                  <span className="font-medium text-amber-700">
                    {right ? "Exercisable until" : "Notice by"} {formatDate(option.noticeDeadline)}
                  </span>
                ) : null}
                {onLocate ? (
                  <button
                    type="button"
                    className="touch-hit ml-auto rounded border bg-white px-1 text-[10px] text-slate-500 hover:text-primary print:hidden"
                    onClick={() => onLocate(option.page, option.snippet)}
                    aria-label={`Show ${title.toLowerCase()} on page ${option.page}`}
                  >
                    p.{option.page}
                  </button>
                ) : null}
              </div>
              <p className="mt-1 text-slate-800">{option.text}</p>
              {option.rent ? <p className="mt-1 text-xs text-muted-foreground">Rent: {option.rent}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
