// Address matching and batch creation for the Add New Property panel (crm-documents.md §4, §7, §9).
// Matching: per address three reads (prefix, full-text, city + contains; 10 rows each), merged by id, kept
// when they are the same building; addresses in batches of 5. Batch creation applies the §4 hierarchy rules
// in one transaction; geocoding and page-image extraction run afterwards as jobs.
import * as parts from "#server/features/properties/properties-parts.repository.ts";
import * as repo from "#server/features/properties/properties.repository.ts";
import { DOCUMENT_BUCKET } from "#server/features/properties/properties-parts.service.ts";
import { type PropertiesService, toRowValues } from "#server/features/properties/properties.service.ts";
import { notFound } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import type { PropertyFields } from "#shared/contract/properties.ts";
import type { AddressMatchDto, HierarchyChoiceInput } from "#shared/contract/properties-create.ts";
import { addressQuery, inBatches, mergeById, sameBuilding } from "#shared/rules/address-match.ts";
import { type ExistingMatch, planHierarchy } from "#shared/rules/property-hierarchy.ts";

export const PDF_IMAGES_JOB = "properties.extract-pdf-images";
export type PdfImagesJob = { userId: string; brochureKey: string; propertyIds: string[] };
type Ctx = Pick<AppContext, "db" | "jobs" | "log">;
type Address = { street?: string | null; city?: string | null };

export function addressKeyOf(a: Address): string {
  const q = addressQuery(a.street, a.city);
  return q ? `${q.street}|${q.city}` : "";
}

export function createPropertyCreationService(ctx: Ctx, properties: PropertiesService) {
  const { db } = ctx;

  async function matchOne(userId: string, a: Address): Promise<AddressMatchDto[]> {
    const q = addressQuery(a.street, a.city);
    if (!q) return [];
    const merged = mergeById(await Promise.all(repo.addressMatchReads(db, userId, q))).filter((m) =>
      sameBuilding(q, m),
    );
    const tops = await repo.topLevelIds(
      db,
      userId,
      merged.map((m) => m.id),
    );
    return merged.map((m) => ({
      id: m.id,
      name: m.name,
      street: m.street,
      city: m.city,
      state: m.state,
      parentPropertyId: m.parentPropertyId,
      hasChildren: m.hasChildren,
      topLevelId: tops.get(m.id) ?? m.id,
    }));
  }

  async function matchAddresses(userId: string, addresses: Address[]): Promise<AddressMatchDto[][]> {
    const out: AddressMatchDto[][] = [];
    for (const batch of inBatches(addresses)) out.push(...(await Promise.all(batch.map((a) => matchOne(userId, a)))));
    return out;
  }

  return {
    matchAddresses,

    async createBatch(
      userId: string,
      items: { property: PropertyFields; choice?: HierarchyChoiceInput | null }[],
      opts: { brochureKey?: string | null; brochureName?: string; brochureSize?: number; extractImages?: boolean } = {},
    ) {
      const manualParents = items.flatMap((i) => (i.choice?.kind === "child" ? [i.choice.parentId] : []));
      const explicitParents = items.flatMap((i) => (i.property.parentPropertyId ? [i.property.parentPropertyId] : []));
      const wanted = [...new Set([...manualParents, ...explicitParents])];
      const owned = await repo.ownedIds(db, userId, wanted);
      if (wanted.some((id) => !owned.has(id))) throw notFound("Parent property not found");

      const keys = items.map((i) =>
        addressKeyOf({ street: i.property.locationStreetAddress, city: i.property.locationCity }),
      );
      const distinct = [...new Set(keys.filter(Boolean))];
      const firstAt = new Map<string, number>();
      keys.forEach((k, i) => {
        if (k && !firstAt.has(k)) firstAt.set(k, i);
      });
      const found = await matchAddresses(
        userId,
        distinct.map((k) => {
          const p = items[firstAt.get(k) as number]?.property;
          return { street: p?.locationStreetAddress, city: p?.locationCity };
        }),
      );
      const matches = new Map<string, ExistingMatch[]>(distinct.map((k, i) => [k, found[i] ?? []]));
      const plan = planHierarchy(
        items.map((item, i) => ({
          addressKey: item.property.parentPropertyId ? "" : (keys[i] ?? ""),
          buildingName: item.property.buildingName ?? null,
          street: item.property.locationStreetAddress ?? null,
          choice: item.choice ?? null,
        })),
        matches,
      );

      const result = await db.transaction(async (tx) => {
        const autoRows: repo.PropertyRow[] = [];
        for (const auto of plan.autoParents) {
          const template = items[auto.template]?.property as PropertyFields;
          autoRows.push(
            await repo.insertPropertyRow(tx, userId, {
              ...(toRowValues({
                name: auto.name,
                buildingName: template.buildingName ?? null,
                locationStreetAddress: template.locationStreetAddress ?? null,
                locationCity: template.locationCity ?? null,
                locationState: template.locationState ?? null,
                locationPostalCode: template.locationPostalCode ?? null,
                locationCountry: template.locationCountry ?? null,
                locationLatitude: template.locationLatitude ?? null,
                locationLongitude: template.locationLongitude ?? null,
              }) as repo.PropertyInsert),
              description: auto.description,
              propertyType: auto.propertyType,
            }),
          );
        }
        const created: repo.PropertyRow[] = [];
        for (const [i, item] of items.entries()) {
          const decision = plan.decisions[i];
          const parentId =
            item.property.parentPropertyId ??
            (decision?.kind === "existing"
              ? decision.id
              : decision?.kind === "auto"
                ? (autoRows[decision.group]?.id ?? null)
                : null);
          created.push(
            await repo.insertPropertyRow(tx, userId, {
              ...(toRowValues(item.property) as repo.PropertyInsert),
              parentPropertyId: parentId,
            }),
          );
        }
        if (opts.brochureKey) {
          await parts.insertFileRows(
            tx,
            userId,
            created.map((p) => ({
              propertyId: p.id,
              kind: "brochure" as const,
              bucket: DOCUMENT_BUCKET,
              storageKey: opts.brochureKey as string,
              name: opts.brochureName ?? "Brochure.pdf",
              size: opts.brochureSize ?? 0,
              contentType: "application/pdf",
              source: "extraction" as const,
            })),
          );
        }
        return { autoRows, created };
      });

      for (const row of [...result.autoRows, ...result.created]) await properties.afterAddress(userId, row);
      if (opts.brochureKey && opts.extractImages) {
        await ctx.jobs
          .send<PdfImagesJob>(PDF_IMAGES_JOB, {
            userId,
            brochureKey: opts.brochureKey,
            propertyIds: result.created.map((p) => p.id),
          })
          .catch((err) => ctx.log.warn({ err }, "image extraction not queued"));
      }
      await properties.publish(userId);
      return {
        created: result.created.map((p) => ({ id: p.id, name: p.name })),
        autoParents: result.autoRows.map((p) => ({ id: p.id, name: p.name })),
      };
    },
  };
}
