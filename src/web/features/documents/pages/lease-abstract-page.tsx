import { ArrowLeftIcon, FileDownIcon, PrinterIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { type LeaseFieldView, leaseAbstractPdfPath } from "#shared/contract/documents-leases.ts";
import { buildPath } from "#shared/contract/route.ts";
import { paths } from "#web/app/paths.ts";
import { BrandMark } from "#web/app/shell/brand.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useLease } from "#web/features/documents/api/get-lease.ts";
import { DocumentPageState } from "#web/features/documents/components/document-page-parts.tsx";
import { FirstRightLists, OptionList, RentSchedule } from "#web/features/documents/components/lease-abstract-panel.tsx";
import { formatDate, formatFieldValue } from "#web/features/documents/lib/format.ts";
import { sectionsToShow } from "#web/features/documents/lib/lease-fields.ts";

/**
 * /lease-abstract/{id}: a clean, printable abstract. 'Print' uses the print stylesheet (toolbar hidden,
 * letter paper); 'Export PDF' downloads the same abstract drawn by the server (GET abstract.pdf).
 */
export function LeaseAbstractPage() {
  const { id = "" } = useParams();
  const lease = useLease(id);
  const data = lease.data;

  useEffect(() => {
    if (data) document.title = `${data.title} — Lease abstract`;
    return () => {
      document.title = "Leasedesk";
    };
  }, [data]);

  if (lease.isPending || lease.isError || !data)
    return <DocumentPageState loading={lease.isPending} error={lease.error} noun="Lease" />;

  const byKey = new Map<string, LeaseFieldView>(data.fields.map((f) => [f.key, f]));
  const show = (key: string, kind: Parameters<typeof formatFieldValue>[0]) => {
    const view = byKey.get(key);
    if (!view) return null;
    if (view.correction) return view.correction.value;
    return view.ai ? formatFieldValue(kind, view.ai.value, view.ai.normalized) : null;
  };
  const abstract = data.aiExtractedData;

  return (
    <div className="min-h-dvh bg-slate-100 print:bg-white">
      <style>{"@page { size: letter; margin: 0.5in; }"}</style>
      <div className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b bg-background/95 px-4 py-2.5 backdrop-blur print:hidden">
        <Button variant="ghost" size="sm" asChild>
          <Link to={paths.lease(id)}>
            <ArrowLeftIcon aria-hidden /> Back to lease
          </Link>
        </Button>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <PrinterIcon aria-hidden /> Print
          </Button>
          <Button size="sm" asChild>
            <a href={buildPath(leaseAbstractPdfPath, { id })} download>
              <FileDownIcon aria-hidden /> Export PDF
            </a>
          </Button>
        </div>
      </div>

      <article className="mx-auto my-6 max-w-[8.5in] bg-white px-6 py-8 shadow-sm ring-1 ring-slate-200 sm:px-10 print:my-0 print:max-w-none print:p-0 print:shadow-none print:ring-0">
        <header className="mb-6 flex items-start justify-between gap-4 border-b-2 border-slate-900 pb-4">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.2em] text-primary uppercase">Lease abstract</p>
            <h1 className="mt-1 text-2xl font-semibold text-slate-900">{data.title}</h1>
            <p className="mt-1 text-sm text-slate-600">
              {[show("tenant", "text"), show("premisesAddress", "text"), show("suite", "text")]
                .filter(Boolean)
                .join(" · ") || "—"}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2 text-right text-xs text-slate-500">
            <div>
              <p>Prepared {formatDate(new Date().toISOString())}</p>
              {data.processingCompletedAt ? <p>Analysed {formatDate(data.processingCompletedAt)}</p> : null}
            </div>
            <BrandMark className="size-7" />
          </div>
        </header>

        {!abstract && data.fields.length === 0 ? (
          <p className="text-sm text-slate-600">
            The analysis has not finished yet; the abstract appears here once it has.
          </p>
        ) : (
          <div className="grid gap-6 text-sm">
            {data.criticalDates.length ? (
              <section className="break-inside-avoid">
                <h2 className="mb-2 border-b pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                  Critical dates
                </h2>
                <ul className="grid grid-cols-2 gap-x-6 gap-y-1">
                  {data.criticalDates.map((d) => (
                    <li key={`${d.kind}-${d.date}-${d.label}`} className="flex justify-between gap-2">
                      <span className="text-slate-600">{d.label}</span>
                      <span className="font-medium tabular-nums">{formatDate(d.date)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <div className="grid gap-x-8 gap-y-6 sm:grid-cols-2 print:grid-cols-2">
              {sectionsToShow((key) => Boolean(byKey.get(key)?.value)).map((section) => (
                <section key={section.title} className="break-inside-avoid">
                  <h2 className="mb-2 border-b pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                    {section.title}
                  </h2>
                  <dl className="grid gap-1.5">
                    {section.fields.map((spec) => {
                      const value = show(spec.key, spec.kind);
                      const view = byKey.get(spec.key);
                      return (
                        <div key={spec.key} className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2">
                          <dt className="text-slate-500">{spec.label}</dt>
                          <dd className={value ? "text-slate-900" : "text-slate-600 italic"}>
                            {value ?? "Not found"}
                            {view?.ai && !view.correction ? (
                              <sup className="ml-1 text-[9px] text-slate-600">p.{view.ai.page}</sup>
                            ) : null}
                            {view?.correction ? (
                              <sup className="ml-1 text-[9px] text-emerald-700">corrected</sup>
                            ) : null}
                          </dd>
                        </div>
                      );
                    })}
                  </dl>
                </section>
              ))}
            </div>
            {abstract ? (
              <>
                <div className="break-inside-avoid">
                  <RentSchedule steps={abstract.baseRentSchedule} />
                </div>
                <div className="grid gap-4 sm:grid-cols-3 print:grid-cols-3">
                  <OptionList title="Renewal options" options={abstract.renewalOptions} />
                  <OptionList title="Termination options" options={abstract.terminationOptions} />
                  <OptionList title="Expansion options" options={abstract.expansionOptions} />
                  <OptionList title="Contraction options" options={abstract.contractionOptions} />
                  <FirstRightLists abstract={abstract} />
                </div>
                {abstract.summary.sections.length ? (
                  <section className="break-inside-avoid">
                    <h2 className="mb-2 border-b pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                      Summary
                    </h2>
                    <div className="grid gap-2">
                      {abstract.summary.sections.map((s) => (
                        <p key={s.title}>
                          <span className="font-medium">{s.title}: </span>
                          <span className="whitespace-pre-line text-slate-700">{s.text}</span>
                        </p>
                      ))}
                    </div>
                  </section>
                ) : null}
              </>
            ) : null}
            <footer className="border-t pt-2 text-[10px] text-slate-600">
              Page references (p.) point to the source PDF. Values marked “corrected” were entered by a broker and
              replace the AI reading.
            </footer>
          </div>
        )}
      </article>
    </div>
  );
}
