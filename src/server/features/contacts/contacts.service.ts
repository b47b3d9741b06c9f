// Contacts rules: people, companies, tags, custom fields, duplicates and merge. Other features call only this;
// the parts are split by the nouns they serve (ARCHITECTURE.md) and share contacts-core.ts.
import type { Db } from "#server/db/client.ts";
import { createCompaniesService } from "#server/features/contacts/contacts-companies.service.ts";
import { createContactsCore } from "#server/features/contacts/contacts-core.ts";
import { createCustomFieldsService } from "#server/features/contacts/contacts-custom-fields.service.ts";
import { createDuplicatesService } from "#server/features/contacts/contacts-duplicates.service.ts";
import { createPeopleService } from "#server/features/contacts/contacts-people.service.ts";
import { createTagsService } from "#server/features/contacts/contacts-tags.service.ts";

export {
  checkCustomFieldValues,
  companyKeys,
  FIELD_IN_USE,
  FIELD_USAGE_CHECK_FAILED,
  isForeignKeyViolation,
  isUniqueViolation,
  personKeys,
  toCompanyDto,
  toPersonDto,
} from "#server/features/contacts/contacts-rules.ts";

export function createContactsService(db: Db) {
  const core = createContactsCore(db);
  const people = createPeopleService(core);
  const companies = createCompaniesService(core);
  return {
    ...people,
    ...companies,
    ...createDuplicatesService(core, people, companies),
    ...createTagsService(core),
    ...createCustomFieldsService(core),
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
