// Generates synthetic leases (fixtures/leases/*.pdf) with known values in fixtures/leases/answer_keys.json.
// They vary layout (summary tables, prose, columns), wording, date formats, rent schedule styles, and
// include an amendment, a 60-page lease, one with absent fields and a scanned (image-only) one.
// Run: npx tsx scripts/generate-lease-fixtures.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import PDFDocument from "pdfkit";

const OUT = path.resolve("fixtures/leases");

type Block =
  | { h: string }
  | { p: string }
  | { kv: [string, string][]; sep?: string; gap?: boolean }
  | { table: { header: string[]; rows: string[][]; widths: number[] } }
  | { page: true };

type Fixture = {
  file: string;
  font: "Helvetica" | "Times-Roman";
  blocks: Block[];
  fields: Record<string, unknown>;
  notes: string;
  scanned?: boolean;
};

// A small deterministic PRNG so the generated files do not change between runs.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function renderPdf(f: Fixture): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margins: { top: 60, bottom: 60, left: 72, right: 72 },
      info: { Title: f.file, CreationDate: new Date("2024-01-01T00:00:00Z") },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    const bold = f.font === "Helvetica" ? "Helvetica-Bold" : "Times-Bold";
    doc.font(f.font).fontSize(10.5);
    const ensure = (h: number) => {
      if (doc.y + h > doc.page.height - 60) doc.addPage();
    };
    for (const b of f.blocks) {
      if ("page" in b) doc.addPage();
      else if ("h" in b) {
        ensure(40);
        doc
          .moveDown(0.6)
          .font(bold)
          .text(b.h, { align: b.h === b.h.toUpperCase() && b.h.length < 50 ? "center" : "left" })
          .font(f.font)
          .moveDown(0.3);
      } else if ("p" in b) {
        ensure(30);
        doc.text(b.p, { align: "justify" }).moveDown(0.5);
      } else if ("kv" in b) {
        for (const [k, v] of b.kv) {
          ensure(28);
          const y = doc.y;
          if (b.gap) {
            doc.font(bold).text(k, 72, y, { width: 170 });
            const h1 = doc.y;
            doc.font(f.font).text(v, 250, y, { width: 290 });
            doc.y = Math.max(h1, doc.y) + 4;
          } else {
            doc
              .font(bold)
              .text(`${k}${b.sep ?? ":"} `, 72, y, { continued: true })
              .font(f.font)
              .text(v, { width: 468 });
            doc.moveDown(0.25);
          }
          doc.x = 72;
        }
        doc.moveDown(0.5);
      } else if ("table" in b) {
        const { header, rows, widths } = b.table;
        const drawRow = (cells: string[], font: string) => {
          ensure(20);
          const y = doc.y;
          let x = 72;
          let maxY = y;
          cells.forEach((c, i) => {
            doc.font(font).text(c, x, y, { width: widths[i] - 6 });
            maxY = Math.max(maxY, doc.y);
            x += widths[i];
          });
          doc.y = maxY + 3;
          doc.x = 72;
        };
        drawRow(header, bold);
        for (const r of rows) drawRow(r, f.font);
        doc.font(f.font).moveDown(0.6);
      }
    }
    doc.end();
  });
}

/** Renders the fixture's text as images (a scan): slightly rotated, speckled, greyish paper. */
async function renderScannedPdf(f: Fixture): Promise<Buffer> {
  const rand = rng(42);
  const W = 1275; // 8.5in at 150 dpi
  const H = 1650;
  const lines: { text: string; bold: boolean }[] = [];
  const wrap = (t: string, max: number) => {
    const words = t.split(" ");
    let cur = "";
    for (const w of words) {
      if ((cur + w).length > max) {
        lines.push({ text: cur.trim(), bold: false });
        cur = "";
      }
      cur += `${w} `;
    }
    if (cur.trim()) lines.push({ text: cur.trim(), bold: false });
  };
  for (const b of f.blocks) {
    if ("h" in b) lines.push({ text: b.h, bold: true }, { text: "", bold: false });
    else if ("p" in b) {
      wrap(b.p, 78);
      lines.push({ text: "", bold: false });
    } else if ("kv" in b) for (const [k, v] of b.kv) wrap(`${k}: ${v}`, 78);
  }
  const perPage = 44;
  const images: Buffer[] = [];
  for (let i = 0; i < lines.length; i += perPage) {
    const canvas = createCanvas(W, H);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#f4f2ec";
    ctx.fillRect(0, 0, W, H);
    ctx.save();
    ctx.translate(W / 2, H / 2);
    ctx.rotate(((rand() - 0.5) * 1.6 * Math.PI) / 180);
    ctx.translate(-W / 2, -H / 2);
    ctx.fillStyle = "#1b1b1b";
    let y = 120;
    for (const l of lines.slice(i, i + perPage)) {
      ctx.font = `${l.bold ? "bold " : ""}25px serif`;
      ctx.fillText(l.text, 130, y);
      y += 32;
    }
    ctx.restore();
    // Speckle noise, like a photocopy.
    for (let k = 0; k < 2500; k++) {
      ctx.fillStyle = rand() < 0.5 ? "rgba(0,0,0,0.35)" : "rgba(255,255,255,0.6)";
      ctx.fillRect(
        Math.floor(rand() * W),
        Math.floor(rand() * H),
        1 + Math.floor(rand() * 2),
        1 + Math.floor(rand() * 2),
      );
    }
    images.push(await canvas.encode("jpeg", 62));
  }
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
    for (const img of images) {
      doc.addPage();
      doc.image(img, 0, 0, { width: 612, height: 792 });
    }
    doc.end();
  });
}

