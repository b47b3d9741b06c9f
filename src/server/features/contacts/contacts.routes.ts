import type { FastifyInstance } from "fastify";
import { invalidQuery, requireTemplatesUser, sendCsv } from "#server/features/contacts/contacts-http.ts";
import { registerImportRoutes } from "#server/features/contacts/contacts-import.routes.ts";
import { cardRecognizer, createScannerService } from "#server/features/contacts/contacts-scanner.service.ts";
import { createContactsService, type ContactsService } from "#server/features/contacts/contacts.service.ts";
import { createProfileService } from "#server/features/profiles/profiles.service.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import { replyWithJsonText } from "#server/platform/json-text.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import {
  companyListQuery,
  companyOptions,
  createCompany,
  createPerson,
  deleteCompanies,
  deleteCompany,
  deletePeople,
  deletePerson,
  exportCompaniesPath,
  exportPeoplePath,
  findCompanyByName,
  findPersonByEmail,
  getCompany,
  getPerson,
  listCompanies,
  listCompanyDuplicates,
  listPeople,
  listPersonDuplicates,
  mergeCompanies,
  mergePeople,
  personListQuery,
  updateCompany,
  updatePerson,
} from "#shared/contract/contacts.ts";
import {
  createCustomField,
  deleteCustomField,
  listCustomFields,
  updateCustomField,
} from "#shared/contract/contacts-custom-fields.ts";
import { CARD_IMAGE_MAX_CHARS, processBusinessCard, saveScannedContact } from "#shared/contract/contacts-scanner.ts";
import { getSharedContact, type SharedContactDto, sharedContactVcardPath } from "#shared/contract/contacts-share.ts";
import {
  assignTag,
  createTag,
  deleteTag,
  listTags,
  mergeTag,
  renameTag,
  unassignTag,
} from "#shared/contract/contacts-tags.ts";
import { csvLine } from "#shared/rules/contacts-csv.ts";
import { buildVcard, vcardFileName } from "#shared/rules/contacts-vcard.ts";
import { isUuid } from "#shared/rules/text.ts";

const ok = { ok: true as const };
// The lists' answers but their items, which PostgreSQL writes as the contract's JSON (platform/json-text.ts).
const peopleListFields = listPeople.response.omit({ items: true });
const companiesListFields = listCompanies.response.omit({ items: true });

