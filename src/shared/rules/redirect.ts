// §5 redirect parameter rule: a full URL keeps only its path, query and hash; anything else is made to
// start with one slash. The result is always same-origin (no "//host" or "/\host" open redirects).
export function safeRedirectPath(raw: string | null | undefined, fallback = "/"): string {
  if (!raw) return fallback;
  let value = raw.trim();
  if (!value) return fallback;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    try {
      const url = new URL(value);
      value = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return fallback;
    }
  }
  // Collapse leading slashes/backslashes so "//evil.com" cannot become protocol-relative.
  value = value.replace(/^[\\/]+/, "");
  return `/${value}`;
}
