/**
 * The page numbers to show around the current page (§9: window of 5 on desktop, 3 on mobile).
 * Pages are 1-based; the window is kept inside 1..pageCount and as wide as possible.
 */
export function pageWindow(current: number, pageCount: number, size: number): number[] {
  if (pageCount <= 0) return [];
  const width = Math.max(1, Math.min(size, pageCount));
  const page = Math.min(Math.max(1, current), pageCount);
  let start = page - Math.floor(width / 2);
  start = Math.max(1, Math.min(start, pageCount - width + 1));
  return Array.from({ length: width }, (_, i) => start + i);
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