// ---------- boilerplate used to make leases long and realistic ----------

const BOILER = [
  [
    "Compliance with Laws",
    "Tenant, at its sole cost and expense, shall promptly comply with all laws, ordinances, orders, rules and regulations of any governmental authority now or hereafter in effect relating to Tenant's particular use of the Premises. Tenant shall not do or permit anything to be done in or about the Premises which will in any way conflict with any such law, statute, ordinance or governmental rule or regulation.",
  ],
  [
    "Repairs and Maintenance",
    "Tenant shall, at Tenant's expense, keep the interior, non-structural portions of the Premises in good condition and repair, reasonable wear and tear and damage by casualty excepted. Landlord shall maintain the roof, foundation, exterior walls and the structural portions of the Building, and the base building mechanical, electrical and plumbing systems serving the Building generally.",
  ],
  [
    "Alterations",
    "Tenant shall not make any alterations, additions or improvements to the Premises without first obtaining the written approval of Landlord, which approval may be conditioned upon Tenant's delivery of plans and specifications and evidence of insurance reasonably satisfactory to Landlord. All alterations shall be performed in a good and workmanlike manner by licensed contractors.",
  ],
  [
    "Indemnification",
    "Except to the extent caused by the negligence or willful misconduct of Landlord, Tenant shall indemnify, defend and hold harmless Landlord and its agents and employees from and against any and all claims, damages, losses, costs and expenses, including reasonable attorneys' fees, arising from Tenant's use of the Premises or from any act or omission of Tenant or its agents, employees, contractors or invitees.",
  ],
  [
    "Damage or Destruction",
    "If the Premises or the Building are damaged by fire or other casualty, Landlord shall, within sixty days after the date of such casualty, notify Tenant of the estimated time required to repair such damage. If such repairs cannot reasonably be completed within one hundred eighty days after the casualty, either party may terminate this Lease by written notice to the other given within thirty days after Landlord's notice.",
  ],
  [
    "Condemnation",
    "If all or any substantial part of the Premises is taken by eminent domain or conveyed in lieu thereof, and such taking renders the Premises unsuitable for Tenant's use, either party may terminate this Lease as of the date of the taking. All awards for any taking shall belong to Landlord, except that Tenant may pursue a separate award for its moving expenses and trade fixtures.",
  ],
  [
    "Subordination",
    "This Lease is and shall be subject and subordinate to all ground leases and to the lien of any mortgages or deeds of trust now or hereafter encumbering the Building, provided that the holder thereof agrees not to disturb Tenant's possession so long as Tenant is not in default beyond applicable notice and cure periods.",
  ],
  [
    "Estoppel Certificates",
    "Within ten business days after written request from Landlord, Tenant shall execute and deliver to Landlord a statement certifying that this Lease is unmodified and in full force and effect, the dates to which rent has been paid, and whether, to Tenant's knowledge, Landlord is in default hereunder.",
  ],
  [
    "Quiet Enjoyment",
    "Landlord covenants that Tenant, upon paying the rent and performing its obligations under this Lease, shall peaceably and quietly hold and enjoy the Premises during the Term without hindrance by Landlord or any person claiming by, through or under Landlord, subject to the terms of this Lease.",
  ],
  [
    "Hazardous Materials",
    "Tenant shall not cause or permit any hazardous materials to be brought upon, kept or used in or about the Premises except for ordinary office and cleaning supplies in customary quantities used in compliance with all applicable environmental laws. Tenant shall remove any hazardous materials it introduces before the end of the Term.",
  ],
  [
    "Access by Landlord",
    "Landlord and its agents may enter the Premises at reasonable times upon not less than twenty-four hours' notice, except in an emergency, to inspect the Premises, to show the Premises to prospective purchasers, lenders or tenants, and to make repairs required of Landlord under this Lease.",
  ],
  [
    "Waiver of Jury Trial",
    "Landlord and Tenant each waive trial by jury in any action or proceeding brought by either of them against the other on any matter arising out of or in any way connected with this Lease, the relationship of Landlord and Tenant, or Tenant's use or occupancy of the Premises.",
  ],
  [
    "Miscellaneous",
    "This Lease shall be governed by the laws of the state in which the Premises are located. If any provision of this Lease is held invalid, the remaining provisions shall remain in full force. Time is of the essence of each provision of this Lease. This Lease may be executed in counterparts, each of which shall be deemed an original.",
  ],
];

