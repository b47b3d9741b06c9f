// The commit step of an import: one batch of rows written in one transaction with its progress, duplicates
// skipped or updated per the job's mode; a batch that fails as a whole is retried row by row to name the culprit.

import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import type { SourceRecord } from "#server/features/contacts/contacts-import-file.ts";
import * as companiesRepo from "#server/features/contacts/contacts-companies.repository.ts";
import * as importWritesRepo from "#server/features/contacts/contacts-import-writes.repository.ts";
import * as peopleRepo from "#server/features/contacts/contacts-people.repository.ts";
import * as tagsRepo from "#server/features/contacts/contacts-tags.repository.ts";
import * as jobsRepo from "#server/features/contacts/contacts-import.repository.ts";
import type { ImportJobRow } from "#server/features/contacts/contacts-import.repository.ts";
import type {
  CompanyInsert,
  CustomFieldRow,
  Exec,
  PersonInsert,
} from "#server/features/contacts/contacts-common.repository.ts";
import { companyKeys, personKeys } from "#server/features/contacts/contacts.service.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import type { DuplicateMode } from "#shared/contract/contacts-import.ts";
import { cleanTagNames, companyNameKey, emailKey } from "#shared/rules/contacts-normalize.ts";
import {
  mapRecord,
  type PersonCandidate,
  type CompanyCandidate,
  personFromValues,
  companyFromValues,
} from "#server/features/contacts/contacts-import-map.ts";

