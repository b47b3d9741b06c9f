import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadImport } from "../../../../tests/support/contacts.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

function upload(user: TestUser, name: string, content: Buffer, entityType = "people") {
  return uploadImport(t, user, name, content, entityType);
}

async function api(user: TestUser, method: "GET" | "POST", url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: String(res.headers["content-type"]).includes("json") ? res.json() : res.body };
}

async function waitForImport(user: TestUser, id: string) {
  for (let i = 0; i < 100; i++) {
    const res = await api(user, "GET", `/api/contacts/imports/${id}`);
    if (res.body.status === "completed" || res.body.status === "failed") return res.body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("import did not finish");
}

const BASIC = "First Name,Last Name,Email,Company\n";

describe("upload: encodings, delimiters and shapes", () => {
  it("reads Latin-1 (Windows-1252) with semicolons", async () => {
    const csv = iconv.encode("Vorname;Nachname;E-Mail\nFirst Name;Last Name;Email\nJosé;Müller;jm@x.de\n", "win1252");
    // The header is found below a stray first line as well.
    const res = await upload(ann, "latin1.csv", csv);
    expect(res.status).toBe(201);
    expect(res.body.job).toMatchObject({ encoding: "Windows-1252", delimiter: ";", totalRows: 1 });
    expect(res.body.job.headers).toEqual(["First Name", "Last Name", "Email"]);
    expect(res.body.preview[0].values).toMatchObject({ firstName: "José", lastName: "Müller", email: "jm@x.de" });
  });

  it("reads UTF-16 LE and BE with a BOM, tab-delimited", async () => {
    const text = "First Name\tLast Name\tEmail\nŁucja\tNowak\tl@n.pl\n";
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, "utf16le")]);
    const resLe = await upload(ann, "le.csv", le);
    expect(resLe.body.job).toMatchObject({ encoding: "UTF-16LE", delimiter: "\t" });
    expect(resLe.body.preview[0].values.firstName).toBe("Łucja");
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, "utf16be")]);
    const resBe = await upload(ann, "be.csv", be);
    expect(resBe.body.job.encoding).toBe("UTF-16BE");
    expect(resBe.body.preview[0].values.lastName).toBe("Nowak");
  });

  it("reads UTF-8 with BOM, quoted newlines and skips empty rows", async () => {
    const csv = `\uFEFFName,Email,Address\r\n"Ann Lee",ann@x.io,"1 Main St\r\nSpringfield"\r\n\r\n,,\r\n"Bob ""B"" Ray",bob@x.io,\r\n`;
    const res = await upload(ann, "bom.csv", Buffer.from(csv, "utf8"));
    expect(res.body.job).toMatchObject({ encoding: "UTF-8 (BOM)", delimiter: ",", totalRows: 2 });
    expect(res.body.job.headers[0]).toBe("Name");
    expect(res.body.preview.map((r: { row: number }) => r.row)).toEqual([2, 5]);
    expect(res.body.preview[0].values).toMatchObject({
      firstName: "Ann",
      lastName: "Lee",
      address: "1 Main St\r\nSpringfield",
    });
    expect(res.body.preview[1].values).toMatchObject({ firstName: "Bob", lastName: '"B" Ray' });
  });

  it("drops a stray NUL byte instead of failing the row in the database", async () => {
    const u = await t.signUp();
    // Past the sniffed head (a NUL there means "not a text file"), deep inside a long export.
    const notes = "x".repeat(70_000);
    const csv = Buffer.from(
      `First Name,Last Name,Email,Notes\nLong,Notes,long@nul.io,${notes}\nJo\u0000hn,Nul,john@nul.io,\n`,
    );
    const up = await upload(u, "nul.csv", csv);
    expect(up.status).toBe(201);
    expect(up.body.preview[1].values).toMatchObject({ firstName: "John", lastName: "Nul" });
    const commit = await api(u, "POST", `/api/contacts/imports/${up.body.job.id}/commit`, {
      mapping: up.body.job.mapping,
      duplicateMode: "skip",
      tags: [],
    });
    expect(commit.status).toBe(200);
    expect(await waitForImport(u, up.body.job.id)).toMatchObject({ status: "completed", created: 2, failed: 0 });
    const refused = await api(u, "POST", `/api/contacts/imports/${up.body.job.id}/commit`, {
      mapping: up.body.job.mapping,
      duplicateMode: "skip",
      tags: ["bad\u0000tag"],
    });
    expect(refused.status).toBe(400);
    const people = await api(u, "GET", "/api/contacts/people?sort=firstName");
    expect(people.body.items.map((p: { firstName: string }) => p.firstName)).toEqual(["John", "Long"]);
  });

  it("accepts 200 columns and refuses 201", async () => {
    const cols = (n: number) => ["First Name", "Last Name", ...Array.from({ length: n - 2 }, (_, i) => `Extra ${i}`)];
    const ok = await upload(
      ann,
      "wide.csv",
      Buffer.from(
        `${cols(200).join(",")}\n${cols(200)
          .map(() => "x")
          .join(",")}\n`,
      ),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.job.headers).toHaveLength(200);
    const wide = await upload(ann, "wider.csv", Buffer.from(`${cols(201).join(",")}\nA,B\n`));
    expect(wide.status).toBe(422);
    expect(wide.body.title).toBe("This file has 201 columns; at most 200 are supported");
  });

  it("refuses a 50 MB file before reading it, and files that are not CSV/XLSX", async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 0x61);
    const res = await upload(ann, "big.csv", big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: "PAYLOAD_TOO_LARGE", title: "File too large" });
    expect(res.body.detail).toMatch(/25 MB/);

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const notCsv = await upload(ann, "photo.csv", png);
    expect(notCsv.status).toBe(415);
    expect(notCsv.body.title).toBe("Please upload a CSV or Excel (.xlsx) file");
    const binary = await upload(ann, "data.csv", Buffer.from([1, 2, 3, 0, 5, 6, 7, 8, 9, 10]));
    expect(binary.status).toBe(415);
    const empty = await upload(ann, "empty.csv", Buffer.alloc(0));
    expect(empty.status).toBe(422);
    const badType = await upload(ann, "x.csv", Buffer.from(BASIC), "widgets");
    expect(badType.body.detail).toBe("Invalid entity type");
  });

  it("refuses a damaged XLSX and an empty or BOM-only file with a clear 4xx", async () => {
    const damaged = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2000, 7)]);
    const res = await upload(ann, "broken.xlsx", damaged);
    expect(res.status).toBe(422);
    expect(res.body.title).toBe("Could not read this Excel file");
    for (const content of [Buffer.alloc(0), Buffer.from([0xef, 0xbb, 0xbf])]) {
      const empty = await upload(ann, "empty.csv", content);
      expect(empty.status).toBe(422);
      expect(empty.body.title).toBe("The file is empty");
    }
  });

  it("reads the first sheet of an XLSX", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Contacts");
    ws.addRow(["Given Name", "Family Name", "E-mail 1 - Value", "Organization 1 - Name"]);
    ws.addRow(["Kim", "Park", { text: "kim@park.io", hyperlink: "mailto:kim@park.io" }, "Park Holdings"]);
    ws.addRow([]);
    ws.addRow(["Lee", "Chan", "lee@chan.io", { richText: [{ text: "Chan " }, { text: "LLC" }] }]);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await upload(ann, "contacts.xlsx", buffer);
    expect(res.status).toBe(201);
    expect(res.body.job).toMatchObject({ totalRows: 2, delimiter: null });
    expect(res.body.job.mapping).toEqual(["firstName", "lastName", "email", "company"]);
    expect(res.body.preview.map((r: { row: number }) => r.row)).toEqual([2, 4]);
    expect(res.body.preview[0].values).toMatchObject({ email: "kim@park.io", company: "Park Holdings" });
    expect(res.body.preview[1].values.company).toBe("Chan LLC");
  });
});

