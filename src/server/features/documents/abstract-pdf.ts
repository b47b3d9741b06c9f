// The lease abstract as a downloadable PDF (/lease-abstract/{id} 'Export PDF'): drawn with pdfkit from the
// same lease view the page shows — corrections win over AI values, every AI value keeps its page
// reference — in the page's layout (critical dates, two columns of field sections, rent schedule, options).
import PDFDocument from "pdfkit";
import { type FieldKind, sectionsToShow } from "#shared/contract/documents-abstract-layout.ts";
import type { LeaseDto, LeaseFieldView } from "#shared/contract/documents-leases.ts";
import type { LeaseOption } from "#shared/contract/lease-abstract.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** yyyy-mm-dd (or a full ISO timestamp) as 'MMM d, yyyy', the app's date style; anything else as given. */
export function pdfDate(iso: string | null | undefined): string {
  if (!iso) return "-";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${month} ${Number(m[3])}, ${m[1]}` : iso;
}

const usd = (n: number | null | undefined, whole = false) =>
  n === null || n === undefined || !Number.isFinite(n)
    ? "-"
    : new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: "USD",
        maximumFractionDigits: whole || Math.abs(n) >= 10_000 ? 0 : 2,
      }).format(n);
const plain = (n: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(n);

/** The value a field shows in the PDF: the broker's correction, else the AI value in house format; null = not found. */
export function pdfFieldValue(view: LeaseFieldView | undefined, kind: FieldKind): string | null {
  if (!view) return null;
  if (view.correction) return view.correction.value;
  if (!view.ai) return null;
  const { value, normalized } = view.ai;
  if (normalized === null || normalized === "") return value;
  if (kind === "date") return typeof normalized === "string" ? pdfDate(normalized) : value;
  if (typeof normalized !== "number") return value;
  if (kind === "money") return usd(normalized);
  if (kind === "area") return `${plain(normalized)} SF`;
  if (kind === "percent") return `${plain(normalized)}%`;
  if (kind === "months") return `${plain(normalized)} months`;
  return value;
}

// pdfkit's standard fonts are WinAnsi: typographic quotes and dashes become ASCII, the rest that cannot be
// drawn becomes '?'.
export const winAnsi = (s: string) =>
  s
    .replace(/[\u2018\u2019\u201B]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[\u00A0\u2007\u202F]/g, " ")
    .replace(/[^\t\n\r\x20-\x7E\u00A1-\u00FF]/gu, "?");

const INK = "#0f172a";
const MUTED = "#64748b";
const FAINT = "#94a3b8";
const GREEN = "#047857";

function optionLine(option: LeaseOption): string {
  const parts = [
    option.count !== null ? `${plain(option.count)} option${option.count === 1 ? "" : "s"}` : null,
    option.termMonths !== null ? `${plain(option.termMonths)} months each` : null,
    option.noticeMonths !== null ? `${plain(option.noticeMonths)} months' notice` : null,
    option.noticeDeadline ? `notice by ${pdfDate(option.noticeDeadline)}` : null,
    option.rent ? `rent: ${option.rent}` : null,
  ].filter(Boolean);
  return `${parts.length ? `${parts.join(" · ")} - ` : ""}${option.text} (p.${option.page})`;
}

