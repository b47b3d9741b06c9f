// Global search reads (spec shell §7.5): one query per type, each scoped to what the user may open.
import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { companies, people } from "#server/db/schema/contacts.ts";
import { dealroomMembers, dealrooms } from "#server/db/schema/dealrooms.ts";
import { documentAccess, leases, offeringMemorandums } from "#server/db/schema/documents.ts";
import { properties } from "#server/db/schema/properties.ts";
import { projects } from "#server/db/schema/projects.ts";
import { surveys } from "#server/db/schema/surveys.ts";
import { tasks } from "#server/db/schema/tasks.ts";
import { escapeLike, SEARCH_LIMIT, type SearchTerm } from "#shared/rules/search.ts";

const contains = (text: string) => `%${escapeLike(text)}%`;
const startsWith = (text: string) => `${escapeLike(text)}%`;

/** Leases the user owns or holds active access to, by title. */
export function searchLeases(db: Db, userId: string, term: SearchTerm) {
  return db
    .select({ id: leases.id, title: leases.title })
    .from(leases)
    .where(
      and(
        ilike(leases.title, contains(term.text)),
        or(
          eq(leases.ownerId, userId),
          sql`exists (select 1 from ${documentAccess} da where da.document_type = 'lease'
            and da.document_id = ${leases.id} and da.user_id = ${userId} and da.status = 'active')`,
        ),
      ),
    )
    .orderBy(asc(leases.title))
    .limit(SEARCH_LIMIT);
}

export function searchOfferingMemorandums(db: Db, userId: string, term: SearchTerm) {
  return db
    .select({ id: offeringMemorandums.id, title: offeringMemorandums.title })
    .from(offeringMemorandums)
    .where(
      and(
        ilike(offeringMemorandums.title, contains(term.text)),
        or(
          eq(offeringMemorandums.ownerId, userId),
          sql`exists (select 1 from ${documentAccess} da where da.document_type = 'offering_memorandum'
            and da.document_id = ${offeringMemorandums.id} and da.user_id = ${userId} and da.status = 'active')`,
        ),
      ),
    )
    .orderBy(asc(offeringMemorandums.title))
    .limit(SEARCH_LIMIT);
}

/** People by first or last name; "Dana Sm" also matches first_name Dana with a last_name starting "Sm". */
export function searchPeople(db: Db, userId: string, term: SearchTerm) {
  const pattern = contains(term.text);
  return db
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(
      and(
        eq(people.createdBy, userId),
        // Implied by every arm below ("Dana Sm" reads "Dana Sm…" in the full name); lets the trigram index
        // on the full name find the candidates (decision 0023).
        sql`(${people.firstName} || ' ' || ${people.lastName}) ilike ${pattern}`,
        or(
          ilike(people.firstName, pattern),
          ilike(people.lastName, pattern),
          term.personParts
            ? and(
                ilike(people.firstName, escapeLike(term.personParts.first)),
                ilike(people.lastName, startsWith(term.personParts.lastPrefix)),
              )
            : undefined,
        ),
      ),
    )
    .orderBy(asc(people.firstName), asc(people.lastName))
    .limit(SEARCH_LIMIT);
}

export function searchCompanies(db: Db, userId: string, term: SearchTerm) {
  return db
    .select({ id: companies.id, title: companies.name })
    .from(companies)
    .where(and(eq(companies.createdBy, userId), ilike(companies.name, contains(term.text))))
    .orderBy(asc(companies.name))
    .limit(SEARCH_LIMIT);
}

/** Rooms the user created or is an active member of. */
export function searchDealrooms(db: Db, userId: string, term: SearchTerm) {
  return db
    .select({ id: dealrooms.id, title: dealrooms.name })
    .from(dealrooms)
    .where(
      and(
        ilike(dealrooms.name, contains(term.text)),
        or(
          eq(dealrooms.createdBy, userId),
          sql`exists (select 1 from ${dealroomMembers} m where m.dealroom_id = ${dealrooms.id}
            and m.user_id = ${userId} and m.status = 'active')`,
        ),
      ),
    )
    .orderBy(asc(dealrooms.name))
    .limit(SEARCH_LIMIT);
}

/** Properties the user created, by name or building name. */
export function searchProperties(db: Db, userId: string, term: SearchTerm) {
  return db
    .select({ id: properties.id, title: properties.name })
    .from(properties)
    .where(
      and(
        eq(properties.createdBy, userId),
        or(ilike(properties.name, contains(term.text)), ilike(properties.buildingName, contains(term.text))),
      ),
    )
    .orderBy(asc(properties.name))
    .limit(SEARCH_LIMIT);
}

/** Projects the user created, by name. */
export function searchProjects(db: Db, userId: string, term: SearchTerm) {
  return db
    .select({ id: projects.id, title: projects.name })
    .from(projects)
    .where(and(eq(projects.createdBy, userId), ilike(projects.name, contains(term.text))))
    .orderBy(asc(projects.name))
    .limit(SEARCH_LIMIT);
}

/** Surveys (tour books) the user created, by name. */
export function searchSurveys(db: Db, userId: string, term: SearchTerm) {
  return db
    .select({ id: surveys.id, title: surveys.name })
    .from(surveys)
    .where(and(eq(surveys.createdBy, userId), ilike(surveys.name, contains(term.text))))
    .orderBy(asc(surveys.name))
    .limit(SEARCH_LIMIT);
}

/** Tasks (and subtasks) the user created, by title (§7.5 tasks: id, title). */
export function searchTasks(db: Db, userId: string, term: SearchTerm) {
  return db
    .select({ id: tasks.id, title: tasks.title })
    .from(tasks)
    .where(and(eq(tasks.createdBy, userId), ilike(tasks.title, contains(term.text))))
    .orderBy(asc(tasks.title))
    .limit(SEARCH_LIMIT);
}
