/** A number field's text as a number, or null when empty or not a number. */
export const toNumber = (s: string): number | null => {
  const t = s.replace(/[$,\s]/g, "");
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};
export const fromNumber = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
