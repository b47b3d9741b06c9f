// The Add New Property panel's calls (crm-documents.md §2, §4 'Property creation', §7, §9): existing properties
// at each address, several properties created with the hierarchy rules, and a property from a memorandum or a
// lease's premises.
import { z } from "zod";
import { text } from "#shared/contract/contacts-common.ts";
import { propertyCreate, propertyDto, propertyRef } from "#shared/contract/properties.ts";
import { defineRoute } from "#shared/contract/route.ts";

export const addressInput = z.object({
  street: text().max(300).nullable().optional(),
  city: text().max(120).nullable().optional(),
});
export const addressMatchDto = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  parentPropertyId: z.string().nullable(),
  hasChildren: z.boolean(),
  topLevelId: z.string(),
});
export type AddressMatchDto = z.infer<typeof addressMatchDto>;

export const matchAddresses = defineRoute({
  method: "POST",
  path: "/api/properties/address-matches",
  feature: "docanalysis",
  summary: "Existing properties at each address (prefix, full-text, city + contains; 10 each; batches of 5)",
  body: z.object({ addresses: z.array(addressInput).min(1).max(100) }),
  response: z.object({ matches: z.array(z.array(addressMatchDto)) }),
});

export const hierarchyChoice = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("standalone") }),
  z.object({ kind: z.literal("child"), parentId: z.uuid({ error: "Choose a parent property" }) }),
]);
export type HierarchyChoiceInput = z.infer<typeof hierarchyChoice>;

export const createPropertiesBatch = defineRoute({
  method: "POST",
  path: "/api/properties/batch",
  feature: "docanalysis",
  summary: "Create several properties with the §4 hierarchy rules (manual choices override)",
  body: z.object({
    items: z
      .array(z.object({ property: propertyCreate, choice: hierarchyChoice.nullable().optional() }))
      .min(1)
      .max(50),
    /** The brochure extract-pdf stored (its key), attached to every created property. */
    brochureKey: z.string().max(400).optional(),
    brochureName: z.string().max(200).optional(),
    /** Save the brochure's page images to the new properties' photos (extract-pdf-images job). */
    extractImages: z.boolean().optional(),
  }),
  response: z.object({ created: z.array(propertyRef), autoParents: z.array(propertyRef) }),
});

export const propertyFromMemorandum = defineRoute({
  method: "POST",
  path: "/api/properties/from-memorandum",
  feature: "docanalysis",
  summary: "Create a property pre-filled from an analysed memorandum (or answer the one already linked)",
  body: z.object({ memorandumId: z.uuid() }),
  response: z.object({ created: z.boolean(), property: propertyDto }),
});

export const propertyFromLease = defineRoute({
  method: "POST",
  path: "/api/properties/from-lease",
  feature: "docanalysis",
  summary: "Link a lease's premises to a property (given, matched by address, or created) as a leased space",
  body: z.object({ leaseId: z.uuid(), propertyId: z.uuid().nullable().optional() }),
  response: z.object({ created: z.boolean(), spaceId: z.string(), property: propertyDto }),
});
