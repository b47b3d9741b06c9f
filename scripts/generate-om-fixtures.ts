// Generates synthetic offering memoranda (PDF) and their answer keys in fixtures/om/.
// `npx tsx scripts/generate-om-fixtures.ts` — deterministic; the PDFs are committed.
import { createWriteStream } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import PDFDocument from "pdfkit";

type Row = [string, string];
type Block =
  | { t: "title"; text: string; size?: number }
  | { t: "text"; text: string }
  | { t: "kv"; rows: Row[]; style: "same-line" | "next-line" | "colon" }
  | { t: "table"; head: string[]; rows: string[][]; widths?: number[] }
  | { t: "bullets"; head: string; items: string[] }
  | { t: "broker"; lines: string[] };
type Om = { file: string; pages: Block[][]; fields: Record<string, string | number | null>; notes: string };

const OUT = "fixtures/om";

function render(om: Om): Promise<void> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ autoFirstPage: false, size: "LETTER", margin: 54, info: { Title: om.file } });
    const stream = createWriteStream(join(OUT, om.file));
    doc.pipe(stream);
    stream.on("finish", () => resolve());
    om.pages.forEach((blocks, p) => {
      doc.addPage();
      let y = 60;
      if (p > 0) {
        doc
          .font("Helvetica")
          .fontSize(8)
          .text(`${String(om.fields.propertyName).toUpperCase()}  |  ${p + 1}`, 54, 30);
      }
      for (const b of blocks) {
        if (b.t === "title") {
          doc
            .font("Helvetica-Bold")
            .fontSize(b.size ?? 16)
            .text(b.text, 54, y, { width: 500 });
          y = doc.y + 10;
        } else if (b.t === "text") {
          doc.font("Helvetica").fontSize(10).text(b.text, 54, y, { width: 500 });
          y = doc.y + 10;
        } else if (b.t === "kv") {
          doc.fontSize(10);
          for (const [k, v] of b.rows) {
            if (b.style === "same-line") {
              doc.font("Helvetica-Bold").text(k, 54, y);
              doc.font("Helvetica").text(v, 260, y);
              y += 16;
            } else if (b.style === "colon") {
              doc.font("Helvetica").text(`${k}: ${v}`, 54, y);
              y += 15;
            } else {
              doc.font("Helvetica-Bold").fontSize(8).text(k.toUpperCase(), 54, y);
              doc
                .font("Helvetica")
                .fontSize(11)
                .text(v, 54, y + 10);
              y += 30;
            }
          }
          y += 8;
        } else if (b.t === "table") {
          const widths = b.widths ?? b.head.map(() => 500 / b.head.length);
          const row = (cells: string[], bold: boolean) => {
            let x = 54;
            doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
            cells.forEach((c, i) => {
              doc.text(c, x, y, { width: widths[i] - 6, lineBreak: false });
              x += widths[i];
            });
            y += 14;
          };
          row(b.head, true);
          for (const r of b.rows) row(r, /^total/i.test(r[0]));
          y += 10;
        } else if (b.t === "bullets") {
          doc.font("Helvetica-Bold").fontSize(13).text(b.head, 54, y);
          y = doc.y + 6;
          doc.font("Helvetica").fontSize(10);
          for (const it of b.items) {
            doc.text(`\u2022  ${it}`, 64, y, { width: 480 });
            y = doc.y + 4;
          }
          y += 8;
        } else if (b.t === "broker") {
          doc.fontSize(10);
          b.lines.forEach((l, i) => {
            doc.font(i === 0 ? "Helvetica-Bold" : "Helvetica").text(l, 54, y);
            y += 13;
          });
          y += 10;
        }
      }
    });
    doc.end();
  });
}

