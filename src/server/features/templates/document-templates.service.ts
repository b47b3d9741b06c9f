// Document templates. Rules: a user sees and edits only their own templates (another user's → 404); each user
// gets the built-in templates once, on first use; content must be a document of the one rich-text schema
// (decision 0017); generating fills the merge fields from the chosen records (each read through its feature,
// so another user's record is a 404) and never fails on a field it cannot fill: that field stays flagged.
import type { FastifyRequest } from "fastify";
import { createDealroomService } from "#server/features/dealrooms/dealrooms.service.ts";
import { builtinDocumentTemplates } from "#server/features/templates/document-template-builtins.ts";
import { createMergeValuesReader } from "#server/features/templates/document-merge-values.ts";
import * as repo from "#server/features/templates/document-templates.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import { richTextToPdf } from "#server/platform/richtext.ts";
import type {
  DocumentTemplateDto,
  DocumentTemplateInput,
  DocumentTemplateSummaryDto,
  GeneratedDocumentDto,
  MergeSourcesInput,
} from "#shared/contract/document-templates.ts";
import type { RichTextDoc } from "#shared/contract/dealrooms-documents.ts";
import { fieldsUsed, renderMergeFields } from "#shared/rules/merge-fields.ts";
import { invalidRichTextMessage, normalizeRichText, richTextProblem } from "#shared/rules/richtext-schema.ts";

export const DOCUMENT_TEMPLATE_NOT_FOUND = "Template not found";

const toSummary = (row: repo.DocumentTemplateRow): DocumentTemplateSummaryDto => ({
  id: row.id,
  name: row.name,
  description: row.description,
  fields: fieldsUsed(row.content as RichTextDoc),
  builtin: row.builtinKey !== null,
  updatedAt: row.updatedAt.toISOString(),
});
const toDto = (row: repo.DocumentTemplateRow): DocumentTemplateDto => ({
  ...toSummary(row),
  content: row.content as RichTextDoc,
});

function checkedContent(content: RichTextDoc): RichTextDoc {
  const problem = richTextProblem(content);
  if (problem) {
    throw new AppError("VALIDATION_FAILED", invalidRichTextMessage, {
      detail: `${invalidRichTextMessage}: ${problem}`,
      fields: { content: invalidRichTextMessage },
    });
  }
  return normalizeRichText(content);
}

export function createDocumentTemplatesService(ctx: AppContext) {
  const { db } = ctx;
  const mergeValues = createMergeValuesReader(ctx);
  const dealrooms = createDealroomService(ctx);

  const seed = async (userId: string) => {
    await db.transaction(async (tx) => {
      if (!(await repo.claimSeed(tx, userId))) return;
      for (const t of builtinDocumentTemplates) await repo.insertTemplate(tx, userId, t, t.key);
    });
  };

  const load = async (userId: string, id: string) => {
    const row = await repo.findTemplate(db, userId, id);
    if (!row) throw notFound(DOCUMENT_TEMPLATE_NOT_FOUND);
    return row;
  };

  const service = {
    async list(userId: string): Promise<DocumentTemplateSummaryDto[]> {
      await seed(userId);
      return (await repo.listTemplates(db, userId)).map(toSummary);
    },

    async get(userId: string, id: string): Promise<DocumentTemplateDto> {
      return toDto(await load(userId, id));
    },

    async create(userId: string, input: DocumentTemplateInput): Promise<DocumentTemplateDto> {
      await seed(userId);
      const content = checkedContent(input.content);
      return toDto(await repo.insertTemplate(db, userId, { ...input, content }));
    },

    async save(userId: string, id: string, input: DocumentTemplateInput): Promise<DocumentTemplateDto> {
      const content = checkedContent(input.content);
      const row = await repo.updateTemplate(db, userId, id, { ...input, content });
      if (!row) throw notFound(DOCUMENT_TEMPLATE_NOT_FOUND);
      return toDto(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteTemplate(db, userId, id))) throw notFound(DOCUMENT_TEMPLATE_NOT_FOUND);
    },

    async generate(userId: string, id: string, sources: MergeSourcesInput): Promise<GeneratedDocumentDto> {
      const template = await load(userId, id);
      const { values, title } = await mergeValues(userId, sources);
      const rendered = renderMergeFields(template.content as RichTextDoc, values);
      const name = title ? `${template.name} - ${title}` : template.name;
      return { name: name.slice(0, 255), content: rendered.content, fields: rendered.fields };
    },

    async pdf(userId: string, id: string, sources: MergeSourcesInput) {
      const doc = await service.generate(userId, id, sources);
      return { fileName: `${doc.name}.pdf`, body: await richTextToPdf(doc.name, doc.content) };
    },

    /** A new room document holding the generated text; the room's own rules decide (editor access, 404). */
    async intoDealroom(
      request: FastifyRequest,
      userId: string,
      id: string,
      body: MergeSourcesInput & { dealroomId: string; name?: string },
    ) {
      if (!(await ctx.access.hasFeature(userId, "dealrooms"))) {
        throw new AppError("FEATURE_REQUIRED", "Upgrade Your Account");
      }
      const { dealroomId, name, ...sources } = body;
      const generated = await service.generate(userId, id, sources);
      const docName = name ?? generated.name;
      const created = await dealrooms.createRichText(request, dealroomId, { name: docName });
      await dealrooms.saveContent(request, dealroomId, created.id, {
        content: generated.content,
        snapshot: true,
        note: "Generated from a template",
      });
      return { dealroomId, documentId: created.id, name: docName };
    },
  };
  return service;
}
