// Upload type check by magic bytes (never by the browser's content type): PDF and Office files.
export type DetectedFile = { ext: string; mimeType: string };

const officeTypes: Record<string, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
};

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The file's real type, or null when it is not a PDF or an Office document matching its extension. */
export function detectUploadType(filename: string, head: Buffer): DetectedFile | null {
  const ext = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
  if (head.subarray(0, 5).toString("latin1") === "%PDF-") return { ext: "pdf", mimeType: "application/pdf" };
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    // OOXML packages are ZIPs that name [Content_Types].xml; the extension says which application.
    if (!["docx", "xlsx", "pptx"].includes(ext) || !head.includes("[Content_Types].xml")) return null;
    return { ext, mimeType: officeTypes[ext] as string };
  }
  if (head.subarray(0, 8).equals(OLE)) {
    if (!["doc", "xls", "ppt"].includes(ext)) return null;
    return { ext, mimeType: officeTypes[ext] as string };
  }
  return null;
}

/** A storage-safe file name that keeps the extension. */
export function safeFileName(name: string, ext: string): string {
  const base = name
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${base || "document"}.${ext}`;
}
