// Text PostgreSQL cannot store, or that no form can type, is refused at the edge: NUL and other control
// characters (tab, line feed and carriage return are text) and unpaired UTF-16 surrogates, in every string of
// the path, the query, a JSON body (keys included) and multipart field names, values and file names.

/** C0 controls except tab, line feed and carriage return, and DEL. */
function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

import { UNSTORABLE_TEXT_MESSAGE } from "#shared/rules/contacts-text.ts";

/** One wording for all of it, the one the contracts' own text checks use. */
export const textMessages = {
  nul: UNSTORABLE_TEXT_MESSAGE,
  control: UNSTORABLE_TEXT_MESSAGE,
  surrogate: UNSTORABLE_TEXT_MESSAGE,
} as const;

export type TextProblem = { path: string; message: string };

export function stringProblem(s: string): string | null {
  if (s.includes("\u0000")) return textMessages.nul;
  if (hasControl(s)) return textMessages.control;
  if (LONE_SURROGATE.test(s)) return textMessages.surrogate;
  return null;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** The first unacceptable string in a parsed value (keys included), with where it is; iterative (any depth). */
export function textProblem(value: unknown, root = ""): TextProblem | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length) {
    const { value: v, path } = stack.pop() as { value: unknown; path: string };
    if (typeof v === "string") {
      const message = stringProblem(v);
      if (message) return { path: path || "_", message };
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => {
        stack.push({ value: item, path: join(path, i) });
      });
    } else if (v && typeof v === "object" && !Buffer.isBuffer(v)) {
      for (const [key, item] of Object.entries(v)) {
        const message = stringProblem(key);
        if (message) return { path: path || "_", message };
        stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  return null;
}
