// Deal rooms: one service composed of its parts, split by the nouns they serve (ARCHITECTURE.md). Access
// is resolved per request to an Actor (dealrooms-access.ts); another user's room answers 404.
import { createRoomCore } from "#server/features/dealrooms/dealrooms-access.ts";
import { createDocumentsService } from "#server/features/dealrooms/dealrooms-documents.service.ts";
import { createEsignService } from "#server/features/dealrooms/dealrooms-esign.service.ts";
import { createGuestService } from "#server/features/dealrooms/dealrooms-guest.service.ts";
import { createRoomsService } from "#server/features/dealrooms/dealrooms-rooms.service.ts";
import { createSharingService } from "#server/features/dealrooms/dealrooms-sharing.service.ts";
import { createVersionsService } from "#server/features/dealrooms/dealrooms-versions.service.ts";
import type { AppContext } from "#server/platform/http.ts";

export { type Actor, DEALROOM_BUCKET } from "#server/features/dealrooms/dealrooms-access.ts";
export { toDealroomDto } from "#server/features/dealrooms/dealrooms-dto.ts";
export { SYNC_JOB } from "#server/features/dealrooms/dealrooms-esign.service.ts";

export function createDealroomService(ctx: AppContext) {
  const core = createRoomCore(ctx);
  const documents = createDocumentsService(core);
  return {
    resolve: core.resolve,
    ...createRoomsService(core),
    ...createGuestService(core),
    ...createSharingService(core),
    ...documents,
    ...createVersionsService(core, documents),
    ...createEsignService(core),
  };
}

export type DealroomService = ReturnType<typeof createDealroomService>;