describe("mapping, preview, commit and summary", () => {
  it("imports people with duplicate handling, companies by name, batch tags and a summary CSV", async () => {
    const u = await t.signUp();
    const existing = await api(u, "POST", "/api/contacts/people", {
      firstName: "Old",
      lastName: "Timer",
      email: "dup@x.io",
    });
    const csv = [
      "Full Name,E-mail Address,Company,Phone,Tags",
      "Ann Lee,ann@x.io,Acme Inc,=1+1,VIP; Investor",
      "Cher,,Solo,,",
      "Dup Person,DUP@x.io,Acme,,",
      "Ann Again,ann@x.io,,,",
      "Bo Bo,bo@x.io,acme inc.,,",
    ].join("\n");
    const up = await upload(u, "people.csv", Buffer.from(csv));
    expect(up.body.job.mapping).toEqual(["fullName", "email", "company", "phone", "tags"]);
    const rows = up.body.preview;
    expect(rows[1].errors).toEqual(["Last name is required"]);
    expect(rows[2].duplicate).toBe(true);

    // The broker corrects the mapping (ignore the phone column) and previews again.
    const mapping = ["fullName", "email", "company", null, "tags"];
    const preview = await api(u, "POST", `/api/contacts/imports/${up.body.job.id}/preview`, { mapping });
    expect(preview.body.preview[0].values.phone).toBeUndefined();
    const badMap = await api(u, "POST", `/api/contacts/imports/${up.body.job.id}/preview`, { mapping: ["email"] });
    expect(badMap.status).toBe(400);

    const commit = await api(u, "POST", `/api/contacts/imports/${up.body.job.id}/commit`, {
      mapping,
      duplicateMode: "skip",
      tags: ["Imported"],
    });
    expect(commit.status).toBe(200);
    expect(commit.body.status).toBe("queued");
    const again = await api(u, "POST", `/api/contacts/imports/${up.body.job.id}/commit`, {
      mapping,
      duplicateMode: "skip",
    });
    expect(again.status).toBe(409);

    const done = await waitForImport(u, up.body.job.id);
    expect(done).toMatchObject({
      status: "completed",
      processedRows: 5,
      created: 2,
      updated: 0,
      skipped: 2,
      failed: 1,
    });
    expect(done.issues).toEqual([
      { row: 3, outcome: "failed", reason: "Last name is required" },
      { row: 4, outcome: "skipped", reason: "A person with this e-mail already exists" },
      { row: 5, outcome: "skipped", reason: "Duplicate e-mail (same as row 2)" },
    ]);
    const people = await api(u, "GET", "/api/contacts/people?sort=firstName");
    const ann = people.body.items.find((p: { firstName: string }) => p.firstName === "Ann");
    const bo = people.body.items.find((p: { firstName: string }) => p.firstName === "Bo");
    expect(ann.tags.map((x: { name: string }) => x.name)).toEqual(["Imported", "Investor", "VIP"]);
    // "Acme Inc" and "acme inc." are one company.
    expect(ann.company.id).toBe(bo.company.id);
    expect((await api(u, "GET", `/api/contacts/people/${existing.body.id}`)).body.firstName).toBe("Old");

    const summary = await api(u, "GET", `/api/contacts/imports/${up.body.job.id}/summary.csv`);
    expect(summary.body).toContain("Created,2\r\n");
    expect(summary.body).toContain("3,failed,Last name is required\r\n");
    const other = await t.signUp();
    expect((await api(other, "GET", `/api/contacts/imports/${up.body.job.id}`)).status).toBe(404);
    expect((await api(other, "GET", `/api/contacts/imports/${up.body.job.id}/summary.csv`)).status).toBe(404);
  });

  it("updates duplicates by e-mail in update mode", async () => {
    const u = await t.signUp();
    const p = await api(u, "POST", "/api/contacts/people", {
      firstName: "Kim",
      lastName: "Park",
      email: "kim@park.io",
    });
    const up = await upload(
      u,
      "update.csv",
      Buffer.from("First Name,Last Name,Email,Job Title\nKim,Park,KIM@park.io,Director\n"),
    );
    await api(u, "POST", `/api/contacts/imports/${up.body.job.id}/commit`, {
      mapping: up.body.job.mapping,
      duplicateMode: "update",
    });
    const done = await waitForImport(u, up.body.job.id);
    expect(done).toMatchObject({ created: 0, updated: 1 });
    expect((await api(u, "GET", `/api/contacts/people/${p.body.id}`)).body.position).toBe("Director");
  });

  it("imports companies deduplicated by normalised name or website domain", async () => {
    const u = await t.signUp();
    await api(u, "POST", "/api/contacts/companies", { name: "Acme, Inc.", website: "acme.com" });
    const csv =
      "Company Name,Website,Main Phone\nThe Acme Company,,1\nOther Name,https://www.acme.com,2\nNew Co,new.co,3\nNew Co LLC,,4\n,,5\n";
    const up = await upload(u, "companies.csv", Buffer.from(csv), "companies");
    expect(up.body.job.mapping).toEqual(["name", "website", "phone"]);
    await api(u, "POST", `/api/contacts/imports/${up.body.job.id}/commit`, {
      mapping: up.body.job.mapping,
      duplicateMode: "skip",
    });
    const done = await waitForImport(u, up.body.job.id);
    expect(done).toMatchObject({ created: 1, skipped: 3, failed: 1 });
    expect(done.issues.find((i: { row: number }) => i.row === 6).reason).toBe("Name is required");
  });
});
