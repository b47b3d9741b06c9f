// The rows `npm run bench:search` measures against, shared with ad-hoc plan studies of the same data: every
// searched type for one owner, titles built from a few dozen words (some accented) so 2- and 3-letter terms
// match many rows at word starts, and people named from common first and last names.
import type pg from "pg";

const words = `(array['Harbor','Harborview','Maple','Cedar','Market','Tower','Riverside','Parkview','Central','Summit',
  'Oak','Granite','Liberty','Union','Station','Plaza','Café','Zürich','Résidence','Gateway','Commerce','Bay',
  'Lakeshore','Meridian','Pioneer','Highland','Ridge','Crescent','Madison','Franklin','Chestnut'])`;
const title = (suffix: string) => `${words}[1 + g % 31] || ' ' || ${words}[1 + (g / 31) % 31] || ' ${suffix} ' || g`;
const firsts = `(array['Maria','James','Dana','Wei','Olivia','Noah','Aisha','Lucas','Sofia','Ethan','Amélie','Jorge'])`;
const lasts = `(array['Garcia','Smith','Nguyen','Müller','Johnson','Brown','Okafor','Rossi','Kowalski','Lee','Haddad',
  'Cohen','Silva','Novak','Stone'])`;

/** `n` rows of every searched type owned by `owner`; room documents 50 to a room in the owner's first n/50 rooms. */
export async function seedSearchOwner(pool: pg.Pool, owner: string, n: number): Promise<void> {
  const q = (text: string) => pool.query(text, [owner, n]);
  await q(`insert into leases (title, document_url, owner_id)
           select ${title("lease")}, 'bench/' || g || '.pdf', $1 from generate_series(1, $2::int) g`);
  await q(`insert into offering_memorandums (title, document_url, owner_id)
           select ${title("OM")}, 'bench/om' || g || '.pdf', $1 from generate_series(1, $2::int) g`);
  await q(`insert into people (first_name, last_name, name_key, created_by)
           select ${firsts}[1 + g % 12], ${lasts}[1 + (g / 12) % 15] || case when g % 4 = 0 then '' else '-' || g end,
                  'p' || g, $1 from generate_series(1, $2::int) g`);
  await q(`insert into companies (name, name_key, domain, created_by)
           select ${title("Partners")}, 'c' || g, 'co' || g || '.example.com', $1 from generate_series(1, $2::int) g`);
  await q(`insert into tasks (title, created_by) select ${title("call")}, $1 from generate_series(1, $2::int) g`);
  const stage = await pool.query(
    `insert into project_stages (created_by, project_type, name, position) values ($1, 'tenant_rep', 'Prospect', 0)
     returning id`,
    [owner],
  );
  await pool.query(
    `insert into projects (name, project_type, stage_id, created_by)
     select ${title("deal")}, 'tenant_rep', $3, $1 from generate_series(1, $2::int) g`,
    [owner, n, stage.rows[0].id],
  );
  await q(
    `insert into properties (name, created_by) select ${title("building")}, $1 from generate_series(1, $2::int) g`,
  );
  await q(`insert into surveys (name, created_by) select ${title("tour")}, $1 from generate_series(1, $2::int) g`);
  await q(`insert into dealrooms (name, created_by) select ${title("sale")}, $1 from generate_series(1, $2::int) g`);
  await q(`insert into dealroom_documents (dealroom_id, name, kind)
           select r.id, ${title("rent roll")}, 'richtext'
             from (select id, row_number() over (order by id) as k from dealrooms where created_by = $1) r
             join generate_series(1, $2::int) g on (g - 1) / 50 + 1 = r.k`);
}

/** What another user shares with the measured one: 100 room memberships and 100 leases. */
export async function seedSearchSharing(pool: pg.Pool, me: string, other: string): Promise<void> {
  await pool.query(
    `insert into dealroom_members (dealroom_id, user_id, access_level, status)
     select id, $1, 'viewer', 'active' from dealrooms where created_by = $2 limit 100`,
    [me, other],
  );
  await pool.query(
    `insert into document_access (document_id, document_type, user_id, access_level, status)
     select id, 'lease', $1, 'viewer', 'active' from leases where owner_id = $2 limit 100`,
    [me, other],
  );
}

/**
 * Runs a bulk seed with fast GIN updates on the trigram indexes that keep them off (decision 0036): rows
 * inserted one index entry at a time cost several times more. The pending lists are merged by the VACUUM
 * that follows, so the indexes end up as the product's writes leave them.
 */
export async function withFastGinInserts(pool: pg.Pool, seed: () => Promise<void>): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(
    `select quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'i' and 'fastupdate=off' = any(c.reloptions)`,
  );
  const set = (on: boolean) =>
    Promise.all(rows.map((r) => pool.query(`alter index ${r.name} set (fastupdate = ${on ? "on" : "off"})`)));
  await set(true);
  try {
    await seed();
  } finally {
    await set(false);
    await pool.query("vacuum analyze");
  }
}
