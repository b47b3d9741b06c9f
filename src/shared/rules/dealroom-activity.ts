// A deal room's activity row in words, shared by the room's log (web) and a project's timeline (server).
import type { ActivityDto } from "#shared/contract/dealrooms.ts";

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** "what" of one activity row, in words (the room's log and a project's timeline say it the same way). */
export function describeActivity(a: Pick<ActivityDto, "actionType" | "entityType" | "details">): string {
  const d = a.details;
  const name = str(d.name);
  switch (a.actionType) {
    case "created":
      if (a.entityType === "dealroom") return `created the deal room ${name}`.trim();
      if (a.entityType === "folder")
        return d.template ? `added the ${str(d.template)} folders` : `created the folder ${name}`;
      return `created the document ${name}`;
    case "renamed":
      return `renamed ${a.entityType === "dealroom" ? "the deal room" : "a document"} from "${str(d.old_name)}" to "${str(d.new_name)}"`;
    case "uploaded":
      return `uploaded ${name}${Number(d.version) > 1 ? ` (version ${str(d.version)})` : ""}`;
    case "viewed":
      return `viewed ${name}`;
    case "downloaded":
      return `downloaded ${name}${d.format === "pdf" ? " as PDF" : ""}`;
    case "invited":
      return `invited ${str(d.name)} (${str(d.email)}) as ${str(d.access_level)}`;
    case "verified":
      return `verified access as ${str(d.name)} (${str(d.email)})`;
    case "revoked":
      return `revoked the access of ${str(d.name) || str(d.email)}`;
    case "signed":
      return `received the signed copy of ${name}`;
    case "edited":
      if (a.entityType === "member")
        return `changed ${str(d.email)} from ${str(d.old_access_level)} to ${str(d.new_access_level)}`;
      return `edited ${name}${d.version ? ` (version ${str(d.version)})` : ""}`;
    case "deleted":
      return `deleted the ${a.entityType} ${name}`;
    case "sent_for_signature":
      return `sent ${name} for signature`;
    case "restored":
      return `restored ${name} to version ${str(d.from_version)}`;
    default:
      return a.actionType;
  }
}
