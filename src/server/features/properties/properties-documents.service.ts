// Properties from documents: 'Create property' from an analysed memorandum (pre-filled, linked to it), and a
// lease's premises linked to — or created as — a property with a leased space. Both are idempotent: a
// memorandum or lease already linked answers its existing property. A document the user may not open is 404.
import type { createPropertyCreationService } from "#server/features/properties/properties-create.service.ts";
import * as parts from "#server/features/properties/properties-parts.repository.ts";
import * as repo from "#server/features/properties/properties.repository.ts";
import type { PropertiesService } from "#server/features/properties/properties.service.ts";
import { notFound } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import { parseAddressLine } from "#shared/rules/address-normalize.ts";
import { premisesFromLease, propertyFromMemorandum } from "#shared/rules/property-from-documents.ts";

type Ctx = Pick<AppContext, "db">;
type Creation = ReturnType<typeof createPropertyCreationService>;
type Abstract = Record<string, unknown> | null;

export function createPropertyDocumentsService(ctx: Ctx, properties: PropertiesService, creation: Creation) {
  const { db } = ctx;

  return {
    async fromMemorandum(userId: string, memorandumId: string) {
      const om = await parts.analysedDocument(db, userId, "offering_memorandum", memorandumId);
      if (!om) throw notFound("Offering memorandum not found");
      const [linked] = await parts.linksToEntity(db, userId, "offering_memorandum", memorandumId);
      if (linked) return { created: false, property: await properties.detail(userId, linked.propertyId) };
      const draft = propertyFromMemorandum(om.data as Abstract, om.title);
      const created = await properties.create(userId, draft);
      await parts.insertLinkRow(db, userId, created.id, "offering_memorandum", memorandumId);
      return { created: true, property: await properties.detail(userId, created.id) };
    },

    async fromLease(userId: string, leaseId: string, propertyId: string | null | undefined) {
      const lease = await parts.analysedDocument(db, userId, "lease", leaseId);
      if (!lease) throw notFound("Lease not found");
      const existing = await parts.spaceOfLease(db, userId, leaseId);
      if (existing) {
        return { created: false, spaceId: existing.id, property: await properties.detail(userId, existing.propertyId) };
      }
      const premises = premisesFromLease(lease.data as Abstract);
      let targetId = propertyId ?? null;
      let created = false;
      if (targetId) await properties.requireProperty(userId, targetId);
      else if (premises.address) {
        const parsed = parseAddressLine(premises.address);
        const [matches] = await creation.matchAddresses(userId, [{ street: parsed.street, city: parsed.city }]);
        targetId = matches?.[0]?.id ?? null;
      }
      if (!targetId) {
        const parsed = premises.address ? parseAddressLine(premises.address) : null;
        const row = await properties.create(userId, {
          name: parsed?.street ?? lease.title.slice(0, 300),
          locationStreetAddress: parsed?.street ?? null,
          locationCity: parsed?.city ?? null,
          locationState: parsed?.state ?? null,
          locationPostalCode: parsed?.postalCode ?? null,
        });
        targetId = row.id;
        created = true;
      }
      const spaceId = await parts.insertSpaceRow(db, userId, targetId, {
        suite: premises.suite,
        rsf: premises.rsf,
        status: "leased",
        tenantName: premises.tenantName,
        leaseExpiration: premises.leaseExpiration,
        leaseId,
      });
      await parts.insertLinkRow(db, userId, targetId, "lease", leaseId);
      await repo.updatePropertyRow(db, userId, targetId, {});
      await properties.publish(userId, targetId);
      return { created, spaceId, property: await properties.detail(userId, targetId) };
    },
  };
}
