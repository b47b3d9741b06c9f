// The project timeline's pure parts: the keyset cursor and a row in words. Tested in projects-timeline.test.ts.
import type { TimelineCursor, TimelineRow } from "#server/features/projects/projects-timeline.repository.ts";
import { AppError } from "#server/platform/errors.ts";
import { leaseFieldLabel } from "#shared/contract/documents-abstract-layout.ts";
import type { ActivityAction } from "#shared/contract/dealrooms.ts";
import { INVALID_CURSOR_MESSAGE, type ProjectActivityDto } from "#shared/contract/projects.ts";
import { describeActivity } from "#shared/rules/dealroom-activity.ts";

export function encodeCursor(c: TimelineCursor): string {
  return Buffer.from(JSON.stringify([c.at, c.key])).toString("base64url");
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const CURSOR_KEY = /^[a-z]{1,3}:[0-9a-f-]{36}$/;

/** The cursor a previous page handed out; anything else is a 400, never a database error. */
export function decodeCursor(text: string | undefined): TimelineCursor | null {
  if (text === undefined || text === "") return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [at, key] = parsed;
      if (typeof at === "string" && typeof key === "string" && CURSOR_AT.test(at) && CURSOR_KEY.test(key)) {
        if (!Number.isNaN(Date.parse(at))) return { at, key };
      }
    }
  } catch {
    // falls through to the 400
  }
  throw new AppError("VALIDATION_FAILED", INVALID_CURSOR_MESSAGE, { fields: { cursor: INVALID_CURSOR_MESSAGE } });
}

const fileKinds: Record<string, string> = { photo: "photo", brochure: "brochure", floorplan: "floor plan" };

/** The entry's detail in words; deal-room rows read as the room's own log does. */
function detailOf(row: TimelineRow): string {
  if (row.action.startsWith("dealroom_")) {
    return describeActivity({
      actionType: row.action.slice("dealroom_".length) as ActivityAction,
      entityType: row.detail,
      details: row.extra ?? {},
    });
  }
  if (row.action === "lease_corrected") {
    const value = row.extra?.value;
    const label = leaseFieldLabel(row.detail);
    return typeof value === "string" ? `${label}: ${value}` : `${label}: not stated`;
  }
  if (row.action === "file_added") {
    const kind = fileKinds[String(row.extra?.kind)] ?? "file";
    return `${kind}: ${row.detail}`;
  }
  return row.detail;
}

export function toTimelineDto(row: TimelineRow): ProjectActivityDto {
  return {
    id: row.key,
    source: { type: row.src_type, id: row.src_id, title: row.src_title },
    action: row.action,
    detail: detailOf(row),
    actorName: row.actor_name,
    createdAt: row.at,
  };
}

/** A page of rows fetched with limit + 1 → the page and the cursor of the next one. */
export function toTimelinePage(rows: TimelineRow[], pageSize: number) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toTimelineDto),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ at: last.at, key: last.key }) : null,
  };
}
