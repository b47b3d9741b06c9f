// Generates synthetic broker flyers (PDF) and their answer keys in fixtures/brochures/.
// `npx tsx scripts/generate-brochure-fixtures.ts` — deterministic; the PDFs are committed. Layouts and wording
// vary on purpose (label: value, label over value, tables of suites, two columns, a scan, a UK flyer), and
// every flyer carries something that is not the property (a landlord office, a footer address, comps).
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import PDFDocument from "pdfkit";

type El = { x: number; y: number; text: string; size?: number; bold?: boolean };
type Broker = { name: string; phone: string | null; email: string | null };
type Keyed = {
  name: string;
  address: string;
  propertyType: string | null;
  buildingSquareFeet: number | null;
  availableSquareFeet: number | null;
  askingPrice: number | null;
  askingRentPerSquareFoot: number | null;
  rentType: string | null;
  yearBuilt: number | null;
  clearHeightFeet: number | null;
  dockDoors: number | null;
  parkingRatio: number | null;
  brokers: Broker[];
};
type Flyer = { file: string; pages: El[][]; scanned?: boolean; properties: Keyed[]; notes: string };

const OUT = "fixtures/brochures";
const none = {
  propertyType: null,
  buildingSquareFeet: null,
  availableSquareFeet: null,
  askingPrice: null,
  askingRentPerSquareFoot: null,
  rentType: null,
  yearBuilt: null,
  clearHeightFeet: null,
  dockDoors: null,
  parkingRatio: null,
};

/** Rows of 'label: value' (or label over value) starting at (x, y). */
function rows(x: number, y: number, pairs: [string, string][], style: "colon" | "stacked" | "tab" = "colon"): El[] {
  const out: El[] = [];
  pairs.forEach(([k, v], i) => {
    if (style === "colon") out.push({ x, y: y + i * 18, text: `${k}: ${v}`, size: 11 });
    else if (style === "tab") {
      out.push({ x, y: y + i * 18, text: k, size: 11, bold: true });
      out.push({ x: x + 170, y: y + i * 18, text: v, size: 11 });
    } else {
      out.push({ x, y: y + i * 34, text: k.toUpperCase(), size: 8, bold: true });
      out.push({ x, y: y + i * 34 + 11, text: v, size: 12 });
    }
  });
  return out;
}

const industrialBroker = { name: "Dana Whitfield", phone: "817.555.0142", email: "dwhitfield@lonestar-cre.example" };
const industrialBroker2 = { name: "Marcus Ortega", phone: "817.555.0177", email: "mortega@lonestar-cre.example" };

