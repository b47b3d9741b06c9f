// The records a task may be linked to: each must be the user's own, or one they may open (a lease shared with
// them, a deal room they are a member of), else the link is refused as not found; and the panel's
// search-as-you-type over each kind (§7 'Tasks': 5 results, contains, case-insensitive).
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { companies, people } from "#server/db/schema/contacts.ts";
import { dealroomMembers, dealrooms } from "#server/db/schema/dealrooms.ts";
import { documentAccess, leases } from "#server/db/schema/documents.ts";
import { projects } from "#server/db/schema/projects.ts";
import { properties } from "#server/db/schema/properties.ts";
import type { Exec } from "#server/features/tasks/tasks.repository.ts";
import { escapeLike } from "#shared/rules/search.ts";

export async function ownsPerson(ex: Exec, userId: string, id: string) {
  const [row] = await ex
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.id, id), eq(people.createdBy, userId)));
  return Boolean(row);
}

export async function ownsCompany(ex: Exec, userId: string, id: string) {
  const [row] = await ex
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.createdBy, userId)));
  return Boolean(row);
}

const leaseOpenTo = (userId: string): SQL =>
  or(
    eq(leases.ownerId, userId),
    sql`exists (select 1 from ${documentAccess} da where da.document_type = 'lease'
      and da.document_id = ${leases.id} and da.user_id = ${userId} and da.status = 'active')`,
  ) as SQL;

const dealroomOpenTo = (userId: string): SQL =>
  or(
    eq(dealrooms.createdBy, userId),
    sql`exists (select 1 from ${dealroomMembers} m where m.dealroom_id = ${dealrooms.id}
      and m.user_id = ${userId} and m.status = 'active')`,
  ) as SQL;

/** A lease the user owns or holds active access to. */
export async function canOpenLease(ex: Exec, userId: string, id: string) {
  const [row] = await ex
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.id, id), leaseOpenTo(userId)));
  return Boolean(row);
}

/** A deal room the user created or is an active member of. */
export async function canOpenDealroom(ex: Exec, userId: string, id: string) {
  const [row] = await ex
    .select({ id: dealrooms.id })
    .from(dealrooms)
    .where(and(eq(dealrooms.id, id), dealroomOpenTo(userId)));
  return Boolean(row);
}

/** §7 'Tasks': people by first or last name (contains, case-insensitive), limit 5. */
export function searchPeople(ex: Exec, userId: string, text: string) {
  const pattern = `%${escapeLike(text)}%`;
  return ex
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(and(eq(people.createdBy, userId), or(ilike(people.firstName, pattern), ilike(people.lastName, pattern))))
    .orderBy(asc(people.firstName), asc(people.lastName))
    .limit(5);
}

export async function ownsProject(ex: Exec, userId: string, id: string) {
  const [row] = await ex
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.createdBy, userId)));
  return Boolean(row);
}

export function searchProjects(ex: Exec, userId: string, text: string) {
  return ex
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.createdBy, userId), ilike(projects.name, `%${escapeLike(text)}%`)))
    .orderBy(asc(projects.name))
    .limit(5);
}

export function searchCompanies(ex: Exec, userId: string, text: string) {
  return ex
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.createdBy, userId), ilike(companies.name, `%${escapeLike(text)}%`)))
    .orderBy(asc(companies.name))
    .limit(5);
}

export async function ownsProperty(ex: Exec, userId: string, id: string) {
  const [row] = await ex
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.createdBy, userId)));
  return Boolean(row);
}

/** Properties by name or street address. */
export function searchProperties(ex: Exec, userId: string, text: string) {
  const pattern = `%${escapeLike(text)}%`;
  return ex
    .select({ id: properties.id, name: properties.name, address: properties.locationStreetAddress })
    .from(properties)
    .where(
      and(
        eq(properties.createdBy, userId),
        or(ilike(properties.name, pattern), ilike(properties.locationStreetAddress, pattern)),
      ),
    )
    .orderBy(asc(properties.name))
    .limit(5);
}

/** Leases the user may open, by title. */
export function searchLeases(ex: Exec, userId: string, text: string) {
  return ex
    .select({ id: leases.id, name: leases.title })
    .from(leases)
    .where(and(leaseOpenTo(userId), ilike(leases.title, `%${escapeLike(text)}%`)))
    .orderBy(asc(leases.title))
    .limit(5);
}

/** Deal rooms the user created or is an active member of, by name. */
export function searchDealrooms(ex: Exec, userId: string, text: string) {
  return ex
    .select({ id: dealrooms.id, name: dealrooms.name })
    .from(dealrooms)
    .where(and(dealroomOpenTo(userId), ilike(dealrooms.name, `%${escapeLike(text)}%`)))
    .orderBy(asc(dealrooms.name))
    .limit(5);
}
