/** Adds a tag name unless it is blank or already present (trimmed, case-insensitive) — §5. */
export function addTagName(tags: string[], raw: string): string[] {
  const name = raw.trim();
  if (!name) return tags;
  if (tags.some((t) => t.trim().toLowerCase() === name.toLowerCase())) return tags;
  return [...tags, name];
}

export function hasTag(tags: string[], raw: string): boolean {
  const name = raw.trim().toLowerCase();
  return tags.some((t) => t.trim().toLowerCase() === name);
}
