// Records of every searchable type for search tests: one of each, titled from a word, owned by one user.
import type { Db } from "#server/db/client.ts";
import { companies, people } from "#server/db/schema/contacts.ts";
import { dealroomDocuments, dealrooms } from "#server/db/schema/dealrooms.ts";
import { leases, offeringMemorandums } from "#server/db/schema/documents.ts";
import { projectStages, projects } from "#server/db/schema/projects.ts";
import { properties } from "#server/db/schema/properties.ts";
import { surveys } from "#server/db/schema/surveys.ts";
import { tasks } from "#server/db/schema/tasks.ts";
import type { SearchResultType } from "#shared/rules/search.ts";

/** One record of every type titled `${word} …`, owned by `owner`; returns the ids by type. */
export async function seedEveryType(db: Db, owner: string, word: string) {
  const out: Partial<Record<SearchResultType, string>> = {};
  const one = async <T extends { id: string }>(p: Promise<T[]>) => ((await p)[0] as T).id;
  out.lease = await one(
    db
      .insert(leases)
      .values({ title: `${word} lease`, documentUrl: "x/1.pdf", ownerId: owner })
      .returning(),
  );
  out.offering_memorandum = await one(
    db
      .insert(offeringMemorandums)
      .values({ title: `${word} memorandum`, documentUrl: "x/2.pdf", ownerId: owner })
      .returning(),
  );
  out.person = await one(
    db
      .insert(people)
      .values({ firstName: word, lastName: "Person", nameKey: `${word}person`, createdBy: owner })
      .returning(),
  );
  out.company = await one(
    db
      .insert(companies)
      .values({ name: `${word} company`, nameKey: `${word}company`, createdBy: owner })
      .returning(),
  );
  out.task = await one(
    db
      .insert(tasks)
      .values({ title: `${word} task`, createdBy: owner })
      .returning(),
  );
  const stage = await one(
    db
      .insert(projectStages)
      .values({ createdBy: owner, projectType: "tenant_rep", name: "Prospect", position: 0 })
      .returning(),
  );
  out.project = await one(
    db
      .insert(projects)
      .values({ name: `${word} project`, projectType: "tenant_rep", stageId: stage, createdBy: owner })
      .returning(),
  );
  out.property = await one(
    db
      .insert(properties)
      .values({ name: `${word} property`, createdBy: owner })
      .returning(),
  );
  out.survey = await one(
    db
      .insert(surveys)
      .values({ name: `${word} survey`, createdBy: owner })
      .returning(),
  );
  out.dealroom = await one(
    db
      .insert(dealrooms)
      .values({ name: `${word} room`, createdBy: owner })
      .returning(),
  );
  out.document = await one(
    db
      .insert(dealroomDocuments)
      .values({ dealroomId: out.dealroom, name: `${word} document`, kind: "richtext" })
      .returning(),
  );
  return out;
}