export function createImportBatches(deps: { db: Db; onBatchError?: (err: unknown) => void }) {
  const { db } = deps;
  async function processPeopleBatch(
    tx: Exec,
    job: ImportJobRow,
    defs: CustomFieldRow[],
    batch: SourceRecord[],
    mode: DuplicateMode,
  ) {
    const userId = job.createdBy;
    const issues: { row: number; outcome: "skipped" | "failed"; reason: string }[] = [];
    const candidates: PersonCandidate[] = [];
    for (const r of batch) {
      const { candidate, errors } = personFromValues(r.row, mapRecord(r.cells, job.mapping), defs);
      if (candidate) candidates.push(candidate);
      else issues.push({ row: r.row, outcome: "failed", reason: errors.join("; ") });
    }
    const keys = [...new Set(candidates.map((c) => emailKey(c.fields.email)).filter((k): k is string => !!k))];
    const existing = await peopleRepo.peopleIdsByEmailKeys(tx, userId, keys);
    // Companies named in the batch: linked by normalised name, created when missing.
    const companyNames = new Map<string, string>();
    for (const c of candidates) {
      if (!c.company) continue;
      const key = companyNameKey(c.company);
      if (key && !companyNames.has(key)) companyNames.set(key, c.company);
    }
    const companyIds = await companiesRepo.companyIdsByNameKeys(tx, userId, [...companyNames.keys()]);
    const newCompanies = [...companyNames].filter(([key]) => !companyIds.has(key));
    if (newCompanies.length > 0) {
      const created = await companiesRepo.insertCompanies(
        tx,
        userId,
        newCompanies.map(([, name]) => ({ name, customFields: {}, ...companyKeys({ name, website: null }) })),
      );
      for (const c of created) companyIds.set(c.nameKey, c.id);
    }
    const creates: (PersonInsert & { id: string })[] = [];
    const updates: { id: string; c: PersonCandidate }[] = [];
    const tagged: { id: string; tags: string[] }[] = [];
    const seenInBatch = new Map<string, { row: number; id: string }>();
    for (const c of candidates) {
      const key = emailKey(c.fields.email);
      const companyId = c.company ? (companyIds.get(companyNameKey(c.company)) ?? null) : null;
      const duplicateId = key ? (existing.get(key) ?? seenInBatch.get(key)?.id) : undefined;
      if (duplicateId && mode === "skip") {
        const earlier = key ? seenInBatch.get(key) : undefined;
        issues.push({
          row: c.row,
          outcome: "skipped",
          reason:
            earlier && !existing.has(key as string)
              ? `Duplicate e-mail (same as row ${earlier.row})`
              : "A person with this e-mail already exists",
        });
        continue;
      }
      if (duplicateId && mode === "update") {
        updates.push({ id: duplicateId, c: { ...c, fields: { ...c.fields } } });
        (c as PersonCandidate & { companyId?: string | null }).companyId = companyId;
        tagged.push({ id: duplicateId, tags: c.tags });
        continue;
      }
      const id = randomUUID();
      creates.push({ id, ...c.fields, companyId, customFields: c.custom, ...personKeys(c.fields) });
      tagged.push({ id, tags: c.tags });
      if (key && !seenInBatch.has(key)) seenInBatch.set(key, { row: c.row, id });
    }
    await importWritesRepo.insertPeopleBulk(tx, userId, creates);
    for (const u of updates) {
      const companyId = (u.c as PersonCandidate & { companyId?: string | null }).companyId;
      const patch: Partial<PersonInsert> = { firstName: u.c.fields.firstName, lastName: u.c.fields.lastName };
      for (const k of ["phone", "position", "address", "linkedinUrl"] as const)
        if (u.c.fields[k]) patch[k] = u.c.fields[k];
      if (companyId) patch.companyId = companyId;
      patch.nameKey = personKeys({ ...u.c.fields }).nameKey;
      await importWritesRepo.updatePersonMerging(tx, userId, u.id, patch, u.c.custom);
    }
    await applyTags(tx, userId, "people", job.tags, tagged);
    return { issues, created: creates.length, updated: new Set(updates.map((u) => u.id)).size };
  }

  async function processCompanyBatch(
    tx: Exec,
    job: ImportJobRow,
    defs: CustomFieldRow[],
    batch: SourceRecord[],
    mode: DuplicateMode,
  ) {
    const userId = job.createdBy;
    const issues: { row: number; outcome: "skipped" | "failed"; reason: string }[] = [];
    const candidates: CompanyCandidate[] = [];
    for (const r of batch) {
      const { candidate, errors } = companyFromValues(r.row, mapRecord(r.cells, job.mapping), defs);
      if (candidate) candidates.push(candidate);
      else issues.push({ row: r.row, outcome: "failed", reason: errors.join("; ") });
    }
    const keyed = candidates.map((c) => ({ c, ...companyKeys(c.fields) }));
    const byName = await companiesRepo.companyIdsByNameKeys(tx, userId, [...new Set(keyed.map((k) => k.nameKey))]);
    const byDomain = await companiesRepo.companyIdsByDomains(tx, userId, [
      ...new Set(keyed.map((k) => k.domain).filter((d): d is string => !!d)),
    ]);
    const batchName = new Map<string, { row: number; id: string }>();
    const batchDomain = new Map<string, { row: number; id: string }>();
    const creates: (CompanyInsert & { id: string })[] = [];
    const updates: { id: string; c: CompanyCandidate }[] = [];
    const tagged: { id: string; tags: string[] }[] = [];
    for (const { c, nameKey, domain } of keyed) {
      const existingId = byName.get(nameKey) ?? (domain ? byDomain.get(domain) : undefined);
      const earlier = batchName.get(nameKey) ?? (domain ? batchDomain.get(domain) : undefined);
      const duplicateId = existingId ?? earlier?.id;
      if (duplicateId && mode === "skip") {
        issues.push({
          row: c.row,
          outcome: "skipped",
          reason: existingId
            ? "A company with this name or website already exists"
            : `Duplicate company (same as row ${earlier?.row})`,
        });
        continue;
      }
      if (duplicateId && mode === "update") {
        updates.push({ id: duplicateId, c });
        tagged.push({ id: duplicateId, tags: c.tags });
        continue;
      }
      const id = randomUUID();
      creates.push({ id, ...c.fields, customFields: c.custom, nameKey, domain });
      tagged.push({ id, tags: c.tags });
      if (!batchName.has(nameKey)) batchName.set(nameKey, { row: c.row, id });
      if (domain && !batchDomain.has(domain)) batchDomain.set(domain, { row: c.row, id });
    }
    await companiesRepo.insertCompanies(tx, userId, creates);
    for (const u of updates) {
      const patch: Partial<CompanyInsert> = {};
      for (const k of ["website", "phone", "address", "linkedinUrl"] as const)
        if (u.c.fields[k]) patch[k] = u.c.fields[k];
      if (patch.website) patch.domain = companyKeys({ name: u.c.fields.name, website: patch.website }).domain;
      await importWritesRepo.updateCompanyMerging(tx, userId, u.id, patch, u.c.custom);
    }
    await applyTags(tx, userId, "companies", job.tags, tagged);
    return { issues, created: creates.length, updated: new Set(updates.map((u) => u.id)).size };
  }

  async function applyTags(
    tx: Exec,
    userId: string,
    entityType: ContactEntityType,
    batchTags: string[],
    tagged: { id: string; tags: string[] }[],
  ) {
    const names = cleanTagNames([...batchTags, ...tagged.flatMap((t) => t.tags)]);
    if (names.length === 0 || tagged.length === 0) return;
    const rows = await tagsRepo.ensureTags(tx, userId, names, entityType);
    const idByName = new Map(rows.map((t) => [t.name.toLowerCase(), t.id]));
    const pairs: { tagId: string; entityId: string }[] = [];
    for (const t of tagged) {
      for (const name of cleanTagNames([...batchTags, ...t.tags])) {
        const tagId = idByName.get(name.toLowerCase());
        if (tagId) pairs.push({ tagId, entityId: t.id });
      }
    }
    await importWritesRepo.insertAssignmentsBulk(tx, userId, entityType, pairs);
  }

  async function processBatch(job: ImportJobRow, defs: CustomFieldRow[], batch: SourceRecord[]) {
    const mode = (job.duplicateMode ?? "skip") as DuplicateMode;
    const run = (tx: Exec, rows: SourceRecord[]) =>
      job.entityType === "people"
        ? processPeopleBatch(tx, job, defs, rows, mode)
        : processCompanyBatch(tx, job, defs, rows, mode);
    const commit = async (tx: Exec, rows: SourceRecord[], result: Awaited<ReturnType<typeof run>>) => {
      await jobsRepo.insertIssues(tx, job.id, result.issues);
      await jobsRepo.addProgress(tx, job.id, {
        processedRows: rows.length,
        created: result.created,
        updated: result.updated,
        skipped: result.issues.filter((i) => i.outcome === "skipped").length,
        failed: result.issues.filter((i) => i.outcome === "failed").length,
      });
    };
    try {
      // Rows and progress commit together, so a retried job resumes exactly after the last batch.
      await db.transaction(async (tx) => {
        await jobsRepo.relaxCommit(tx);
        await commit(tx, batch, await run(tx, batch));
      });
    } catch (batchError) {
      // A database-level failure in the batch: write row by row to find and report the culprit(s).
      deps.onBatchError?.(batchError);
      for (const r of batch) {
        try {
          await db.transaction(async (tx) => commit(tx, [r], await run(tx, [r])));
        } catch (err) {
          await db.transaction(async (tx) =>
            commit(tx, [r], {
              issues: [
                {
                  row: r.row,
                  outcome: "failed",
                  reason: `Could not be saved: ${err instanceof Error ? err.message : "unknown error"}`,
                },
              ],
              created: 0,
              updated: 0,
            }),
          );
        }
      }
    }
  }
  return { processBatch };
}
