// Sidebar expanded/collapsed, remembered for 7 days in the `sidebar_state` cookie (§2.4, §9).
export const SIDEBAR_COOKIE = "sidebar_state";
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

export function readSidebarExpanded(cookie: string = document.cookie): boolean {
  const match = cookie.split(/;\s*/).find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== "false" : true;
}

export function writeSidebarExpanded(expanded: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SEVEN_DAYS_S}; SameSite=Lax`;
}