export async function leaseAbstractPdf(lease: LeaseDto, preparedAt = new Date()): Promise<Buffer> {
  const margin = 48;
  const pdf = new PDFDocument({
    size: "LETTER",
    margin,
    info: { Title: winAnsi(`${lease.title} - Lease abstract`), Creator: "Leasedesk" },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));

  const left = margin;
  const width = pdf.page.width - margin * 2;
  const bottom = () => pdf.page.height - margin;
  const ensure = (height: number) => {
    if (pdf.y + height > bottom()) pdf.addPage();
  };
  const heading = (text: string) => {
    ensure(40);
    pdf.moveDown(0.6);
    pdf.font("Helvetica-Bold").fontSize(8).fillColor(MUTED).text(text.toUpperCase(), left, pdf.y, { width });
    const y = pdf.y + 2;
    pdf
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor("#cbd5e1")
      .stroke();
    pdf.y = y + 5;
  };

  const views = new Map(lease.fields.map((f) => [f.key, f]));
  const show = (key: string, kind: FieldKind) => pdfFieldValue(views.get(key as LeaseFieldView["key"]), kind);

  // Header
  pdf.font("Helvetica-Bold").fontSize(8).fillColor("#2563eb").text("LEASE ABSTRACT", left, margin);
  pdf.moveDown(0.3);
  pdf.font("Helvetica-Bold").fontSize(18).fillColor(INK).text(winAnsi(lease.title), { width });
  const subtitle = [show("tenant", "text"), show("premisesAddress", "text"), show("suite", "text")]
    .filter(Boolean)
    .join(" · ");
  pdf
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#475569")
    .text(winAnsi(subtitle || "-"), { width });
  const stamp = [
    `Prepared ${pdfDate(preparedAt.toISOString())}`,
    lease.processingCompletedAt ? `Analysed ${pdfDate(lease.processingCompletedAt)}` : null,
  ]
    .filter(Boolean)
    .join("  ·  ");
  pdf.fontSize(8).fillColor(MUTED).text(stamp, { width });
  pdf.moveDown(0.4);
  const rule = pdf.y;
  pdf
    .moveTo(left, rule)
    .lineTo(left + width, rule)
    .lineWidth(1.5)
    .strokeColor(INK)
    .stroke();
  pdf.y = rule + 4;

  if (!lease.aiExtractedData && lease.fields.length === 0) {
    pdf.moveDown(1);
    pdf
      .font("Helvetica")
      .fontSize(10)
      .fillColor(MUTED)
      .text("The analysis has not finished yet; the abstract appears here once it has.", left, pdf.y, { width });
    pdf.end();
    return done;
  }

  // Critical dates, two to a row.
  if (lease.criticalDates.length) {
    heading("Critical dates");
    const col = (width - 24) / 2;
    for (let i = 0; i < lease.criticalDates.length; i += 2) {
      ensure(14);
      const y = pdf.y;
      let next = y;
      lease.criticalDates.slice(i, i + 2).forEach((d, j) => {
        const x = left + j * (col + 24);
        pdf
          .font("Helvetica")
          .fontSize(8.5)
          .fillColor("#475569")
          .text(winAnsi(d.label), x, y, { width: col - 80 });
        next = Math.max(next, pdf.y);
        pdf
          .font("Helvetica-Bold")
          .fillColor(INK)
          .text(pdfDate(d.date), x + col - 80, y, { width: 80, align: "right" });
        next = Math.max(next, pdf.y);
      });
      pdf.y = next + 1;
    }
  }

  // The warnings the page shows (inconsistent rent steps, two letter-of-credit amounts, …).
  const warnings = lease.aiExtractedData?.warnings ?? [];
  if (warnings.length) {
    heading("Warnings");
    for (const w of warnings) {
      ensure(14);
      pdf
        .font("Helvetica")
        .fontSize(8.5)
        .fillColor("#92400e")
        .text(winAnsi(`- ${w}`), left, pdf.y, { width });
      pdf.moveDown(0.15);
    }
  }

  // Field sections, two columns side by side.
  const col = (width - 24) / 2;
  const labelWidth = 86;
  const rowHeight = (label: string, value: string) =>
    Math.max(
      pdf.font("Helvetica").fontSize(8).heightOfString(label, { width: labelWidth }),
      pdf
        .font("Helvetica")
        .fontSize(8.5)
        .heightOfString(value, { width: col - labelWidth - 6 }),
    ) + 3;
  const leaseSections = sectionsToShow((key) => Boolean(views.get(key)?.value));
  const sectionRows = (index: number) =>
    (leaseSections[index]?.fields ?? []).map((spec) => {
      const view = views.get(spec.key);
      const value = show(spec.key, spec.kind);
      const mark = view?.correction ? " (corrected)" : view?.ai && value ? ` (p.${view.ai.page})` : "";
      return { label: spec.label, value: winAnsi(value ?? "Not found"), found: value !== null, mark };
    });
  for (let s = 0; s < leaseSections.length; s += 2) {
    const pair = [s, s + 1].filter((i) => leaseSections[i]);
    const rows = pair.map(sectionRows);
    const height = Math.max(
      ...rows.map((r) => r.reduce((sum, row) => sum + rowHeight(row.label, row.value + row.mark), 24)),
    );
    ensure(Math.min(height, bottom() - margin));
    const top = pdf.y + 6;
    let lowest = top;
    pair.forEach((sectionIndex, j) => {
      const x = left + j * (col + 24);
      pdf
        .font("Helvetica-Bold")
        .fontSize(8)
        .fillColor(MUTED)
        .text(leaseSections[sectionIndex].title.toUpperCase(), x, top, { width: col });
      const lineY = pdf.y + 1;
      pdf
        .moveTo(x, lineY)
        .lineTo(x + col, lineY)
        .lineWidth(0.5)
        .strokeColor("#cbd5e1")
        .stroke();
      let y = lineY + 4;
      for (const row of rows[j]) {
        const h = rowHeight(row.label, row.value + row.mark);
        if (y + h > bottom()) {
          pdf.addPage();
          y = margin;
        }
        pdf.font("Helvetica").fontSize(8).fillColor(MUTED).text(row.label, x, y, { width: labelWidth });
        pdf
          .font(row.found ? "Helvetica" : "Helvetica-Oblique")
          .fontSize(8.5)
          .fillColor(row.found ? INK : FAINT)
          .text(row.value, x + labelWidth + 6, y, { width: col - labelWidth - 6, continued: !!row.mark });
        if (row.mark)
          pdf
            .font("Helvetica")
            .fontSize(6.5)
            .fillColor(row.mark.includes("corrected") ? GREEN : FAINT)
            .text(row.mark);
        y += h;
      }
      lowest = Math.max(lowest, y);
    });
    pdf.x = left;
    pdf.y = lowest;
  }

  const data = lease.aiExtractedData;
  if (data) {
    heading("Base rent schedule");
    if (!data.baseRentSchedule.length) {
      pdf.font("Helvetica-Oblique").fontSize(8.5).fillColor(FAINT).text("Not found", left, pdf.y, { width });
    } else {
      const cols = [
        { title: "Period", w: width - 3 * 90, align: "left" as const },
        { title: "Annual", w: 90, align: "right" as const },
        { title: "Monthly", w: 90, align: "right" as const },
        { title: "$/SF", w: 90, align: "right" as const },
      ];
      const row = (cells: string[], bold: boolean) => {
        ensure(14);
        const y = pdf.y;
        let x = left;
        let next = y;
        cells.forEach((cell, i) => {
          pdf
            .font(bold ? "Helvetica-Bold" : "Helvetica")
            .fontSize(8.5)
            .fillColor(bold ? MUTED : INK)
            .text(winAnsi(cell), x, y, { width: cols[i].w - 4, align: cols[i].align });
          next = Math.max(next, pdf.y);
          x += cols[i].w;
        });
        pdf.y = next + 2;
      };
      row(
        cols.map((c) => c.title),
        true,
      );
      for (const step of data.baseRentSchedule) {
        const period =
          step.period ??
          ([step.start, step.end]
            .filter(Boolean)
            .map((d) => pdfDate(d))
            .join(" - ") ||
            "-");
        row([period, usd(step.annual, true), usd(step.monthly), usd(step.perSquareFoot)], false);
      }
    }
    const options: [string, LeaseOption[]][] = [
      ["Renewal options", data.renewalOptions],
      ["Termination options", data.terminationOptions],
      ["Expansion options", data.expansionOptions],
      // Abstracts stored before these lists existed have none.
      ["Contraction options", data.contractionOptions ?? []],
      ["Right of first refusal", data.firstRefusalRights ?? []],
      ["Right of first offer", data.firstOfferRights ?? []],
    ];
    for (const [title, list] of options) {
      if (!list.length) continue;
      heading(title);
      for (const option of list) {
        ensure(24);
        pdf
          .font("Helvetica")
          .fontSize(8.5)
          .fillColor(INK)
          .text(winAnsi(`- ${optionLine(option)}`), left, pdf.y, { width });
        pdf.moveDown(0.2);
      }
    }
  }

  pdf.moveDown(1);
  ensure(20);
  pdf
    .font("Helvetica")
    .fontSize(6.5)
    .fillColor(FAINT)
    .text(
      "Page references (p.) point to the source PDF. Values marked (corrected) were entered by a broker and replace the AI reading.",
      left,
      pdf.y,
      { width },
    );
  pdf.end();
  return done;
}
