// A project's timeline: its own log, its tasks and what happened to the records it links (contacts, leases,
// memoranda, properties, deal rooms, tasks about them), newest first, one statement per keyset page.
// Reads the other features' tables read-only, as the links and global search do; a linked record counts only
// while the user may still open it (visibleLinksSql), and a deal room's log only with editor access, as the
// room's own Activity tab requires.
import { sql } from "drizzle-orm";
import { visibleLinksSql } from "#server/features/projects/projects-links.repository.ts";
import type { Exec } from "#server/features/projects/projects.repository.ts";
import type { ProjectActivitySourceType } from "#shared/contract/projects.ts";

export type TimelineCursor = { at: string; key: string };

export type TimelineRow = {
  src_type: ProjectActivitySourceType;
  src_id: string;
  src_title: string;
  key: string;
  /** created_at as UTC text with microseconds: the next page's cursor must not lose precision. */
  at: string;
  action: string;
  detail: string;
  actor_name: string | null;
  extra: Record<string, unknown> | null;
};

/** Every branch yields: src_type, src_id, src_title, key (unique: a prefix per branch + a row id), at, action,
 * detail, actor_id, actor_text, extra. */
const branches = (userId: string) => sql`
  select 'project'::text, p.id, p.name, 'a:' || a.id, a.created_at, a.action, a.detail, a.actor_id, null::text, null::jsonb
    from project_activity a join p on p.id = a.project_id
  union all
  select 'task', t.id, t.title, 'tc:' || t.id, t.created_at, 'task_created', '', t.created_by, null, null
    from tasks t join p on p.id = t.project_id where t.created_by = ${userId}
  union all
  select 'task', t.id, t.title, 'tk:' || t.id, t.completed_at, 'task_completed', '', t.created_by, null, null
    from tasks t join p on p.id = t.project_id where t.created_by = ${userId} and t.completed and t.completed_at is not null
  union all
  select t.type, t.src_id, t.src_title, 'to:' || t.id, t.created_at, 'task_created', t.title, t.created_by, null, null
    from rt t
  union all
  select t.type, t.src_id, t.src_title, 'tq:' || t.id, t.completed_at, 'task_completed', t.title, t.created_by,
      null, null
    from rt t where t.completed and t.completed_at is not null
  union all
  select l.type, l.id, l.title, 'pa:' || x.id, x.created_at, l.type || '_added', '', x.created_by, null, null
    from l join people x on l.type = 'person' and x.id = l.id
  union all
  select l.type, l.id, l.title, 'pe:' || x.id, x.updated_at, l.type || '_edited', '', null, null, null
    from l join people x on l.type = 'person' and x.id = l.id where x.updated_at > x.created_at + interval '1 second'
  union all
  select l.type, l.id, l.title, 'ca:' || x.id, x.created_at, l.type || '_added', '', x.created_by, null, null
    from l join companies x on l.type = 'company' and x.id = l.id
  union all
  select l.type, l.id, l.title, 'ce:' || x.id, x.updated_at, l.type || '_edited', '', null, null, null
    from l join companies x on l.type = 'company' and x.id = l.id where x.updated_at > x.created_at + interval '1 second'
  union all
  select l.type, l.id, l.title, 'ra:' || x.id, x.created_at, l.type || '_added', '', x.created_by, null, null
    from l join properties x on l.type = 'property' and x.id = l.id
  union all
  select l.type, l.id, l.title, 're:' || x.id, x.updated_at, l.type || '_edited', '', null, null, null
    from l join properties x on l.type = 'property' and x.id = l.id where x.updated_at > x.created_at + interval '1 second'
  union all
  select l.type, l.id, l.title, 'rs:' || s.id, s.created_at, 'space_added', s.suite, s.created_by, null, null
    from l join spaces s on l.type = 'property' and s.property_id = l.id
  union all
  select l.type, l.id, l.title, 'rf:' || f.id, f.created_at, 'file_added', f.name, f.created_by, null,
      jsonb_build_object('kind', f.kind)
    from l join property_files f on l.type = 'property' and f.property_id = l.id and f.source = 'upload'
  union all
  select l.type, l.id, l.title, 'lu:' || x.id, x.created_at, 'lease_uploaded', coalesce(x.original_file_name, ''),
      x.owner_id, null, null
    from l join leases x on l.type = 'lease' and x.id = l.id
  union all
  select l.type, l.id, l.title, 'ld:' || x.id, coalesce(x.processing_completed_at, x.updated_at),
      case x.status when 'error' then 'lease_failed' else 'lease_analysed' end, coalesce(x.error_reason, ''), null, null, null
    from l join leases x on l.type = 'lease' and x.id = l.id where x.status in ('completed', 'error')
  union all
  select l.type, l.id, l.title, 'lf:' || c.id, c.corrected_at, 'lease_corrected', c.field_key, c.corrected_by, null,
      jsonb_build_object('value', c.value)
    from l join lease_field_corrections c on l.type = 'lease' and c.lease_id = l.id
  union all
  select l.type, l.id, l.title, 'mu:' || x.id, x.created_at, 'memorandum_uploaded', coalesce(x.original_file_name, ''),
      x.owner_id, null, null
    from l join offering_memorandums x on l.type = 'offering_memorandum' and x.id = l.id
  union all
  select l.type, l.id, l.title, 'md:' || x.id, coalesce(x.processing_completed_at, x.updated_at),
      case x.status when 'error' then 'memorandum_failed' else 'memorandum_analysed' end, coalesce(x.error_reason, ''),
      null, null, null
    from l join offering_memorandums x on l.type = 'offering_memorandum' and x.id = l.id
    where x.status in ('completed', 'error')
  union all
  select l.type, l.id, l.title, 'da:' || d.id, d.created_at, 'attachment_added', d.file_name, d.uploaded_by, null, null
    from l join document_attachments d on d.document_type = l.type and d.document_id = l.id and not d.is_original
    where l.type in ('lease', 'offering_memorandum')
  union all
  select l.type, l.id, l.title, 'dl:' || g.id, g.created_at, 'dealroom_' || g.action_type, g.entity_type, g.user_id,
      g.visitor_email, g.details
    from l join dealrooms r on l.type = 'dealroom' and r.id = l.id
    join dealroom_activity_logs g on g.dealroom_id = r.id
    where r.created_by = ${userId} or exists (select 1 from dealroom_members m where m.dealroom_id = r.id
      and m.user_id = ${userId} and m.status = 'active' and m.access_level in ('editor', 'owner')
      and (m.expires_at is null or m.expires_at > now()))`;