function boiler(startNo: number, count: number, style: "article" | "section" | "plain", seed: number): Block[] {
  const r = rng(seed);
  const out: Block[] = [];
  for (let i = 0; i < count; i++) {
    const [title, body] = BOILER[(i + Math.floor(r() * 3)) % BOILER.length];
    const n = startNo + i;
    out.push({
      h:
        style === "article"
          ? `ARTICLE ${n}. ${title.toUpperCase()}`
          : style === "section"
            ? `Section ${n}. ${title}`
            : `${n}. ${title.toUpperCase()}.`,
    });
    out.push({ p: body });
  }
  return out;
}

function signature(landlord: string, tenant: string): Block[] {
  return [
    { p: "IN WITNESS WHEREOF, the parties have executed this Lease as of the date first written above." },
    {
      kv: [
        ["LANDLORD", landlord],
        ["By", "______________________"],
        ["Name", "______________________"],
        ["TENANT", tenant],
        ["By", "______________________"],
      ],
    },
  ];
}

const money = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function schedule(
  rsf: number,
  firstPsf: number,
  years: number,
  bump: number,
): { psf: number; annual: number; monthly: number }[] {
  const out = [];
  let psf = firstPsf;
  for (let y = 0; y < years; y++) {
    const annual = Math.round(psf * rsf * 100) / 100;
    out.push({ psf, annual, monthly: Math.round((annual / 12) * 100) / 100 });
    psf = Math.round(psf * (1 + bump) * 100) / 100;
  }
  return out;
}

// ---------- the fixtures ----------

