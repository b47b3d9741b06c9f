// Input that PostgreSQL cannot store or that would exhaust the stack is refused before validation:
// NUL characters and unpaired UTF-16 surrogates (text and jsonb reject them), and JSON nested deeper
// than any real document (the recursive rich-text schema and the PDF export walk the tree).

/** Deepest JSON nesting accepted (objects and arrays); a rich-text node costs two levels. */
export const MAX_JSON_DEPTH = 200;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const inputMessages = {
  nul: "Text must not contain NUL characters",
  surrogate: "Text contains invalid characters",
  depth: "The document is nested too deeply",
} as const;

function textProblem(s: string): string | null {
  if (s.includes("\u0000")) return inputMessages.nul;
  if (LONE_SURROGATE.test(s)) return inputMessages.surrogate;
  return null;
}

/** Why this parsed input cannot be accepted, or null. Iterative, so any depth is safe to check. */
export function inputProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: v, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof v === "string") {
      const problem = textProblem(v);
      if (problem) return problem;
    } else if (v && typeof v === "object") {
      if (depth >= maxDepth) return inputMessages.depth;
      if (Array.isArray(v)) {
        for (const item of v) stack.push({ value: item, depth: depth + 1 });
      } else {
        for (const [key, item] of Object.entries(v)) {
          const problem = textProblem(key);
          if (problem) return problem;
          stack.push({ value: item, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

/** Removes what storage and the database cannot keep from a name taken from a client (file names). */
export function cleanName(name: string): string {
  const printable = [...name].filter((c) => c.charCodeAt(0) > 0x1f && c !== "\u007F").join("");
  return printable.replace(new RegExp(LONE_SURROGATE.source, "g"), "\uFFFD").trim();
}