const flyers: Flyer[] = [
  {
    file: "gen_industrial_for_lease.pdf",
    notes:
      "Industrial flyer, 'label: value' rows, two brokers stacked; the brokerage's office address in the footer is not the property.",
    pages: [
      [
        { x: 54, y: 50, text: "FOR LEASE  |  CLASS A INDUSTRIAL", size: 12, bold: true },
        { x: 54, y: 72, text: "Trinity Gateway Logistics Center", size: 22, bold: true },
        { x: 54, y: 102, text: "2450 Commerce Parkway, Fort Worth, TX 76106", size: 13 },
        ...rows(54, 140, [
          ["Building Size", "120,000 SF"],
          ["Available", "45,000 SF"],
          ["Clear Height", "32'"],
          ["Dock Doors", "12 (9' x 10')"],
          ["Drive-In Doors", "2"],
          ["Parking Ratio", "1.5/1,000 SF"],
          ["Year Built", "2019"],
          ["Lease Rate", "$6.25/SF/YR NNN"],
        ]),
        { x: 54, y: 310, text: "ESFR sprinklers, 185' truck courts, LED lighting, 2,500 SF spec office.", size: 10 },
        { x: 54, y: 600, text: "Dana Whitfield, SIOR", size: 11, bold: true },
        { x: 54, y: 614, text: "Senior Vice President", size: 10 },
        { x: 54, y: 628, text: "817.555.0142", size: 10 },
        { x: 54, y: 642, text: "dwhitfield@lonestar-cre.example", size: 10 },
        { x: 320, y: 600, text: "Marcus Ortega", size: 11, bold: true },
        { x: 320, y: 614, text: "Associate", size: 10 },
        { x: 320, y: 628, text: "817.555.0177", size: 10 },
        { x: 320, y: 642, text: "mortega@lonestar-cre.example", size: 10 },
        {
          x: 54,
          y: 720,
          text: "Lone Star CRE  |  100 Main Street, Suite 400, Fort Worth, TX 76102  |  T 817.555.0100",
          size: 8,
        },
      ],
    ],
    properties: [
      {
        name: "Trinity Gateway Logistics Center",
        address: "2450 Commerce Parkway, Fort Worth, TX 76106",
        ...none,
        propertyType: "industrial",
        buildingSquareFeet: 120000,
        availableSquareFeet: 45000,
        askingRentPerSquareFoot: 6.25,
        rentType: "NNN",
        yearBuilt: 2019,
        clearHeightFeet: 32,
        dockDoors: 12,
        parkingRatio: 1.5,
        brokers: [industrialBroker, industrialBroker2],
      },
    ],
  },
  {
    file: "gen_office_suites_table.pdf",
    notes:
      "Office building with a table of three available suites (three properties at one address); rent quoted once for all.",
    pages: [
      [
        { x: 54, y: 50, text: "OFFICE SPACE AVAILABLE", size: 12, bold: true },
        { x: 54, y: 72, text: "Meridian Plaza", size: 22, bold: true },
        { x: 54, y: 102, text: "1800 Peachtree Street NW", size: 13 },
        { x: 54, y: 120, text: "Atlanta, GA 30309", size: 13 },
        { x: 54, y: 160, text: "Suite", size: 10, bold: true },
        { x: 200, y: 160, text: "Size", size: 10, bold: true },
        { x: 330, y: 160, text: "Availability", size: 10, bold: true },
        { x: 54, y: 178, text: "Suite 200", size: 10 },
        { x: 200, y: 178, text: "4,500 RSF", size: 10 },
        { x: 330, y: 178, text: "Immediate", size: 10 },
        { x: 54, y: 196, text: "Suite 450", size: 10 },
        { x: 200, y: 196, text: "2,100 RSF", size: 10 },
        { x: 330, y: 196, text: "90 days", size: 10 },
        { x: 54, y: 214, text: "Suite 900", size: 10 },
        { x: 200, y: 214, text: "9,800 RSF", size: 10 },
        { x: 330, y: 214, text: "Q3 2025", size: 10 },
        { x: 54, y: 250, text: "Asking Rent: $34.50/RSF Full Service", size: 11 },
        { x: 54, y: 268, text: "Parking: 3.5/1,000 RSF in attached deck", size: 11 },
        { x: 54, y: 286, text: "Built in 1987, renovated 2021", size: 11 },
        { x: 54, y: 640, text: "For leasing information contact", size: 10 },
        { x: 54, y: 656, text: "Priya Raman  |  404-555-0199  |  priya.raman@peachtree-advisors.example", size: 10 },
      ],
    ],
    properties: ["200", "450", "900"].map((s, i) => ({
      name: `Meridian Plaza - Suite ${s}`,
      address: `1800 Peachtree Street NW, Suite ${s}, Atlanta, GA 30309`,
      ...none,
      propertyType: "office",
      availableSquareFeet: [4500, 2100, 9800][i],
      askingRentPerSquareFoot: 34.5,
      rentType: "FS",
      yearBuilt: 1987,
      parkingRatio: 3.5,
      brokers: [{ name: "Priya Raman", phone: "404-555-0199", email: "priya.raman@peachtree-advisors.example" }],
    })),
  },
  {
    file: "gen_retail_for_sale.pdf",
    notes:
      "Retail investment for sale, stacked label-over-value facts; two brokers side by side on one line each (columns).",
    pages: [
      [
        { x: 54, y: 50, text: "RETAIL INVESTMENT FOR SALE", size: 12, bold: true },
        { x: 54, y: 72, text: "Cypress Corners", size: 22, bold: true },
        { x: 54, y: 100, text: "9120 Bellaire Blvd, Houston, TX 77036", size: 13 },
        ...rows(
          54,
          140,
          [
            ["Offering Price", "$3,250,000"],
            ["Building Size", "8,400 SF"],
            ["Land Area", "0.92 Acres"],
            ["Year Built", "2004"],
            ["Parking", "45 spaces"],
          ],
          "stacked",
        ),
        { x: 300, y: 140, text: "100% leased to three national tenants. 6.4% cap rate.", size: 10 },
        { x: 54, y: 640, text: "Elena Park", size: 10, bold: true },
        { x: 300, y: 640, text: "Tom Becker", size: 10, bold: true },
        { x: 54, y: 654, text: "713-555-0123", size: 10 },
        { x: 300, y: 654, text: "713-555-0145", size: 10 },
        { x: 54, y: 668, text: "epark@bayou-retail.example", size: 10 },
        { x: 300, y: 668, text: "tbecker@bayou-retail.example", size: 10 },
      ],
    ],
    properties: [
      {
        name: "Cypress Corners",
        address: "9120 Bellaire Blvd, Houston, TX 77036",
        ...none,
        propertyType: "retail",
        buildingSquareFeet: 8400,
        askingPrice: 3250000,
        yearBuilt: 2004,
        brokers: [
          { name: "Elena Park", phone: "713-555-0123", email: "epark@bayou-retail.example" },
          { name: "Tom Becker", phone: "713-555-0145", email: "tbecker@bayou-retail.example" },
        ],
      },
    ],
  },
  {
    file: "gen_two_buildings_columns.pdf",
    notes:
      "Two buildings for sale side by side in two columns (two properties); a comparable sale in prose is not a property.",
    pages: [
      [
        { x: 54, y: 50, text: "FLEX / R&D PORTFOLIO", size: 12, bold: true },
        { x: 54, y: 90, text: "Building A", size: 14, bold: true },
        { x: 54, y: 110, text: "410 Innovation Drive", size: 11 },
        { x: 54, y: 124, text: "San Jose, CA 95134", size: 11 },
        { x: 54, y: 142, text: "Building: 36,000 SF", size: 11 },
        { x: 54, y: 156, text: "Price: $14,500,000", size: 11 },
        { x: 54, y: 170, text: "24' clear height", size: 11 },
        { x: 54, y: 184, text: "(4) dock-high doors", size: 11 },
        { x: 320, y: 90, text: "Building B", size: 14, bold: true },
        { x: 320, y: 110, text: "430 Innovation Drive", size: 11 },
        { x: 320, y: 124, text: "San Jose, CA 95134", size: 11 },
        { x: 320, y: 142, text: "Building: 52,500 SF", size: 11 },
        { x: 320, y: 156, text: "Price: $19,900,000", size: 11 },
        { x: 320, y: 170, text: "28' clear height", size: 11 },
        { x: 320, y: 184, text: "(6) dock-high doors", size: 11 },
        { x: 54, y: 260, text: "Recent comparable: 2200 Zanker Road sold in 2023 at a 5.9% cap rate.", size: 10 },
        { x: 54, y: 660, text: "Ken Ishida  |  408.555.0110  |  kishida@valleyflex.example", size: 10 },
      ],
    ],
    properties: [
      {
        name: "410 Innovation Drive",
        address: "410 Innovation Drive, San Jose, CA 95134",
        ...none,
        propertyType: "flex",
        buildingSquareFeet: 36000,
        askingPrice: 14500000,
        clearHeightFeet: 24,
        dockDoors: 4,
        brokers: [{ name: "Ken Ishida", phone: "408.555.0110", email: "kishida@valleyflex.example" }],
      },
      {
        name: "430 Innovation Drive",
        address: "430 Innovation Drive, San Jose, CA 95134",
        ...none,
        propertyType: "flex",
        buildingSquareFeet: 52500,
        askingPrice: 19900000,
        clearHeightFeet: 28,
        dockDoors: 6,
        brokers: [{ name: "Ken Ishida", phone: "408.555.0110", email: "kishida@valleyflex.example" }],
      },
    ],
  },
  {
    file: "gen_flex_monthly_rent_scan.pdf",
    scanned: true,
    notes: "Image-only (scanned) flex flyer; monthly rent per SF, modified gross.",
    pages: [
      [
        { x: 54, y: 60, text: "FLEX SPACE FOR LEASE", size: 14, bold: true },
        { x: 54, y: 90, text: "77 Harbor Way, Unit C", size: 14 },
        { x: 54, y: 110, text: "Oakland, CA 94607", size: 14 },
        { x: 54, y: 150, text: "Available: 6,200 SF", size: 13 },
        { x: 54, y: 172, text: "Rate: $1.45/SF/Mo MG", size: 13 },
        { x: 54, y: 194, text: "18' clear, 1 grade-level door", size: 13 },
        { x: 54, y: 216, text: "Built 1978", size: 13 },
        { x: 54, y: 600, text: "Rosa Delgado 510-555-0188", size: 12 },
        { x: 54, y: 620, text: "rdelgado@bayflex.example", size: 12 },
      ],
    ],
    properties: [
      {
        name: "77 Harbor Way - Unit C",
        address: "77 Harbor Way, Unit C, Oakland, CA 94607",
        ...none,
        propertyType: "flex",
        availableSquareFeet: 6200,
        askingRentPerSquareFoot: 17.4,
        rentType: "MG",
        yearBuilt: 1978,
        clearHeightFeet: 18,
        brokers: [{ name: "Rosa Delgado", phone: "510-555-0188", email: "rdelgado@bayflex.example" }],
      },
    ],
  },
  {
    file: "gen_medical_office_tab_layout.pdf",
    notes: "Medical office, label and value in two columns (tab layout), two pages (photos page repeats the header).",
    pages: [
      [
        { x: 54, y: 50, text: "Lakeside Medical Pavilion", size: 20, bold: true },
        { x: 54, y: 78, text: "3100 W Lake Street, Minneapolis, MN 55416", size: 12 },
        ...rows(
          54,
          120,
          [
            ["Property Type", "Medical Office"],
            ["Total Building Area", "64,000 SF"],
            ["Space Available", "7,350 RSF"],
            ["Rental Rate", "$29.00/SF NNN"],
            ["Year Built", "2011"],
            ["Parking", "5/1,000 SF surface"],
          ],
          "tab",
        ),
        { x: 54, y: 640, text: "Contact: Greg Olson, Vice President", size: 10 },
        { x: 54, y: 654, text: "P 612.555.0133  greg.olson@northstar-health-re.example", size: 10 },
      ],
      [
        { x: 54, y: 50, text: "Lakeside Medical Pavilion", size: 20, bold: true },
        { x: 54, y: 78, text: "3100 W Lake Street, Minneapolis, MN 55416", size: 12 },
        { x: 54, y: 120, text: "Photos", size: 14 },
      ],
    ],
    properties: [
      {
        name: "Lakeside Medical Pavilion",
        address: "3100 W Lake Street, Minneapolis, MN 55416",
        ...none,
        propertyType: "medical",
        buildingSquareFeet: 64000,
        availableSquareFeet: 7350,
        askingRentPerSquareFoot: 29,
        rentType: "NNN",
        yearBuilt: 2011,
        parkingRatio: 5,
        brokers: [{ name: "Greg Olson", phone: "612.555.0133", email: "greg.olson@northstar-health-re.example" }],
      },
    ],
  },
  {
    file: "gen_land_for_sale.pdf",
    notes: "Land for sale priced in millions; acreage, no building.",
    pages: [
      [
        { x: 54, y: 50, text: "LAND FOR SALE", size: 12, bold: true },
        { x: 54, y: 72, text: "5500 Ranch Road 620 N, Austin, TX 78732", size: 14 },
        { x: 54, y: 110, text: "12.4 Acres zoned GR (community commercial)", size: 11 },
        { x: 54, y: 128, text: "Asking Price: $6.2 Million", size: 11 },
        { x: 54, y: 146, text: "Utilities to site; 600' frontage.", size: 11 },
        { x: 54, y: 660, text: "Will Carter  512-555-0166  wcarter@hillcountryland.example", size: 10 },
      ],
    ],
    properties: [
      {
        name: "5500 Ranch Road 620 N",
        address: "5500 Ranch Road 620 N, Austin, TX 78732",
        ...none,
        propertyType: "land",
        askingPrice: 6200000,
        brokers: [{ name: "Will Carter", phone: "512-555-0166", email: "wcarter@hillcountryland.example" }],
      },
    ],
  },
];