/**
 * One page of the project's timeline after `cursor` (exclusive), newest first; pageSize + 1 rows tell whether a
 * next page exists. The project must be the user's (the caller checks, for the 404); an unknown project or
 * another user's yields no rows here either, since every branch hangs off `p`.
 */
export async function timelinePage(
  db: Exec,
  userId: string,
  projectId: string,
  cursor: TimelineCursor | null,
  limit: number,
): Promise<TimelineRow[]> {
  const after = cursor
    ? sql`where (e.at, e.key collate "C") < (${cursor.at}::timestamptz, ${cursor.key} collate "C")`
    : sql``;
  const { rows } = await db.execute<TimelineRow>(sql`
    with p as (select id, name from projects where id = ${projectId} and created_by = ${userId}),
    l as materialized (select v.* from (${visibleLinksSql(userId, projectId)}) v where exists (select 1 from p)),
    -- Tasks about a linked record that are not the project's own, named after the first such record.
    rt as (
      select t.id, t.title, t.created_at, t.completed, t.completed_at, t.created_by, s.type, s.src_id, s.src_title
      from tasks t
      cross join lateral (
        select l.type, l.id as src_id, l.title as src_title from l
        where (l.type = 'person' and l.id = t.person_id) or (l.type = 'company' and l.id = t.company_id)
          or (l.type = 'lease' and l.id = t.lease_id) or (l.type = 'property' and l.id = t.property_id)
          or (l.type = 'dealroom' and l.id = t.dealroom_id)
        order by array_position(array['person', 'company', 'lease', 'property', 'dealroom'], l.type)
        limit 1) s
      where t.created_by = ${userId} and t.project_id is distinct from ${projectId}
        and (t.person_id in (select id from l where type = 'person')
          or t.company_id in (select id from l where type = 'company')
          or t.lease_id in (select id from l where type = 'lease')
          or t.property_id in (select id from l where type = 'property')
          or t.dealroom_id in (select id from l where type = 'dealroom'))
    ),
    ev (src_type, src_id, src_title, key, at, action, detail, actor_id, actor_text, extra) as (
      ${branches(userId)}
    )
    select e.src_type, e.src_id, e.src_title, e.key, e.action, e.detail, e.extra,
      to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
      coalesce(nullif(btrim(coalesce(pr.first_name, '') || ' ' || coalesce(pr.last_name, '')), ''),
        nullif(pr.name, ''), pr.email, e.actor_text) as actor_name
    from ev e left join profiles pr on pr.id = e.actor_id
    ${after}
    order by e.at desc, e.key collate "C" desc
    limit ${limit + 1}`);
  return rows;
}
