// What the contacts services share: tag DTO enrichment, tag replacement and the company checks.
import type { Db } from "#server/db/client.ts";
import type {
  CompanyWithCount,
  Exec,
  PersonWithCompany,
} from "#server/features/contacts/contacts-common.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { CompanyListItem, PersonListItem } from "#shared/contract/contacts.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import { cleanTagNames } from "#shared/rules/contacts-normalize.ts";
import * as companiesRepo from "#server/features/contacts/contacts-companies.repository.ts";
import * as tagsRepo from "#server/features/contacts/contacts-tags.repository.ts";
import { toPersonDto, toCompanyDto, isForeignKeyViolation } from "#server/features/contacts/contacts-rules.ts";

export type ContactsCore = ReturnType<typeof createContactsCore>;

export function createContactsCore(db: Db) {
  async function peopleDtos(ex: Exec, _userId: string, rows: PersonWithCompany[]): Promise<PersonListItem[]> {
    const tags = await tagsRepo.tagsForEntities(
      ex,
      "people",
      rows.map((r) => r.id),
    );
    return rows.map((r) => toPersonDto(r, tags.get(r.id) ?? []));
  }
  async function companyDtos(ex: Exec, _userId: string, rows: CompanyWithCount[]): Promise<CompanyListItem[]> {
    const tags = await tagsRepo.tagsForEntities(
      ex,
      "companies",
      rows.map((r) => r.id),
    );
    return rows.map((r) => toCompanyDto(r, tags.get(r.id) ?? []));
  }

  async function setTags(ex: Exec, userId: string, entityType: ContactEntityType, entityId: string, names: string[]) {
    const tagRows = await tagsRepo.ensureTags(ex, userId, cleanTagNames(names), entityType);
    await tagsRepo.replaceAssignments(
      ex,
      userId,
      entityType,
      entityId,
      tagRows.map((t) => t.id),
    );
  }

  const companyNotFound = () =>
    new AppError("VALIDATION_FAILED", "Company not found", { fields: { companyId: "Company not found" } });

  async function requireCompany(ex: Exec, userId: string, companyId: string): Promise<void> {
    const [row] = await companiesRepo.findCompanyRows(ex, userId, [companyId]);
    if (!row) throw companyNotFound();
  }

  /** The tag was deleted between the check and the write (foreign-key violation 23503). */
  const tagGone = (err: unknown) => {
    throw isForeignKeyViolation(err) ? notFound("Tag not found") : err;
  };

  /** The company was deleted between the check and the write (foreign-key violation 23503). */
  const companyGone = (err: unknown) => {
    throw isForeignKeyViolation(err) ? companyNotFound() : err;
  };

  return { db, peopleDtos, companyDtos, setTags, companyNotFound, requireCompany, tagGone, companyGone };
}
