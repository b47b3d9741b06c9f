// Direct database access for set-ups the UI cannot reach quickly (e.g. an expired trial).
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { E2E_DATA_DIR } from "./env.ts";

export async function withClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = (await readFile(path.join(E2E_DATA_DIR, "database-url.txt"), "utf8")).trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function setTrialEnd(email: string, date: Date): Promise<void> {
  return withClient(async (c) => {
    await c.query("update profiles set trial_end_date = $2 where email = $1", [email, date]);
  });
}

export function deleteUser(email: string): Promise<void> {
  return withClient(async (c) => {
    await c.query("delete from profiles where email = $1", [email]);
  });
}

/** Writes a room document's content as stored data, bypassing the API (for content the API would refuse). */
export function setRoomDocumentContent(documentId: string, content: unknown): Promise<void> {
  return withClient(async (c) => {
    await c.query("update dealroom_documents set content = $2 where id = $1", [documentId, JSON.stringify(content)]);
  });
}

export function roomDocumentContent(documentId: string): Promise<unknown> {
  return withClient(async (c) => {
    const { rows } = await c.query("select content from dealroom_documents where id = $1", [documentId]);
    return rows[0]?.content ?? null;
  });
}

/** An admin-granted free upgrade (what Admin → Grant writes), e.g. surveys without properties: 'templates'. */
export function grantFreeUpgrade(email: string, upgradeType: "templates" | "docanalysis" | "dealrooms"): Promise<void> {
  return withClient(async (c) => {
    await c.query(
      `insert into payments (user_id, stripe_id, upgrade_type)
       select id, 'admin_granted_' || gen_random_uuid(), $2 from profiles where email = $1`,
      [email, upgradeType],
    );
  });
}

/**
 * Inserts `count` people for the user straight into the table: first name `first`, last names `last 001…`
 * (zero-padded to `count`'s width, so the default last-name sort is their number order).
 */
export async function seedPeople(email: string, first: string, last: string, count: number): Promise<void> {
  const width = String(count).length;
  await withClient((c) =>
    c.query(
      `insert into people (first_name, last_name, name_key, created_by)
       select $2, $3 || ' ' || lpad(g::text, $5, '0'), lower($2) || ' ' || g, p.id
         from profiles p, generate_series(1, $4::int) g where p.email = $1`,
      [email, first, last, count, width],
    ),
  );
}
