import type { FastifyInstance } from "fastify";
import { createPropertyCreationService } from "#server/features/properties/properties-create.service.ts";
import { createPropertyPartsService } from "#server/features/properties/properties-parts.service.ts";
import { readUpload } from "#server/features/properties/properties-upload.ts";
import { registerPropertyJobs } from "#server/features/properties/properties.jobs.ts";
import { createPropertiesService } from "#server/features/properties/properties.service.ts";
import { createGeocoder } from "#server/platform/geocoding.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import {
  addPropertyLink,
  createPropertiesBatch,
  createProperty,
  createSpace,
  deleteProperty,
  deletePropertyFile,
  deleteSpace,
  getProperty,
  linkCandidates,
  listProperties,
  matchAddresses,
  propertyFacets,
  propertyMap,
  removePropertyLink,
  updateProperty,
  updateSpace,
  uploadPropertyFile,
} from "#shared/contract/properties.ts";

export function registerPropertyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const svc = createPropertiesService(ctx);
  const partsSvc = createPropertyPartsService(ctx, svc);
  const creation = createPropertyCreationService(ctx, svc);
  registerPropertyJobs(ctx, createGeocoder(ctx.config), svc);

  addRoute(app, ctx, listProperties, async ({ user, query }) => svc.list(user.id, query));
  addRoute(app, ctx, propertyMap, async ({ user, query }) => svc.map(user.id, query));
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
        extractImages: body.extractImages,
      }),
    { status: 201 },
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
