// Duplicates of people and companies, and merging them into one survivor.
import type { CompanyWithCount, PersonWithCompany } from "#server/features/contacts/contacts-common.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type {
  CompanyDetail,
  CompanyDuplicateGroup,
  CompanyListItem,
  MergeBody,
  PersonDetail,
  PersonDuplicateGroup,
  PersonListItem,
} from "#shared/contract/contacts.ts";
import * as companiesRepo from "#server/features/contacts/contacts-companies.repository.ts";
import * as duplicatesRepo from "#server/features/contacts/contacts-duplicates.repository.ts";
import * as peopleRepo from "#server/features/contacts/contacts-people.repository.ts";
import * as tagsRepo from "#server/features/contacts/contacts-tags.repository.ts";
import { personKeys, companyKeys, firstFilled } from "#server/features/contacts/contacts-rules.ts";
import type { ContactsCore } from "#server/features/contacts/contacts-core.ts";
import type { CompaniesService } from "#server/features/contacts/contacts-companies.service.ts";
import type { PeopleService } from "#server/features/contacts/contacts-people.service.ts";

/** Groups naming the same records (found by more than one reason) once, the first reason kept. */
function distinctGroups<G extends { ids: string[] }>(groups: G[]): G[] {
  const seen = new Set<string>();
  return groups.filter((g) => {
    const signature = [...g.ids].sort().join(",");
    if (seen.has(signature)) return false;
    seen.add(signature);
    return true;
  });
}

export function createDuplicatesService(
  core: ContactsCore,
  people: Pick<PeopleService, "getPerson">,
  companies: Pick<CompaniesService, "getCompany">,
) {
  const { db, peopleDtos, companyDtos } = core;
  const service = {
    // ─── Duplicates and merge ────────────────────────────────────────────
    async personDuplicates(userId: string): Promise<PersonDuplicateGroup[]> {
      const groups = await duplicatesRepo.duplicatePeopleGroups(db, userId, 200);
      const unique = distinctGroups(groups);
      const rows = await peopleRepo.findPeopleRows(db, userId, [...new Set(unique.flatMap((g) => g.ids))]);
      const dtos = new Map((await peopleDtos(db, userId, rows)).map((d) => [d.id, d]));
      return unique.map((g) => ({
        reason: g.reason,
        key: g.key,
        items: g.ids.map((id) => dtos.get(id)).filter((d): d is PersonListItem => !!d),
      }));
    },

    async companyDuplicates(userId: string): Promise<CompanyDuplicateGroup[]> {
      const groups = await duplicatesRepo.duplicateCompanyGroups(db, userId, 200);
      const unique = distinctGroups(groups);
      const rows = await companiesRepo.findCompanyRows(db, userId, [...new Set(unique.flatMap((g) => g.ids))]);
      const dtos = new Map((await companyDtos(db, userId, rows)).map((d) => [d.id, d]));
      return unique.map((g) => ({
        reason: g.reason,
        key: g.key,
        items: g.ids.map((id) => dtos.get(id)).filter((d): d is CompanyListItem => !!d),
      }));
    },

    async mergePeople(userId: string, body: MergeBody): Promise<PersonDetail> {
      const mergeIds = [...new Set(body.mergeIds)].filter((id) => id !== body.keepId);
      if (mergeIds.length === 0) {
        throw new AppError("VALIDATION_FAILED", "Choose at least one record to merge");
      }
      return db.transaction(async (tx) => {
        const rows = await peopleRepo.findPeopleRows(tx, userId, [body.keepId, ...mergeIds]);
        const keep = rows.find((r) => r.id === body.keepId);
        const others = mergeIds.map((id) => rows.find((r) => r.id === id));
        if (!keep || others.some((o) => !o)) throw notFound("Person not found");
        const all = [keep, ...(others as PersonWithCompany[])];
        const customFields: Record<string, string> = {};
        for (const r of [...all].reverse()) Object.assign(customFields, r.customFields);
        const next = {
          firstName: keep.firstName,
          lastName: keep.lastName,
          email: firstFilled(all.map((r) => r.email)),
          phone: firstFilled(all.map((r) => r.phone)),
          position: firstFilled(all.map((r) => r.position)),
          address: firstFilled(all.map((r) => r.address)),
          linkedinUrl: firstFilled(all.map((r) => r.linkedinUrl)),
          companyId: firstFilled(all.map((r) => r.companyId)),
          customFields,
        };
        await tagsRepo.moveAssignments(tx, "people", keep.id, mergeIds);
        await duplicatesRepo.repointReferences(tx, "people", keep.id, mergeIds);
        await peopleRepo.deletePeopleRows(tx, userId, mergeIds);
        await peopleRepo.updatePersonRow(tx, userId, keep.id, { ...next, ...personKeys(next) });
        return people.getPerson(userId, keep.id, tx);
      });
    },

    async mergeCompanies(userId: string, body: MergeBody): Promise<CompanyDetail> {
      const mergeIds = [...new Set(body.mergeIds)].filter((id) => id !== body.keepId);
      if (mergeIds.length === 0) {
        throw new AppError("VALIDATION_FAILED", "Choose at least one record to merge");
      }
      return db.transaction(async (tx) => {
        const rows = await companiesRepo.findCompanyRows(tx, userId, [body.keepId, ...mergeIds]);
        const keep = rows.find((r) => r.id === body.keepId);
        const others = mergeIds.map((id) => rows.find((r) => r.id === id));
        if (!keep || others.some((o) => !o)) throw notFound("Company not found");
        const all = [keep, ...(others as CompanyWithCount[])];
        const customFields: Record<string, string> = {};
        for (const r of [...all].reverse()) Object.assign(customFields, r.customFields);
        const next = {
          name: keep.name,
          website: firstFilled(all.map((r) => r.website)),
          phone: firstFilled(all.map((r) => r.phone)),
          address: firstFilled(all.map((r) => r.address)),
          linkedinUrl: firstFilled(all.map((r) => r.linkedinUrl)),
          customFields,
        };
        await tagsRepo.moveAssignments(tx, "companies", keep.id, mergeIds);
        // The merged companies' people (and any later links) move to the survivor.
        await duplicatesRepo.repointReferences(tx, "companies", keep.id, mergeIds);
        await companiesRepo.deleteCompanyRows(tx, userId, mergeIds);
        await companiesRepo.updateCompanyRow(tx, userId, keep.id, { ...next, ...companyKeys(next) });
        return companies.getCompany(userId, keep.id, tx);
      });
    },
  };
  return service;
}
