// The tour book as a PDF drawn on the server (pdfkit): a cover with the requirement, a plain location plot (no
// map tiles), one page per property with its quote, normalised cost and requirement check, and the side-by-side
// comparison table.
import PDFDocument from "pdfkit";
import type { PdfImages } from "#server/features/surveys/surveys-pdf-images.ts";
import { type SurveyDto, tourStatusLabels, verdictLabels } from "#shared/contract/surveys.ts";
import { fmtDate, fmtNum, fmtPct, fmtUsd, plotPoints } from "#shared/rules/survey-format.ts";
import { mustHaveLabel } from "#shared/rules/survey-requirement.ts";

// Standard PDF fonts are WinAnsi: typographic punctuation becomes ASCII, the rest '?'.
const w = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2010-\u2015\u2014]/g, "-")
    .replace(/[^\t\n\r\x20-\x7E\u00A1-\u00FF]/gu, "?");

export async function surveyPdf(
  survey: SurveyDto,
  preparedBy: string,
  now = new Date(),
  images: PdfImages = new Map(),
): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: 48, info: { Title: w(`${survey.name} - Tour book`) } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const left = 48;
  const width = doc.page.width - 96;
  const req = survey.requirement;

  // Cover
  doc.font("Helvetica-Bold").fontSize(24).fillColor("#0f172a").text(w(survey.name));
  doc.moveDown(0.3).font("Helvetica").fontSize(12).fillColor("#475569");
  if (survey.clientCompany) doc.text(w(`Prepared for ${survey.clientCompany.name}`));
  doc.text(w(`Prepared by ${preparedBy} - ${fmtDate(now.toISOString())}`));
  doc.moveDown(1).font("Helvetica-Bold").fontSize(13).fillColor("#0f172a").text("Requirement");
  doc.font("Helvetica").fontSize(11);
  const size =
    req.minRsf !== null || req.maxRsf !== null ? `${fmtNum(req.minRsf)} - ${fmtNum(req.maxRsf)} RSF` : "Not set";
  for (const line of [
    `Size: ${size}`,
    `Budget: ${req.budgetPerRsf !== null ? `${fmtUsd(req.budgetPerRsf)} per RSF per year, gross` : "Not set"}`,
    `Target date: ${fmtDate(req.targetDate)}`,
    `Submarkets: ${req.submarkets.join(", ") || "Any"}`,
    `Must-haves: ${[...req.mustHaves.map(mustHaveLabel), ...(req.minParkingRatio !== null ? [`parking ${req.minParkingRatio}/1,000 RSF`] : [])].join(", ") || "None"}`,
  ])
    doc.text(w(line));
  doc.moveDown(1).text(w(`${survey.rows.length} ${survey.rows.length === 1 ? "property" : "properties"}`));

  // Location plot
  doc.addPage().font("Helvetica-Bold").fontSize(16).text("Locations");
  const top = doc.y + 10;
  const box = { width, height: 380, pad: 24 };
  doc.rect(left, top, box.width, box.height).lineWidth(0.5).strokeColor("#cbd5e1").stroke();
  const points = plotPoints(survey.rows, box);
  if (points.length === 0) {
    doc
      .font("Helvetica")
      .fontSize(11)
      .text("No property in this survey has coordinates yet.", left + 16, top + 16);
  }
  for (const p of points) {
    const n = survey.rows.indexOf(p.row) + 1;
    doc
      .circle(left + p.x, top + p.y, 9)
      .fillColor("#2563eb")
      .fill();
    doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(9);
    doc.text(String(n), left + p.x - 9, top + p.y - 4, { width: 18, align: "center" });
  }
  doc.fillColor("#0f172a").font("Helvetica").fontSize(10);
  doc.y = top + box.height + 12;
  doc.x = left;
  survey.rows.forEach((r, i) => {
    doc.text(w(`${i + 1}. ${r.name}${r.address ? ` - ${r.address}` : ""}`));
  });

  // One page per property
  survey.rows.forEach((r, i) => {
    doc
      .addPage()
      .font("Helvetica-Bold")
      .fontSize(16)
      .fillColor("#0f172a")
      .text(w(`${i + 1}. ${r.name}`));
    doc
      .font("Helvetica")
      .fontSize(11)
      .fillColor("#475569")
      .text(w(r.address ?? ""));
    doc.moveDown(0.6).fillColor("#0f172a");
    drawImages(doc, r.propertyId ? images.get(r.propertyId) : undefined, left, width);
    const facts: [string, string][] = [
      ["Suite / floor", [r.suite, r.floor].filter(Boolean).join(" / ") || "-"],
      ["RSF / USF", `${fmtNum(r.rsf)} / ${fmtNum(r.usf)} (load ${fmtPct(r.cost.loadFactor)})`],
      ["Asking rent", `${fmtUsd(r.askingRent)} per RSF per year ${r.rentType ?? ""}`],
      ["Opex / base-year stop", `${fmtUsd(r.opex)} / ${fmtUsd(r.baseYearStop)}`],
      ["Gross rent (normalised)", `${fmtUsd(r.cost.grossPerRsf)} per RSF; effective ${fmtUsd(r.cost.effectivePerRsf)}`],
      ["Occupancy cost per year", `${fmtUsd(r.cost.annualCost, 0)} (${fmtUsd(r.cost.perUsf)} per USF)`],
      ["Available", fmtDate(r.availableDate)],
      ["Term / free rent", `${fmtNum(r.termMonths, " months")} / ${fmtNum(r.freeRentMonths, " months")}`],
      ["TI allowance", `${fmtUsd(r.tiAllowance)} per RSF`],
      ["Parking", `${fmtNum(r.parkingRatio, "/1,000 RSF")} at ${fmtUsd(r.parkingCost)} per space per month`],
      ["Features", r.features.map(mustHaveLabel).join(", ") || "-"],
      [
        "Tour",
        `${tourStatusLabels[r.tourStatus]}${r.tourAt ? ` - ${r.tourAt.slice(0, 16).replace("T", " ")} UTC` : ""}`,
      ],
      ["Client feedback", r.feedback ? verdictLabels[r.feedback.verdict] : "-"],
    ];
    for (const [label, value] of facts) {
      const y = doc.y;
      doc.font("Helvetica-Bold").fontSize(10).text(w(label), left, y, { width: 170 });
      doc.font("Helvetica").text(w(value), left + 175, y, { width: width - 175 });
      doc.moveDown(0.3);
    }
    doc
      .moveDown(0.5)
      .font("Helvetica-Bold")
      .text(r.check.fits ? "Meets the requirement" : "Misses the requirement:", left);
    doc.font("Helvetica");
    for (const m of r.check.misses) doc.text(w(`- ${m}`), left + 10);
    if (r.cost.missing.length) doc.text(w(`Cost needs: ${r.cost.missing.join(", ")}`), left);
    if (r.notes) doc.moveDown(0.5).font("Helvetica-Oblique").text(w(r.notes), left, doc.y, { width });
  });

  // Comparison table
  doc.addPage({ layout: "landscape", size: "LETTER", margin: 36 });
  doc.font("Helvetica-Bold").fontSize(16).text("Comparison", 36, 36);
  const cols = ["Property", "RSF", "Type", "Asking", "Gross/RSF", "Effective", "Annual cost", "Available", "Fits"];
  const widths = [190, 60, 40, 60, 65, 65, 85, 80, 75];
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - 60) doc.addPage({ layout: "landscape", size: "LETTER", margin: 36 });
    const y = doc.y;
    let x = 36;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    cells.forEach((c, i) => {
      doc.text(w(c), x + 2, y + 3, { width: (widths[i] ?? 60) - 4, lineBreak: false, ellipsis: true });
      x += widths[i] ?? 60;
    });
    doc
      .moveTo(36, y + 16)
      .lineTo(x, y + 16)
      .lineWidth(0.4)
      .strokeColor("#cbd5e1")
      .stroke();
    doc.y = y + 17;
  };
  doc.y += 8;
  drawRow(cols, true);
  survey.rows.forEach((r, i) => {
    drawRow(
      [
        `${i + 1}. ${r.name}`,
        fmtNum(r.rsf),
        r.rentType ?? "-",
        fmtUsd(r.askingRent),
        fmtUsd(r.cost.grossPerRsf),
        fmtUsd(r.cost.effectivePerRsf),
        fmtUsd(r.cost.annualCost, 0),
        fmtDate(r.availableDate),
        r.check.fits ? "Yes" : `No (${r.check.misses.length})`,
      ],
      false,
    );
  });
  doc.end();
  return done;
}

const IMAGE_HEIGHT = 190;

/** The property's photo (left) and floor plan (right) above its figures; an image pdfkit rejects is skipped. */
function drawImages(
  doc: PDFKit.PDFDocument,
  found: { photo?: Buffer; floorplan?: Buffer } | undefined,
  left: number,
  width: number,
) {
  const list = [found?.photo, found?.floorplan].filter((b): b is Buffer => !!b);
  if (list.length === 0) return;
  const top = doc.y;
  const slot = (width - 12) / 2;
  let drawn = 0;
  for (const image of list) {
    try {
      doc.image(image, left + drawn * (slot + 12), top, {
        fit: [slot, IMAGE_HEIGHT],
        align: "center",
        valign: "center",
      });
      drawn++;
    } catch {
      // A damaged file: the page keeps its figures without the picture.
    }
  }
  if (drawn > 0) doc.y = top + IMAGE_HEIGHT + 10;
  doc.x = left;
}