export function registerContactsRoutes(app: FastifyInstance, ctx: AppContext): ContactsService {
  const contacts = createContactsService(ctx.db);
  const scanner = createScannerService({
    contacts,
    recognize: cardRecognizer(ctx.config.cardWallCapMs),
    log: ctx.log,
  });
  const profiles = createProfileService(ctx.db);
  const changed = (userId: string, entity: "people" | "companies" | "tags" | "custom_fields", id?: string) =>
    ctx.events.publish(userId, { type: `${entity}.updated`, entity, id }).catch(() => {});

  registerImportRoutes(app, ctx);

  // ─── People ────────────────────────────────────────────────────────────
  addRoute(app, ctx, listPeople, async ({ user, query, reply }) => {
    const { itemsJson, ...rest } = await contacts.listPeople(user.id, query);
    return replyWithJsonText(reply, peopleListFields, rest, { items: itemsJson });
  });
  addRoute(
    app,
    ctx,
    createPerson,
    async ({ user, body }) => {
      const person = await contacts.createPerson(user.id, body);
      await changed(user.id, "people", person.id);
      return person;
    },
    { status: 201 },
  );
  addRoute(app, ctx, findPersonByEmail, async ({ user, query }) => ({
    person: await contacts.findPersonByEmail(user.id, query.email),
  }));
  addRoute(app, ctx, listPersonDuplicates, async ({ user }) => ({ groups: await contacts.personDuplicates(user.id) }));
  addRoute(app, ctx, mergePeople, async ({ user, body }) => {
    const person = await contacts.mergePeople(user.id, body);
    await changed(user.id, "people", person.id);
    return person;
  });
  addRoute(app, ctx, deletePeople, async ({ user, body }) => {
    const deleted = await contacts.deletePeople(user.id, body.ids);
    await changed(user.id, "people");
    return { deleted };
  });
  addRoute(app, ctx, getPerson, async ({ user, params }) => contacts.getPerson(user.id, params.id));
  addRoute(app, ctx, updatePerson, async ({ user, params, body }) => {
    const person = await contacts.updatePerson(user.id, params.id, body);
    await changed(user.id, "people", person.id);
    return person;
  });
  addRoute(app, ctx, deletePerson, async ({ user, params }) => {
    if ((await contacts.deletePeople(user.id, [params.id])) === 0) throw notFound("Person not found");
    await changed(user.id, "people", params.id);
    return ok;
  });

  // ─── Companies ─────────────────────────────────────────────────────────
  addRoute(app, ctx, listCompanies, async ({ user, query, reply }) => {
    const { itemsJson, ...rest } = await contacts.listCompanies(user.id, query);
    return replyWithJsonText(reply, companiesListFields, rest, { items: itemsJson });
  });
  addRoute(
    app,
    ctx,
    createCompany,
    async ({ user, body }) => {
      const company = await contacts.createCompany(user.id, body);
      await changed(user.id, "companies", company.id);
      return company;
    },
    { status: 201 },
  );
  addRoute(app, ctx, companyOptions, async ({ user, query }) => ({
    items: await contacts.companyOptions(user.id, query.q),
  }));
  addRoute(app, ctx, findCompanyByName, async ({ user, query }) => ({
    company: await contacts.findCompanyByName(user.id, query.name),
  }));
  addRoute(app, ctx, listCompanyDuplicates, async ({ user }) => ({
    groups: await contacts.companyDuplicates(user.id),
  }));
  addRoute(app, ctx, mergeCompanies, async ({ user, body }) => {
    const company = await contacts.mergeCompanies(user.id, body);
    await changed(user.id, "companies", company.id);
    await changed(user.id, "people");
    return company;
  });
  addRoute(app, ctx, deleteCompanies, async ({ user, body }) => {
    const deleted = await contacts.deleteCompanies(user.id, body.ids);
    await changed(user.id, "companies");
    return { deleted };
  });
  addRoute(app, ctx, getCompany, async ({ user, params }) => contacts.getCompany(user.id, params.id));
  addRoute(app, ctx, updateCompany, async ({ user, params, body }) => {
    const company = await contacts.updateCompany(user.id, params.id, body);
    await changed(user.id, "companies", company.id);
    return company;
  });
  addRoute(app, ctx, deleteCompany, async ({ user, params }) => {
    if ((await contacts.deleteCompanies(user.id, [params.id])) === 0) throw notFound("Company not found");
    await changed(user.id, "companies", params.id);
    return ok;
  });

  // ─── Export ────────────────────────────────────────────────────────────
  app.get(exportPeoplePath, async (request, reply) => {
    const user = await requireTemplatesUser(ctx, request);
    const parsed = personListQuery.safeParse(request.query);
    if (!parsed.success) throw invalidQuery(parsed.error.issues);
    const { page: _p, pageSize: _s, ...filters } = parsed.data;
    // One column per custom field, headed by its name: the import maps an equal header back to the field.
    const custom = (await contacts.listCustomFields(user.id, "people")).map((f) => f.name);
    async function* lines() {
      yield "\uFEFF";
      yield csvLine([
        "First name",
        "Last name",
        "Email",
        "Phone",
        "Position",
        "Company",
        "Address",
        "LinkedIn URL",
        "Tags",
        "Created",
        "Updated",
        ...custom,
      ]);
      for await (const page of contacts.exportPeople(user.id, filters)) {
        for (const p of page) {
          yield csvLine([
            p.firstName,
            p.lastName,
            p.email,
            p.phone,
            p.position,
            p.company?.name,
            p.address,
            p.linkedinUrl,
            p.tags.map((t) => t.name).join("; "),
            p.createdAt,
            p.updatedAt,
            ...custom.map((name) => p.customFields[name]),
          ]);
        }
      }
    }
    return sendCsv(reply, "people.csv", lines());
  });
  app.get(exportCompaniesPath, async (request, reply) => {
    const user = await requireTemplatesUser(ctx, request);
    const parsed = companyListQuery.safeParse(request.query);
    if (!parsed.success) throw invalidQuery(parsed.error.issues);
    const { page: _p, pageSize: _s, ...filters } = parsed.data;
    const custom = (await contacts.listCustomFields(user.id, "companies")).map((f) => f.name);
    async function* lines() {
      yield "\uFEFF";
      yield csvLine([
        "Name",
        "Website",
        "Phone",
        "Address",
        "LinkedIn URL",
        "People",
        "Tags",
        "Created",
        "Updated",
        ...custom,
      ]);
      for await (const page of contacts.exportCompanies(user.id, filters)) {
        for (const c of page) {
          yield csvLine([
            c.name,
            c.website,
            c.phone,
            c.address,
            c.linkedinUrl,
            c.peopleCount,
            c.tags.map((t) => t.name).join("; "),
            c.createdAt,
            c.updatedAt,
            ...custom.map((name) => c.customFields[name]),
          ]);
        }
      }
    }
    return sendCsv(reply, "companies.csv", lines());
  });

  // ─── Tags ──────────────────────────────────────────────────────────────
  addRoute(app, ctx, listTags, async ({ user, query }) => ({
    items: await contacts.listTags(user.id, query.entityType),
  }));
  addRoute(app, ctx, createTag, async ({ user, body }) => {
    const tag = await contacts.createTag(user.id, body.name, body.entityType);
    await changed(user.id, "tags", tag.id);
    return tag;
  });
  addRoute(app, ctx, renameTag, async ({ user, params, body }) => {
    const tag = await contacts.renameTag(user.id, params.id, body.name);
    await changed(user.id, "tags", tag.id);
    return tag;
  });
  addRoute(app, ctx, mergeTag, async ({ user, params, body }) => {
    const tag = await contacts.mergeTag(user.id, params.id, body.intoId);
    await changed(user.id, "tags", tag.id);
    return tag;
  });
  addRoute(app, ctx, deleteTag, async ({ user, params }) => {
    await contacts.deleteTag(user.id, params.id);
    await changed(user.id, "tags", params.id);
    return ok;
  });
  addRoute(app, ctx, assignTag, async ({ user, body }) => {
    const tags = await contacts.assignTag(user.id, body.entityType, body.entityId, body.name);
    await changed(user.id, body.entityType, body.entityId);
    return { tags };
  });
  addRoute(app, ctx, unassignTag, async ({ user, body }) => {
    const tags = await contacts.unassignTag(user.id, body.entityType, body.entityId, body.tagId);
    await changed(user.id, body.entityType, body.entityId);
    return { tags };
  });

  // ─── Custom fields ─────────────────────────────────────────────────────
  addRoute(app, ctx, listCustomFields, async ({ user, query }) => ({
    items: await contacts.listCustomFields(user.id, query.entityType),
  }));
  addRoute(
    app,
    ctx,
    createCustomField,
    async ({ user, body }) => {
      const field = await contacts.createCustomField(user.id, body);
      await changed(user.id, "custom_fields", field.id);
      return field;
    },
    { status: 201 },
  );
  addRoute(app, ctx, updateCustomField, async ({ user, params, body }) => {
    const field = await contacts.updateCustomField(user.id, params.id, body);
    await changed(user.id, "custom_fields", field.id);
    return field;
  });
  addRoute(app, ctx, deleteCustomField, async ({ user, params }) => {
    await contacts.deleteCustomField(user.id, params.id);
    await changed(user.id, "custom_fields", params.id);
    return ok;
  });

  // ─── Business card scanner ─────────────────────────────────────────────
  addRoute(app, ctx, processBusinessCard, async ({ body }) => scanner.process(body.imageBase64), {
    bodyLimit: CARD_IMAGE_MAX_CHARS + 64 * 1024,
  });
  addRoute(app, ctx, saveScannedContact, async ({ user, body }) => {
    const result = await scanner.save(user.id, body);
    await changed(user.id, "people", result.person.id);
    if (result.companyLinked) await changed(user.id, "companies");
    return result;
  });

  // ─── Shared contact card (public) ──────────────────────────────────────
  const sharedCard = async (token: string): Promise<SharedContactDto> => {
    if (!isUuid(token)) {
      throw new AppError("BAD_REQUEST", "Invalid contact link", { detail: "This contact link is not valid." });
    }
    const profile = await profiles.get(token).catch(() => null);
    if (!profile) throw notFound("Contact not found");
    return {
      firstName: profile.firstName,
      lastName: profile.lastName,
      position: profile.position,
      company: profile.company,
      phone: profile.phone,
      email: profile.email,
    };
  };
  addRoute(app, ctx, getSharedContact, async ({ params, reply }) => {
    reply.header("cache-control", "no-store");
    return sharedCard(params.token);
  });
  app.get(sharedContactVcardPath, async (request, reply) => {
    const card = await sharedCard((request.params as { token: string }).token);
    return reply
      .type("text/vcard; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="contact.vcf"; filename*=UTF-8''${encodeURIComponent(vcardFileName(card))}`,
      )
      .header("cache-control", "no-store")
      .send(buildVcard(card));
  });

  return contacts;
}
