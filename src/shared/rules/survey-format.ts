// How survey figures read, the same on the page, the public link and the PDF.
export const fmtUsd = (v: number | null | undefined, digits = 2) =>
  v === null || v === undefined
    ? "—"
    : `$${v.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
export const fmtNum = (v: number | null | undefined, unit = "") =>
  v === null || v === undefined ? "—" : `${v.toLocaleString("en-US", { maximumFractionDigits: 2 })}${unit}`;
export const fmtPct = (v: number | null | undefined) =>
  v === null || v === undefined ? "—" : `${(v * 100).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const fmtDate = (iso: string | null | undefined) => {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : "—";
};

/** Points scaled into a box (a plain plot, no map tiles): x from longitude, y from latitude (north up). */
export function plotPoints<T extends { latitude: number | null; longitude: number | null }>(
  rows: T[],
  box: { width: number; height: number; pad: number },
) {
  const located = rows.filter((r) => r.latitude !== null && r.longitude !== null);
  if (located.length === 0) return [];
  const lats = located.map((r) => r.latitude as number);
  const lngs = located.map((r) => r.longitude as number);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const spanLat = maxLat - minLat || 0.01;
  const spanLng = maxLng - minLng || 0.01;
  const w = box.width - box.pad * 2;
  const h = box.height - box.pad * 2;
  return located.map((r) => ({
    row: r,
    x: box.pad + (((r.longitude as number) - minLng) / spanLng) * w,
    y: box.pad + (1 - ((r.latitude as number) - minLat) / spanLat) * h,
  }));
}