function fixtures(): Fixture[] {
  const list: Fixture[] = [];

  // 1. Summary table with "Label:" rows, rent table, renewal window, NNN.
  {
    const rsf = 12450;
    const s = schedule(rsf, 32.5, 5, 0.03);
    list.push({
      file: "lease-01-summary-table-office.pdf",
      font: "Helvetica",
      fields: {
        documentDate: "2024-01-15",
        landlord: "Harborview Office Partners, LLC",
        tenant: "Kestrel Analytics, Inc.",
        guarantor: null,
        premisesAddress: "2200 Harbor Boulevard, Costa Mesa, California 92626",
        suite: "310",
        rentableSquareFeet: rsf,
        commencementDate: "2024-03-01",
        expirationDate: "2029-02-28",
        termMonths: 60,
        baseRentFirstYearAnnual: s[0].annual,
        baseRentFirstYearMonthly: s[0].monthly,
        baseRentFirstYearPerSquareFoot: s[0].psf,
        securityDeposit: 33718.75,
        letterOfCredit: null,
        tenantImprovementAllowance: 622500,
        permittedUse: "general office use",
        renewalOptionCount: 2,
        renewalTermMonths: 60,
        renewalNoticeMonths: 9,
        renewalNoticeDeadline: "2028-05-28",
        recoveryStructure: "NNN",
      },
      notes:
        "Summary table with colon labels; rent table psf/monthly/annual; renewal window 'not less than nine (9) months nor more than twelve (12) months prior'.",
      blocks: [
        { h: "OFFICE LEASE" },
        {
          p: "This Office Lease is entered into as of January 15, 2024 between the Landlord and the Tenant named in the Basic Lease Information below.",
        },
        { h: "BASIC LEASE INFORMATION" },
        {
          kv: [
            ["Landlord", "Harborview Office Partners, LLC, a California limited liability company"],
            ["Tenant", "Kestrel Analytics, Inc., a Delaware corporation"],
            ["Premises", "Suite 310 of the Building located at 2200 Harbor Boulevard, Costa Mesa, California 92626"],
            ["Rentable Square Feet", "12,450 rentable square feet"],
            ["Term", "Sixty (60) months"],
            ["Commencement Date", "March 1, 2024"],
            ["Expiration Date", "February 28, 2029"],
            ["Security Deposit", money(33718.75)],
            ["Tenant Improvement Allowance", `${money(622500)} ($50.00 per rentable square foot)`],
            ["Permitted Use", "General office use and for no other purpose"],
            ["Lease Type", "Triple net (NNN)"],
            ["Tenant's Pro Rata Share", "8.35%"],
            ["Landlord's Broker", "Coastline Commercial Realty"],
            ["Tenant's Broker", "Meridian Tenant Advisors"],
          ],
        },
        { h: "1. BASE RENT." },
        {
          p: "Tenant shall pay Base Rent in monthly installments in advance on the first day of each month according to the following schedule:",
        },
        {
          table: {
            header: ["Period", "Annual Rate / RSF", "Monthly Base Rent", "Annual Base Rent"],
            widths: [120, 110, 120, 120],
            rows: s.map((r, i) => [
              `Months ${i * 12 + 1}-${i * 12 + 12}`,
              money(r.psf),
              money(r.monthly),
              money(r.annual),
            ]),
          },
        },
        { h: "2. OPERATING EXPENSES AND TAXES." },
        {
          p: "This is a triple net lease. Tenant shall pay to Landlord, as Additional Rent, Tenant's Pro Rata Share of Operating Expenses and Real Estate Taxes for each calendar year of the Term. Operating Expenses for calendar year 2024 are estimated at $11.25 per rentable square foot.",
        },
        { h: "3. OPTION TO RENEW." },
        {
          p: 'Tenant shall have two (2) options to extend the Term for a period of five (5) years each (each, a "Renewal Term"). Tenant shall exercise each option by written notice to Landlord given not less than nine (9) months nor more than twelve (12) months prior to the expiration of the then-current Term. Base Rent for each Renewal Term shall be ninety-five percent (95%) of the Fair Market Rent.',
        },
        { h: "4. ASSIGNMENT AND SUBLETTING." },
        {
          p: "Tenant shall not assign this Lease or sublet all or any part of the Premises without the prior written consent of Landlord, which consent shall not be unreasonably withheld, conditioned or delayed.",
        },
        { h: "5. HOLDING OVER." },
        {
          p: "If Tenant holds over after the expiration of the Term, Tenant shall pay Base Rent equal to one hundred fifty percent (150%) of the Base Rent in effect immediately prior to the expiration.",
        },
        ...boiler(6, 4, "plain", 1),
        ...signature("Harborview Office Partners, LLC", "Kestrel Analytics, Inc."),
      ],
    });
  }
  list.push({
    file: "lease-02-prose-retail.pdf",
    font: "Times-Roman",
    fields: {
      documentDate: "2024-03-01",
      landlord: "Acme Holdings, LLC",
      tenant: "Blue Fern Cafe Inc.",
      guarantor: "Maria L. Ortega",
      premisesAddress: "418 Market Street, San Diego, California 92101",
      suite: "B",
      rentableSquareFeet: 2450,
      commencementDate: "2024-04-01",
      expirationDate: "2029-03-31",
      termMonths: 60,
      baseRentFirstYearAnnual: 73500,
      baseRentFirstYearMonthly: 6125,
      baseRentFirstYearPerSquareFoot: 30,
      securityDeposit: 12250,
      letterOfCredit: null,
      tenantImprovementAllowance: null,
      permittedUse: "a full-service cafe and bakery",
      tenantTradeName: "Fern & Co.",
      escalations: 3,
    },
    notes:
      "Prose lease: defined terms in the preamble, 'this 1st day of March, 2024', prose rent and annual 3% escalation, personal guarantor.",
    blocks: [
      { h: "RETAIL LEASE AGREEMENT" },
      {
        p: 'THIS RETAIL LEASE AGREEMENT (this "Lease") is made and entered into this 1st day of March, 2024, by and between ACME HOLDINGS, LLC, a Delaware limited liability company ("Landlord"), and BLUE FERN CAFE INC., a California corporation d/b/a Fern & Co. ("Tenant"), and MARIA L. ORTEGA, an individual ("Guarantor").',
      },
      { h: "1. PREMISES." },
      {
        p: 'Landlord hereby leases to Tenant, and Tenant hereby leases from Landlord, those certain premises known as Suite B, containing approximately 2,450 square feet of rentable area, located at 418 Market Street, San Diego, California 92101 (the "Premises").',
      },
      { h: "2. TERM." },
      {
        p: 'The term of this Lease shall be sixty (60) months, commencing on April 1, 2024 (the "Commencement Date") and ending on March 31, 2029, unless sooner terminated as provided herein.',
      },
      { h: "3. MINIMUM RENT." },
      {
        p: "Tenant shall pay to Landlord Minimum Annual Rent of $73,500.00 ($30.00 per rentable square foot), payable in equal monthly installments of $6,125.00 in advance on the first day of each calendar month. On each anniversary of the Commencement Date, the Minimum Annual Rent shall increase by three percent (3%) over the Minimum Annual Rent for the immediately preceding lease year.",
      },
      { h: "4. USE." },
      {
        p: "Tenant shall use the Premises solely for a full-service cafe and bakery and for no other purpose without Landlord's prior written consent.",
      },
      { h: "5. SECURITY DEPOSIT." },
      {
        p: "Upon execution of this Lease, Tenant shall deposit with Landlord the sum of Twelve Thousand Two Hundred Fifty Dollars ($12,250.00) as a security deposit for the faithful performance of Tenant's obligations.",
      },
      { h: "6. COMMON AREA MAINTENANCE." },
      {
        p: "Tenant shall pay Tenant's proportionate share of Common Area Maintenance charges, Real Estate Taxes and Landlord's insurance premiums, which share is 6.2%.",
      },
      { h: "7. LATE CHARGE." },
      {
        p: "If any installment of rent is not received by Landlord within five (5) days after it is due, Tenant shall pay a late charge equal to ten percent (10%) of the overdue amount.",
      },
      { h: "8. GUARANTY." },
      {
        p: "As an inducement to Landlord to enter into this Lease, Guarantor unconditionally guarantees the full and timely payment and performance of all of Tenant's obligations under this Lease.",
      },
      ...boiler(9, 3, "plain", 2),
      ...signature("ACME HOLDINGS, LLC", "BLUE FERN CAFE INC."),
    ],
  });

  // 3. Lessor/Lessee, numeric dates, year rows with a different column order, termination option.
  {
    const rsf = 25000;
    const s = schedule(rsf, 8.5, 7, 0.035);
    list.push({
      file: "lease-03-industrial-numeric-dates.pdf",
      font: "Helvetica",
      fields: {
        documentDate: "2023-11-20",
        landlord: "Ridgeline Logistics Park LP",
        tenant: "Summit Fulfillment Corp.",
        guarantor: null,
        premisesAddress: "7800 Commerce Drive, Reno, NV 89502",
        rentableSquareFeet: rsf,
        commencementDate: "2024-01-01",
        expirationDate: "2030-12-31",
        termMonths: 84,
        baseRentFirstYearAnnual: s[0].annual,
        baseRentFirstYearMonthly: s[0].monthly,
        baseRentFirstYearPerSquareFoot: s[0].psf,
        securityDeposit: 35416.67,
        letterOfCredit: null,
        tenantImprovementAllowance: null,
        permittedUse: "warehousing and distribution of consumer goods",
        terminationNoticeMonths: 12,
        terminationNoticeDeadline: "2027-12-31",
      },
      notes:
        "Lessor/Lessee, m/d/yyyy dates, 'RSF', year rows (rate, annual, monthly), one-time termination right after month 60 with 12 months' notice.",
      blocks: [
        { h: "INDUSTRIAL LEASE" },
        { p: "Dated: 11/20/2023" },
        {
          kv: [
            ["Lessor", "Ridgeline Logistics Park LP, a Nevada limited partnership"],
            ["Lessee", "Summit Fulfillment Corp., a Utah corporation"],
            ["Property Address", "7800 Commerce Drive, Reno, NV 89502"],
            ["RSF", "25,000"],
            ["Lease Term", "84 months"],
            ["Commencement Date", "1/1/2024"],
            ["Expiration Date", "12/31/2030"],
            ["Use", "Warehousing and distribution of consumer goods"],
            ["Security Deposit", "$35,416.67"],
          ],
        },
        { h: "ARTICLE 1. RENT" },
        { p: "Lessee shall pay base rent for the Premises as follows (rent per RSF per year, annual and monthly):" },
        {
          table: {
            header: ["Lease Year", "Rate/RSF", "Annual", "Monthly"],
            widths: [110, 100, 130, 130],
            rows: s.map((r, i) => [`Year ${i + 1}`, money(r.psf), money(r.annual), money(r.monthly)]),
          },
        },
        { h: "ARTICLE 2. EARLY TERMINATION OPTION" },
        {
          p: 'Lessee shall have a one-time right to terminate this Lease effective as of 12/31/2028 (the "Early Termination Date"), provided Lessee delivers written notice to Lessor not less than twelve (12) months prior to the Early Termination Date and pays Lessor a termination fee of $150,000.00 concurrently with such notice.',
        },
        { h: "ARTICLE 3. NET LEASE" },
        {
          p: "This Lease is a triple net lease. Lessee shall pay all Real Estate Taxes, insurance premiums and operating costs for the Property directly or as reimbursement to Lessor.",
        },
        ...boiler(4, 5, "article", 3),
        ...signature("Ridgeline Logistics Park LP", "Summit Fulfillment Corp."),
      ],
    });
  }
  list.push({
    file: "lease-04-with-amendment.pdf",
    font: "Times-Roman",
    fields: {
      documentDate: "2019-06-10",
      landlord: "Cedar Point Properties, Inc.",
      tenant: "Northwind Dental Group, P.C.",
      guarantor: null,
      premisesAddress: "1450 Lakeview Avenue, Chicago, Illinois 60614",
      suite: "205",
      rentableSquareFeet: 3800,
      commencementDate: "2019-08-01",
      expirationDate: "2027-07-31",
      termMonths: 60,
      baseRentFirstYearAnnual: 98800,
      baseRentFirstYearMonthly: 8233.33,
      baseRentFirstYearPerSquareFoot: 26,
      securityDeposit: 16466.66,
      letterOfCredit: null,
      tenantImprovementAllowance: 76000,
      permittedUse: "a dental office",
      baseYear: 2019,
      recoveryStructure: "modified gross",
    },
    notes:
      "Original term 60 months ending 2024-07-31; the First Amendment extends the Expiration Date to July 31, 2027 (the amended date is expected).",
    blocks: [
      { h: "OFFICE LEASE" },
      {
        p: 'THIS OFFICE LEASE is dated as of June 10, 2019 by and between CEDAR POINT PROPERTIES, INC., an Illinois corporation (hereinafter referred to as "Landlord"), and NORTHWIND DENTAL GROUP, P.C., an Illinois professional corporation (hereinafter referred to as "Tenant").',
      },
      { h: "ARTICLE 1 - FUNDAMENTAL LEASE PROVISIONS" },
      {
        kv: [
          ["Premises", "Suite 205, 1450 Lakeview Avenue, Chicago, Illinois 60614"],
          ["Rentable Area", "3,800 square feet"],
          ["Lease Term", "Five (5) years"],
          ["Commencement Date", "August 1, 2019"],
          ["Expiration Date", "July 31, 2024"],
          ["Base Year", "Calendar year 2019"],
          ["Security Deposit", "$16,466.66, being two months of Base Rent"],
          ["Tenant Improvement Allowance", "$20.00 per rentable square foot ($76,000.00)"],
          ["Permitted Use", "A dental office"],
        ],
        sep: ".",
      },
      { h: "ARTICLE 2 - BASE RENT" },
      {
        p: "Base Rent for the first Lease Year shall be $98,800.00 per annum ($26.00 per rentable square foot), payable in monthly installments of $8,233.33. Base Rent shall increase on each anniversary of the Commencement Date by two and one-half percent (2.5%).",
      },
      { h: "ARTICLE 3 - OPERATING EXPENSES" },
      {
        p: "This is a modified gross lease. Tenant shall pay, as Additional Rent, Tenant's share of the amount by which Operating Expenses for any calendar year exceed Operating Expenses for the Base Year.",
      },
      ...boiler(4, 6, "plain", 4),
      ...signature("CEDAR POINT PROPERTIES, INC.", "NORTHWIND DENTAL GROUP, P.C."),
      { page: true },
      { h: "FIRST AMENDMENT TO LEASE" },
      {
        p: 'THIS FIRST AMENDMENT TO LEASE (this "Amendment") is made as of April 2, 2024 by and between Cedar Point Properties, Inc. ("Landlord") and Northwind Dental Group, P.C. ("Tenant").',
      },
      {
        p: "1. Extension of Term. The Term of the Lease is hereby extended for a period of thirty-six (36) months, and the Expiration Date is hereby amended to July 31, 2027.",
      },
      { p: "2. Base Rent. Base Rent for the extended term shall be $29.50 per rentable square foot per annum." },
      { p: "3. Ratification. Except as modified by this Amendment, the Lease remains in full force and effect." },
    ],
  });

  // 5. A 60-page lease: summary up front, long boilerplate, options deep inside.
  {
    const rsf = 48210;
    const s = schedule(rsf, 41, 10, 0.025);
    const blocks: Block[] = [
      { h: "LEASE AGREEMENT" },
      {
        p: 'This Lease Agreement is made as of September 5, 2023 (the "Effective Date") between Granite Tower Owner LLC, a Delaware limited liability company ("Landlord"), and Brightline Software Corporation, a Washington corporation ("Tenant").',
      },
      { h: "SECTION 1. BASIC TERMS" },
      {
        kv: [
          ["Building", "Granite Tower, 901 Fifth Avenue, Seattle, WA 98164"],
          ["Premises", "Floors 18 through 20, Suite 1800"],
          ["Rentable Area of Premises", "48,210 RSF"],
          ["Initial Term", "One hundred twenty (120) months"],
          ["Commencement Date", "January 1, 2024"],
          ["Expiration Date", "December 31, 2033"],
          ["Letter of Credit", "$1,000,000.00"],
          ["Security Deposit", "None"],
          ["Guarantor", "Brightline Holdings, Inc."],
          ["Allowance", "$85.00 per rentable square foot"],
          ["Permitted Use", "General office and software development"],
        ],
        gap: true,
      },
      { h: "SECTION 2. BASE RENT" },
      {
        table: {
          header: ["Months", "Annual Base Rent", "Monthly Installment", "Per RSF"],
          widths: [110, 130, 130, 100],
          rows: s.map((r, i) => [
            `Months ${i * 12 + 1} - ${i * 12 + 12}`,
            money(r.annual),
            money(r.monthly),
            money(r.psf),
          ]),
        },
      },
    ];
    // Enough boilerplate for 60 pages.
    let n = 3;
    while (n < 540) {
      blocks.push(...boiler(n, 13, "section", n));
      n += 13;
    }
    blocks.push({ h: `Section ${n}. Extension Option` });
    blocks.push({
      p: "Tenant is hereby granted one (1) option to extend the Term for an additional period of ten (10) years on the terms of this Lease, at a Base Rent equal to the prevailing market rent. Tenant shall exercise the option, if at all, by written notice delivered to Landlord at least eighteen (18) months prior to the Expiration Date.",
    });
    blocks.push({ h: `Section ${n + 1}. Right of First Offer` });
    blocks.push({
      p: "Tenant shall have a right of first offer to lease any space that becomes available on the 21st floor of the Building during the Term, on the terms set forth in Landlord's offer notice.",
    });
    blocks.push(...signature("Granite Tower Owner LLC", "Brightline Software Corporation"));
    list.push({
      file: "lease-05-sixty-pages.pdf",
      font: "Times-Roman",
      fields: {
        documentDate: "2023-09-05",
        landlord: "Granite Tower Owner LLC",
        tenant: "Brightline Software Corporation",
        guarantor: "Brightline Holdings, Inc.",
        premisesAddress: "901 Fifth Avenue, Seattle, WA 98164",
        suite: "1800",
        rentableSquareFeet: rsf,
        commencementDate: "2024-01-01",
        expirationDate: "2033-12-31",
        termMonths: 120,
        baseRentFirstYearAnnual: s[0].annual,
        baseRentFirstYearMonthly: s[0].monthly,
        baseRentFirstYearPerSquareFoot: s[0].psf,
        securityDeposit: 0,
        letterOfCredit: 1000000,
        tenantImprovementAllowance: 4097850,
        permittedUse: "general office and software development",
        renewalOptionCount: 1,
        renewalTermMonths: 120,
        renewalNoticeMonths: 18,
        renewalNoticeDeadline: "2032-06-30",
      },
      notes:
        "About 60 pages. Two-column summary without colons; 'Security Deposit: None' is a stated deposit of 0 (decision 0027); allowance given per RSF only (total = 85 × RSF).",
      blocks,
    });
  }
  list.push({
    file: "lease-06-absent-fields.pdf",
    font: "Helvetica",
    fields: {
      documentDate: "2024-03-29",
      landlord: "Pine Street Flex LLC",
      tenant: "Orbit Robotics LLC",
      guarantor: null,
      premisesAddress: "55 Pine Street, Portland, Oregon 97204",
      rentableSquareFeet: 6200,
      commencementDate: "2024-05-01",
      expirationDate: "2027-04-30",
      termMonths: 36,
      baseRentFirstYearAnnual: 111600,
      baseRentFirstYearMonthly: 9300,
      baseRentFirstYearPerSquareFoot: 18,
      securityDeposit: null,
      letterOfCredit: null,
      tenantImprovementAllowance: null,
      renewalOptionCount: null,
    },
    notes:
      "Guarantor, security deposit, letter of credit, TI allowance and renewal options are not in the document: all must be null.",
    blocks: [
      { h: "FLEX SPACE LEASE" },
      {
        p: 'This Flex Space Lease is made on the twenty-ninth day of March, 2024 by and between Pine Street Flex LLC, an Oregon limited liability company (the "Landlord"), and Orbit Robotics LLC, a Delaware limited liability company (the "Tenant").',
      },
      { h: "1. Premises" },
      {
        p: "Landlord leases to Tenant approximately 6,200 rentable square feet in the building located at 55 Pine Street, Portland, Oregon 97204.",
      },
      { h: "2. Term" },
      { p: "The Term shall be thirty-six (36) months, beginning on May 1, 2024 and expiring on April 30, 2027." },
      { h: "3. Rent" },
      {
        p: "Monthly Base Rent shall be $9,300.00, being $111,600.00 per year ($18.00 per rentable square foot per annum), with no increases during the Term.",
      },
      { h: "4. Utilities" },
      { p: "Tenant shall pay for all electricity and gas separately metered to the Premises." },
      ...boiler(5, 3, "plain", 6),
      ...signature("Pine Street Flex LLC", "Orbit Robotics LLC"),
    ],
  });
  list.push({
    file: "lease-07-medical-date-ranges.pdf",
    font: "Helvetica",
    fields: {
      documentDate: "2024-02-12",
      landlord: "Post Oak Medical Plaza, L.P.",
      tenant: "Lone Star Pediatrics, PLLC",
      guarantor: "Dr. Anita Shah",
      premisesAddress: "4400 Post Oak Parkway, Houston, TX 77027",
      suite: "210",
      rentableSquareFeet: 5120,
      commencementDate: "2024-04-01",
      expirationDate: "2031-03-31",
      termMonths: 84,
      baseRentFirstYearAnnual: 143360,
      baseRentFirstYearMonthly: 11946.67,
      baseRentFirstYearPerSquareFoot: 28,
      securityDeposit: 23893.34,
      letterOfCredit: null,
      tenantImprovementAllowance: 256000,
      permittedUse: "medical offices for a pediatric practice",
      renewalOptionCount: 1,
      renewalTermMonths: 60,
      renewalNoticeMonths: 6,
      renewalNoticeDeadline: "2030-10-02",
    },
    notes:
      "Two-column summary (gap, no colon), 'Lease Date', rent rows as date ranges, renewal notice 'at least one hundred eighty (180) days'.",
    blocks: [
      { h: "MEDICAL OFFICE LEASE" },
      { h: "SUMMARY OF BASIC LEASE TERMS" },
      {
        kv: [
          ["Lease Date", "February 12, 2024"],
          ["Landlord", "Post Oak Medical Plaza, L.P., a Texas limited partnership"],
          ["Tenant", "Lone Star Pediatrics, PLLC"],
          ["Guarantor(s)", "Dr. Anita Shah"],
          ["Premises Address", "4400 Post Oak Parkway, Suite 210, Houston, TX 77027"],
          ["Rentable Area", "5,120 RSF"],
          ["Lease Term", "Seven (7) years"],
          ["Commencement Date", "04/01/2024"],
          ["Expiration Date", "03/31/2031"],
          ["Security Deposit", "$23,893.34"],
          ["TI Allowance", "$256,000.00"],
          ["Permitted Use", "Medical offices for a pediatric practice"],
        ],
        gap: true,
      },
      { h: "1. BASE RENT" },
      {
        table: {
          header: ["Period", "Monthly Base Rent", "Annual Base Rent", "Rate per RSF"],
          widths: [150, 110, 110, 100],
          rows: [
            ["04/01/2024 - 03/31/2025", "$11,946.67", "$143,360.00", "$28.00"],
            ["04/01/2025 - 03/31/2026", "$12,305.07", "$147,660.80", "$28.84"],
            ["04/01/2026 - 03/31/2027", "$12,672.00", "$152,064.00", "$29.70"],
          ],
        },
      },
      { p: "Base Rent shall thereafter increase by three percent (3%) on each April 1 during the Term." },
      { h: "2. RENEWAL OPTION" },
      {
        p: "Provided Tenant is not in default, Tenant shall have one (1) option to renew this Lease for a renewal term of sixty (60) months by giving Landlord written notice at least one hundred eighty (180) days before the Expiration Date. Rent for the renewal term shall be the then fair market rental rate.",
      },
      { h: "3. RIGHT OF FIRST REFUSAL" },
      {
        p: "Landlord hereby grants to Tenant a right of first refusal to lease the adjacent Suite 220 if Landlord receives an acceptable offer from a third party.",
      },
      { h: "4. PARKING" },
      {
        p: "Tenant shall be entitled to use twenty (20) unreserved parking spaces and four (4) reserved parking spaces in the Building garage at no charge.",
      },
      ...boiler(5, 4, "plain", 7),
      ...signature("Post Oak Medical Plaza, L.P.", "Lone Star Pediatrics, PLLC"),
    ],
  });
  list.push({
    file: "lease-08-scanned.pdf",
    font: "Times-Roman",
    scanned: true,
    fields: {
      documentDate: "2024-06-03",
      landlord: "Maple Court Associates LLC",
      tenant: "Clearwater Title Company",
      rentableSquareFeet: 4100,
      commencementDate: "2024-07-01",
      expirationDate: "2029-06-30",
      termMonths: 60,
      baseRentFirstYearAnnual: 94300,
      baseRentFirstYearMonthly: 7858.33,
      securityDeposit: 15716.66,
    },
    notes: "Image-only pages (rendered text, rotated under 1 degree, speckled): read through OCR.",
    blocks: [
      { h: "OFFICE LEASE" },
      {
        p: 'This Office Lease is made as of June 3, 2024 by and between Maple Court Associates LLC, a Virginia limited liability company ("Landlord"), and Clearwater Title Company, a Virginia corporation ("Tenant").',
      },
      {
        kv: [
          ["Premises", "Suite 400, 120 Maple Court, Richmond, Virginia 23219"],
          ["Rentable Area", "4,100 square feet"],
          ["Term", "Sixty (60) months"],
          ["Commencement Date", "July 1, 2024"],
          ["Expiration Date", "June 30, 2029"],
          ["Annual Base Rent", "$94,300.00"],
          ["Monthly Base Rent", "$7,858.33"],
          ["Security Deposit", "$15,716.66"],
        ],
      },
      {
        p: "Tenant shall not assign this Lease without the prior written consent of Landlord, which consent shall not be unreasonably withheld.",
      },
    ],
  });
  return list;
}

await mkdir(OUT, { recursive: true });
const keys = [];
for (const f of fixtures()) {
  const pdf = f.scanned ? await renderScannedPdf(f) : await renderPdf(f);
  await writeFile(path.join(OUT, f.file), pdf);
  keys.push({ file: f.file, type: "lease", fields: f.fields, notes: f.notes });
  console.log(`${f.file}  ${(pdf.length / 1024).toFixed(0)} KB`);
}
await writeFile(path.join(OUT, "answer_keys.json"), `${JSON.stringify(keys, null, 2)}\n`);