const oms: Om[] = [
  {
    file: "harbor_view_office_om.pdf",
    notes:
      "Office, label/value on the same line, Year 1 vs Pro Forma columns; noi/capRate/GPR/expenses are the Year 1 (current) figures, pro forma kept beside them (decision 0030).",
    fields: {
      propertyName: "Harbor View Corporate Center",
      address: "1200 Harbor Boulevard, Oakland, CA 94607",
      propertyType: "office",
      units: null,
      yearBuilt: 1988,
      yearRenovated: 2019,
      buildingSquareFeet: 86500,
      askingPrice: 24500000,
      noi: 1602000,
      capRate: 6.54,
      grossPotentialRent: 2760000,
      expenses: 1020000,
      occupancy: 91,
    },
    pages: [
      [
        { t: "title", text: "Harbor View Corporate Center", size: 24 },
        { t: "text", text: "1200 Harbor Boulevard, Oakland, CA 94607" },
        { t: "title", text: "Offering Memorandum", size: 14 },
        {
          t: "broker",
          lines: [
            "Presented by Bayline Commercial Advisors",
            "Dana Whitfield",
            "Senior Vice President",
            "(510) 555-0142",
            "dana.whitfield@baylinecre.com",
          ],
        },
      ],
      [
        { t: "title", text: "Offering Summary" },
        {
          t: "kv",
          style: "same-line",
          rows: [
            ["Offering Price", "$24,500,000"],
            ["Price / SF", "$283.24"],
            ["Building Class", "Class B"],
            ["Rentable Building Area", "86,500 SF"],
            ["Land Area", "3.2 Acres"],
            ["Year Built / Renovated", "1988 / 2019"],
            ["Occupancy", "91%"],
            ["WALT", "4.6 Years"],
          ],
        },
        {
          t: "bullets",
          head: "Investment Highlights",
          items: [
            "Waterfront office campus with Bay views",
            "Renovated lobby and systems in 2019",
            "Below-market rents offer mark-to-market upside",
          ],
        },
      ],
      [
        { t: "title", text: "Financial Summary" },
        {
          t: "table",
          widths: [220, 140, 140],
          head: ["", "Year 1", "Pro Forma"],
          rows: [
            ["Gross Potential Rent", "$2,760,000", "$2,940,000"],
            ["Effective Gross Income", "$2,622,000", "$2,790,000"],
            ["Total Operating Expenses", "$1,020,000", "$1,050,000"],
            ["Net Operating Income", "$1,602,000", "$1,740,000"],
            ["Cap Rate", "6.54%", "7.10%"],
          ],
        },
      ],
      [
        { t: "title", text: "Rent Roll" },
        {
          t: "table",
          widths: [60, 170, 70, 90, 110],
          head: ["Suite", "Tenant", "RSF", "Annual Rent", "Lease End"],
          rows: [
            ["100", "Pacific Law Group", "18,000", "$630,000", "12/31/2027"],
            ["200", "Northbay Engineering", "22,500", "$765,000", "06/30/2029"],
            ["300", "Crescent Health Partners", "20,000", "$660,000", "03/31/2026"],
            ["400", "Lumen Analytics", "18,200", "$600,000", "09/30/2028"],
            ["450", "Vacant", "7,800", "$0", ""],
            ["Total", "", "86,500", "$2,655,000", ""],
          ],
        },
      ],
    ],
  },
  {
    file: "cedar_crossing_retail_om.pdf",
    notes:
      "Retail strip center, 'Label: value' wording, single NOI and cap rate; stated cap rate 7.25% does not match NOI / price (deliberate inconsistency, key keeps the stated 7.25).",
    fields: {
      propertyName: "Cedar Crossing Shopping Center",
      address: "4550 Cedar Avenue, Minneapolis, MN 55407",
      propertyType: "retail",
      units: null,
      yearBuilt: 2004,
      buildingSquareFeet: 32400,
      askingPrice: 6800000,
      noi: 459000,
      capRate: 7.25,
      grossPotentialRent: 612000,
      expenses: 128500,
      occupancy: 100,
    },
    pages: [
      [
        { t: "title", text: "CEDAR CROSSING SHOPPING CENTER", size: 22 },
        { t: "text", text: "4550 Cedar Avenue | Minneapolis, MN 55407" },
        { t: "text", text: "Fully leased neighborhood strip center - For Sale" },
        {
          t: "broker",
          lines: [
            "North Star Retail Group",
            "Marcus Lindqvist, CCIM",
            "Principal",
            "612.555.0199",
            "mlindqvist@northstarretail.com",
          ],
        },
      ],
      [
        { t: "title", text: "Property Overview" },
        {
          t: "kv",
          style: "colon",
          rows: [
            ["Asking Price", "$6,800,000"],
            ["CAP", "7.25%"],
            ["Net Operating Income", "$459,000"],
            ["Gross Leasable Area", "32,400 SF"],
            ["Lot Size", "2.75 acres"],
            ["Year Built", "2004"],
            ["Occupancy", "100%"],
          ],
        },
        {
          t: "text",
          text: "Cedar Crossing is a 32,400 square foot strip center anchored by a regional grocer, with six in-line tenants.",
        },
        {
          t: "table",
          widths: [250, 150],
          head: ["Operating Statement", "Annual"],
          rows: [
            ["Scheduled Base Rent", "$468,000"],
            ["Gross Potential Income", "$612,000"],
            ["Less: Vacancy (4%)", "($24,480)"],
            ["Effective Gross Income", "$587,500"],
            ["Total Expenses", "$128,500"],
            ["NOI", "$459,000"],
          ],
        },
      ],
      [
        { t: "title", text: "Tenant Roster" },
        {
          t: "table",
          widths: [60, 170, 70, 90, 110],
          head: ["Unit", "Tenant", "SF", "Annual Rent", "Expiration"],
          rows: [
            ["A", "FreshWay Market", "18,000", "$216,000", "10/31/2031"],
            ["B", "Cedar Dental", "2,800", "$56,000", "05/31/2027"],
            ["C", "Bolt Fitness", "4,600", "$78,200", "08/31/2028"],
            ["D", "Sunny Nails", "1,400", "$30,800", "01/31/2026"],
            ["E", "Kumo Sushi", "2,400", "$50,400", "03/31/2029"],
            ["F", "Metro Mobile", "1,600", "$36,600", "07/31/2027"],
            ["Total", "", "30,800", "$468,000", ""],
          ],
        },
        {
          t: "bullets",
          head: "Investment Highlights",
          items: ["Grocery-anchored with 100% occupancy", "Strong daytime population within 3 miles"],
        },
      ],
    ],
  },
  {
    file: "ridgeline_logistics_industrial_om.pdf",
    notes: "Industrial, label above value (next line), current NOI only; the cap rate is stated.",
    fields: {
      propertyName: "Ridgeline Logistics Center",
      address: "8800 Industrial Parkway, Columbus, OH 43217",
      propertyType: "industrial",
      units: null,
      yearBuilt: 2016,
      buildingSquareFeet: 214000,
      askingPrice: 21400000,
      noi: 1252000,
      capRate: 5.85,
      grossPotentialRent: null,
      expenses: null,
      occupancy: 100,
    },
    pages: [
      [
        { t: "title", text: "Ridgeline Logistics Center", size: 24 },
        { t: "text", text: "Single-tenant Class A distribution warehouse" },
        { t: "text", text: "8800 Industrial Parkway, Columbus, OH 43217" },
      ],
      [
        { t: "title", text: "Investment Summary" },
        {
          t: "kv",
          style: "next-line",
          rows: [
            ["Purchase Price", "$21,400,000"],
            ["Capitalization Rate", "5.85%"],
            ["In-Place NOI", "$1,252,000"],
            ["Building Size", "214,000 SF"],
            ["Site Area", "14.8 acres"],
            ["Year Built", "2016"],
            ["Leased", "100%"],
            ["Weighted Average Lease Term", "7.3 years"],
          ],
        },
        {
          t: "bullets",
          head: "Key Features",
          items: [
            "36' clear height, 42 dock doors",
            "Long-term lease to an investment-grade tenant",
            "Immediate access to I-270",
          ],
        },
        {
          t: "broker",
          lines: [
            "Midwest Industrial Partners",
            "Jordan Ellis",
            "Managing Director",
            "614-555-0173",
            "jellis@midwestip.com",
          ],
        },
      ],
    ],
  },
  {
    file: "maple_terrace_multifamily_om.pdf",
    notes:
      "Multifamily, Current vs Pro Forma columns; noi/capRate/GPR/expenses are the current ones (decision 0030); cap rate not stated, so capRate = current NOI / price.",
    fields: {
      propertyName: "Maple Terrace Apartments",
      address: "2750 Maple Street, Boise, ID 83702",
      propertyType: "multifamily",
      units: 48,
      yearBuilt: 1979,
      buildingSquareFeet: 41280,
      askingPrice: 7200000,
      noi: 387920,
      capRate: 5.39,
      grossPotentialRent: 633600,
      expenses: 214000,
      occupancy: 96,
    },
    pages: [
      [
        { t: "title", text: "Maple Terrace Apartments", size: 24 },
        { t: "text", text: "2750 Maple Street" },
        { t: "text", text: "Boise, ID 83702" },
        { t: "text", text: "48 Units | Multifamily Investment Offering" },
      ],
      [
        { t: "title", text: "Property Summary" },
        {
          t: "kv",
          style: "same-line",
          rows: [
            ["List Price", "$7,200,000"],
            ["Price Per Unit", "$150,000"],
            ["Total Units", "48"],
            ["Net Rentable Area", "41,280 SF"],
            ["Year Built", "1979"],
            ["Occupancy", "96%"],
          ],
        },
        {
          t: "table",
          widths: [220, 140, 140],
          head: ["Income & Expenses", "Current", "Pro Forma"],
          rows: [
            ["Gross Scheduled Rent", "$633,600", "$691,200"],
            ["Vacancy", "5.0%", "5.0%"],
            ["Effective Gross Income", "$601,920", "$656,700"],
            ["Operating Expenses", "$214,000", "$220,000"],
            ["Net Operating Income", "$387,920", "$436,700"],
          ],
        },
      ],
      [
        { t: "title", text: "Rent Roll" },
        {
          t: "table",
          widths: [60, 90, 80, 90, 90],
          head: ["Unit", "Type", "SF", "Monthly Rent", "Lease End"],
          rows: [
            ["101", "1BR/1BA", "720", "$1,050", "08/2026"],
            ["102", "2BR/1BA", "900", "$1,150", "11/2026"],
            ["103", "2BR/1BA", "900", "$1,175", "02/2027"],
            ["104", "1BR/1BA", "720", "$1,025", "05/2026"],
          ],
        },
        { t: "text", text: "Rent roll excerpt: four of 48 units shown." },
        {
          t: "broker",
          lines: ["Gem State Multifamily", "Priya Raman", "Associate Broker", "208.555.0111", "priya@gemstatemf.com"],
        },
      ],
    ],
  },
  {
    file: "union_square_mixed_use_om.pdf",
    notes:
      "Mixed-use (ground-floor retail + apartments); price/NOI stated in prose and summary; current and pro forma NOI and cap rate stated (headline current, decision 0030); the operating statement is pro forma only, so GPR/expenses are the only ones given.",
    fields: {
      propertyName: "The Union on Fifth",
      address: "515 Fifth Avenue, Des Moines, IA 50309",
      propertyType: "mixed-use",
      units: 24,
      yearBuilt: 1925,
      yearRenovated: 2015,
      buildingSquareFeet: 31500,
      askingPrice: 5950000,
      noi: 362950,
      capRate: 6.1,
      grossPotentialRent: 560000,
      expenses: 130400,
      occupancy: null,
    },
    pages: [
      [
        { t: "title", text: "The Union on Fifth", size: 24 },
        { t: "text", text: "Mixed-Use Investment Opportunity" },
        { t: "text", text: "515 Fifth Avenue, Des Moines, IA 50309" },
        {
          t: "broker",
          lines: [
            "Prairie Capital Realty",
            "Elena Costa",
            "Vice President",
            "515-555-0188",
            "ecosta@prairiecap.com",
            "Sam Okafor",
            "Associate",
            "515-555-0190",
            "sokafor@prairiecap.com",
          ],
        },
      ],
      [
        { t: "title", text: "Executive Summary" },
        {
          t: "text",
          text: "Prairie Capital Realty is pleased to offer The Union on Fifth, a four-story mixed-use building with 24 apartment units above 6,000 SF of street retail. Built in 1925 and renovated in 2015, the property totals 31,500 square feet.",
        },
        {
          t: "kv",
          style: "same-line",
          rows: [
            ["Price", "$5,950,000"],
            ["Current Cap Rate", "6.10%"],
            ["Pro Forma Cap Rate", "6.75%"],
            ["Current NOI", "$362,950"],
            ["Pro Forma NOI", "$401,600"],
          ],
        },
        {
          t: "table",
          widths: [260, 140],
          head: ["Pro Forma Operating Statement", "Annual"],
          rows: [
            ["Potential Gross Income", "$560,000"],
            ["Vacancy & Credit Loss (5%)", "($28,000)"],
            ["Total Expenses", "$130,400"],
            ["Net Operating Income", "$401,600"],
          ],
        },
        {
          t: "bullets",
          head: "Investment Highlights",
          items: [
            "Historic building fully renovated in 2015",
            "Diversified income from retail and residential",
            "Walk Score of 94",
          ],
        },
      ],
    ],
  },
];

await mkdir(OUT, { recursive: true });
for (const om of oms) await render(om);
await writeFile(
  join(OUT, "answer_keys.json"),
  `${JSON.stringify(
    oms.map((o) => ({ file: o.file, type: "om", fields: o.fields, notes: o.notes })),
    null,
    2,
  )}\n`,
);
console.log(`wrote ${oms.length} memoranda to ${OUT}`);
