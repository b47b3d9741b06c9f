// Rows → contract DTOs (the response schema is the DTO: columns not named here never leave the server).
import type { FileRow, LinkRow, SpaceRow } from "#server/features/properties/properties-parts.repository.ts";
import type { PropertyListRow, PropertyRow } from "#server/features/properties/properties.repository.ts";
import type { Storage } from "#server/platform/storage.ts";
import type { PropertyListItem } from "#shared/contract/properties.ts";
import type { PropertyFileDto, PropertyLinkDto, SpaceDto } from "#shared/contract/properties-parts.ts";
import { formatAddress } from "#shared/rules/address-normalize.ts";
import type { RollupSpace } from "#shared/rules/property-rollup.ts";

export function addressOf(p: {
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}): string {
  return formatAddress(p);
}

export function rowAddress(p: PropertyRow): string {
  return addressOf({
    street: p.locationStreetAddress,
    city: p.locationCity,
    state: p.locationState,
    postalCode: p.locationPostalCode,
    country: p.locationCountry,
  });
}

export function toListItem(r: PropertyListRow): PropertyListItem {
  return {
    id: r.id,
    name: r.name,
    buildingName: r.buildingName,
    address: addressOf(r),
    locationCity: r.city,
    propertyType: r.propertyType,
    sizeSf: r.sizeSf,
    parent: r.parentId ? { id: r.parentId, name: r.parentName ?? "" } : null,
    childCount: r.childCount,
    locationLatitude: r.latitude,
    locationLongitude: r.longitude,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toSpaceDto(s: SpaceRow): SpaceDto {
  return {
    id: s.id,
    propertyId: s.propertyId,
    suite: s.suite,
    floor: s.floor,
    rsf: s.rsf,
    availableDate: s.availableDate,
    askingRent: s.askingRent,
    rentType: s.rentType,
    status: s.status === "leased" ? "leased" : "available",
    lease: s.leaseId ? { id: s.leaseId, title: s.leaseTitle ?? "Lease" } : null,
    tenantName: s.tenantName,
    leaseExpiration: s.leaseExpiration,
    notes: s.notes,
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function toRollupSpace(s: SpaceRow): RollupSpace {
  return {
    id: s.id,
    propertyId: s.propertyId,
    suite: s.suite,
    rsf: s.rsf,
    status: s.status === "leased" ? "leased" : "available",
    tenantName: s.tenantName,
    leaseExpiration: s.leaseExpiration,
  };
}

export async function toFileDto(storage: Storage, f: FileRow): Promise<PropertyFileDto> {
  return {
    id: f.id,
    kind: f.kind as PropertyFileDto["kind"],
    name: f.name,
    size: f.size,
    contentType: f.contentType,
    url: await storage.signedUrl(f.bucket, f.storageKey),
    uploadedAt: f.createdAt.toISOString(),
    source: f.source,
  };
}

export function toLinkDto(l: LinkRow, title: string): PropertyLinkDto {
  return { id: l.id, entityType: l.entityType as PropertyLinkDto["entityType"], entityId: l.entityId, title };
}