function renderPdf(f: Flyer): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 0,
      autoFirstPage: false,
      info: { Title: f.file, CreationDate: new Date("2024-01-01T00:00:00Z") },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    for (const page of f.pages) {
      doc.addPage();
      for (const el of page) {
        doc
          .font(el.bold ? "Helvetica-Bold" : "Helvetica")
          .fontSize(el.size ?? 10)
          .text(el.text, el.x, el.y, { lineBreak: false });
      }
    }
    doc.end();
  });
}

/** The same page drawn on a 200 dpi canvas and embedded as a JPEG: a scan without a text layer. */
async function renderScanned(f: Flyer): Promise<Buffer> {
  const scale = 200 / 72;
  const images: Buffer[] = [];
  for (const page of f.pages) {
    const canvas = createCanvas(Math.round(612 * scale), Math.round(792 * scale));
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#f6f4ee";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = "#161616";
    for (const el of page) {
      ctx.font = `${el.bold ? "bold " : ""}${Math.round((el.size ?? 10) * scale)}px sans-serif`;
      ctx.fillText(el.text, el.x * scale, (el.y + (el.size ?? 10)) * scale);
    }
    images.push(await canvas.encode("jpeg", 80));
  }
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 0, autoFirstPage: false, info: { Title: f.file } });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    for (const img of images) {
      doc.addPage();
      doc.image(img, 0, 0, { width: 612, height: 792 });
    }
    doc.end();
  });
}

await mkdir(OUT, { recursive: true });
for (const f of flyers) {
  await writeFile(join(OUT, f.file), f.scanned ? await renderScanned(f) : await renderPdf(f));
}
const keys = flyers.map((f) => ({ file: f.file, type: "brochure", properties: f.properties, notes: f.notes }));
await writeFile(join(OUT, "answer_keys.json"), `${JSON.stringify(keys, null, 2)}\n`);
console.log(`wrote ${flyers.length} flyers to ${OUT}`);
