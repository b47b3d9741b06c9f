import type { FastifyInstance } from "fastify";
import {
  createPropertyCreationService,
  PDF_IMAGES_JOB,
  type PdfImagesJob,
} from "#server/features/properties/properties-create.service.ts";
import { createPropertyDocumentsService } from "#server/features/properties/properties-documents.service.ts";
import { createPropertyExtractionService } from "#server/features/properties/properties-extract.service.ts";
import { createPropertyPartsService } from "#server/features/properties/properties-parts.service.ts";
import { readUpload } from "#server/features/properties/properties-upload.ts";
import { extractPropertyPdfPath, extractPropertyUrl } from "#shared/contract/properties-extract.ts";
import { registerPropertyJobs } from "#server/features/properties/properties.jobs.ts";
import { createPropertiesService } from "#server/features/properties/properties.service.ts";
import { createGeocoder } from "#server/platform/geocoding.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import { replyWithJsonText } from "#server/platform/json-text.ts";
import {
  createProperty,
  deleteProperty,
  getProperty,
  listProperties,
  mapAnswerFields,
  propertyFacets,
  propertyMap,
  updateProperty,
} from "#shared/contract/properties.ts";
import {
  createPropertiesBatch,
  matchAddresses,
  propertyFromLease,
  propertyFromMemorandum,
} from "#shared/contract/properties-create.ts";
import {
  addPropertyLink,
  createSpace,
  deletePropertyFile,
  deleteSpace,
  linkCandidates,
  removePropertyLink,
  updateSpace,
  uploadPropertyFile,
} from "#shared/contract/properties-parts.ts";

export function registerPropertyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const svc = createPropertiesService(ctx);
  const partsSvc = createPropertyPartsService(ctx, svc);
  const creation = createPropertyCreationService(ctx, svc);
  const extraction = createPropertyExtractionService(ctx, creation, svc);
  const documents = createPropertyDocumentsService(ctx, svc, creation);
  registerPropertyJobs(ctx, createGeocoder(ctx.config), svc);
  ctx.jobs.define<PdfImagesJob>(PDF_IMAGES_JOB, (job) => extraction.extractImages(job), {
    retryLimit: 0,
    expireInSeconds: 300,
  });

  addRoute(app, ctx, listProperties, async ({ user, query }) => svc.list(user.id, query));
  addRoute(app, ctx, propertyMap, async ({ user, query, reply }) => {
    const { pointsJson, ...rest } = await svc.map(user.id, query);
    return replyWithJsonText(reply, mapAnswerFields, rest, { points: pointsJson });
  });
  addRoute(app, ctx, propertyFacets, async ({ user }) => svc.facets(user.id));
  addRoute(app, ctx, linkCandidates, async ({ user, query }) => partsSvc.linkCandidates(user.id, query.type, query.q));
  addRoute(app, ctx, matchAddresses, async ({ user, body }) => ({
    matches: await creation.matchAddresses(user.id, body.addresses),
  }));
  addRoute(
    app,
    ctx,
    createPropertiesBatch,
    async ({ user, body }) =>
      creation.createBatch(user.id, body.items, {
        brochureKey: body.brochureKey,
        brochureName: body.brochureName,
        brochureSize: body.brochureKey ? await extraction.brochureSize(user.id, body.brochureKey) : undefined,
        extractImages: body.extractImages,
      }),
    { status: 201 },
  );
  addRoute(app, ctx, extractPropertyUrl, async ({ user, body }) => extraction.extractUrl(user.id, body.url));
  // Multipart PDF (10 MB): the user is checked before the body is read.
  addRoute(
    app,
    ctx,
    {
      ...extractPropertyUrl,
      path: extractPropertyPdfPath,
      body: undefined,
      summary: "extract-property-pdf (multipart)",
    },
    async ({ user, request }) => extraction.extractPdf(user.id, await readUpload(request)),
  );
  addRoute(app, ctx, propertyFromMemorandum, async ({ user, body }) =>
    documents.fromMemorandum(user.id, body.memorandumId),
  );
  addRoute(app, ctx, propertyFromLease, async ({ user, body }) =>
    documents.fromLease(user.id, body.leaseId, body.propertyId),
  );
  addRoute(app, ctx, getProperty, async ({ user, params }) => svc.detail(user.id, params.id));
  addRoute(app, ctx, createProperty, async ({ user, body }) => svc.create(user.id, body), { status: 201 });
  addRoute(app, ctx, updateProperty, async ({ user, params, body }) => svc.update(user.id, params.id, body));
  addRoute(app, ctx, deleteProperty, async ({ user, params }) => svc.remove(user.id, params.id));

  addRoute(app, ctx, createSpace, async ({ user, params, body }) => partsSvc.createSpace(user.id, params.id, body), {
    status: 201,
  });
  addRoute(app, ctx, updateSpace, async ({ user, params, body }) =>
    partsSvc.updateSpace(user.id, params.id, params.spaceId, body),
  );
  addRoute(app, ctx, deleteSpace, async ({ user, params }) => partsSvc.deleteSpace(user.id, params.id, params.spaceId));

  // Multipart: authorise (property is the caller's) before reading the body.
  addRoute(
    app,
    ctx,
    uploadPropertyFile,
    async ({ user, params, query, request }) => {
      await svc.requireProperty(user.id, params.id);
      const upload = await readUpload(request, "Choose a file to upload");
      return partsSvc.upload(user.id, params.id, query.kind, upload);
    },
    { status: 201 },
  );
  addRoute(app, ctx, deletePropertyFile, async ({ user, params }) =>
    partsSvc.deleteFile(user.id, params.id, params.fileId),
  );
  addRoute(
    app,
    ctx,
    addPropertyLink,
    async ({ user, params, body }) => partsSvc.addLink(user.id, params.id, body.entityType, body.entityId),
    { status: 201 },
  );
  addRoute(app, ctx, removePropertyLink, async ({ user, params }) =>
    partsSvc.removeLink(user.id, params.id, params.linkId),
  );
}
