// Document templates (issue 10; shell §2.2 /templates): rich-text letters with merge fields, generated from the
// user's records, previewed, downloaded as a server-drawn PDF or put into a deal room as a room document.
import { z } from "zod";
import { idParams, okResponse } from "#shared/contract/common.ts";
import { optionalText, text } from "#shared/contract/contacts-common.ts";
import { richTextDoc } from "#shared/contract/dealrooms-documents.ts";
import { defineRoute } from "#shared/contract/route.ts";

export const documentTemplateInput = z.object({
  name: text().trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
  description: optionalText(2000),
  content: richTextDoc,
});
export type DocumentTemplateInput = z.infer<typeof documentTemplateInput>;

export const documentTemplateSummaryDto = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** The merge fields the template uses, in order of first use. */
  fields: z.array(z.string()),
  /** Seeded from one of our built-in templates (the user may still edit or delete it). */
  builtin: z.boolean(),
  updatedAt: z.string(),
});
export type DocumentTemplateSummaryDto = z.infer<typeof documentTemplateSummaryDto>;

export const documentTemplateDto = documentTemplateSummaryDto.extend({ content: richTextDoc });
export type DocumentTemplateDto = z.infer<typeof documentTemplateDto>;

/** The records a document is generated from; each is optional, the template's fields say which it needs. */
export const mergeSourcesInput = z.object({
  leaseId: z.uuid("Choose a lease from the list").optional(),
  contactId: z.uuid("Choose a contact from the list").optional(),
  companyId: z.uuid("Choose a company from the list").optional(),
  propertyId: z.uuid("Choose a property from the list").optional(),
  projectId: z.uuid("Choose a project from the list").optional(),
});
export type MergeSourcesInput = z.infer<typeof mergeSourcesInput>;

export const mergeFieldUseDto = z.object({
  key: z.string(),
  label: z.string(),
  status: z.enum(["filled", "missing", "unknown"]),
  count: z.number().int(),
});

export const generatedDocumentDto = z.object({
  /** Template name and the main record, e.g. "Renewal notice letter - Acme Corporation". */
  name: z.string(),
  content: richTextDoc,
  fields: z.array(mergeFieldUseDto),
});
export type GeneratedDocumentDto = z.infer<typeof generatedDocumentDto>;

export const listDocumentTemplates = defineRoute({
  method: "GET",
  path: "/api/document-templates",
  feature: "templates",
  response: z.object({ items: z.array(documentTemplateSummaryDto) }),
});
export const getDocumentTemplate = defineRoute({
  method: "GET",
  path: "/api/document-templates/:id",
  feature: "templates",
  params: idParams,
  response: documentTemplateDto,
});
export const createDocumentTemplate = defineRoute({
  method: "POST",
  path: "/api/document-templates",
  feature: "templates",
  body: documentTemplateInput,
  response: documentTemplateDto,
});
export const saveDocumentTemplate = defineRoute({
  method: "PUT",
  path: "/api/document-templates/:id",
  feature: "templates",
  params: idParams,
  body: documentTemplateInput,
  response: documentTemplateDto,
});
export const deleteDocumentTemplate = defineRoute({
  method: "DELETE",
  path: "/api/document-templates/:id",
  feature: "templates",
  params: idParams,
  response: okResponse,
});
/** Preview: the template filled from the chosen records (nothing is stored). */
export const generateDocument = defineRoute({
  method: "POST",
  path: "/api/document-templates/:id/generate",
  feature: "templates",
  params: idParams,
  body: mergeSourcesInput,
  response: generatedDocumentDto,
});
/** The generated document as a new room document (the user needs editor access to the room). */
export const generateIntoDealroom = defineRoute({
  method: "POST",
  path: "/api/document-templates/:id/dealroom",
  feature: "templates",
  params: idParams,
  body: mergeSourcesInput.extend({
    dealroomId: z.uuid("Choose a deal room"),
    name: text().trim().min(1, "Document name is required").max(255).optional(),
  }),
  response: z.object({ dealroomId: z.uuid(), documentId: z.uuid(), name: z.string() }),
});
/** GET with the sources in the query: the generated document as a PDF download. */
export const generatedPdfPath = "/api/document-templates/:id/pdf";
