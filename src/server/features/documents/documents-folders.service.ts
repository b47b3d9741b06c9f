// Folders: a private tree per broker under Home. A folder is deleted only when empty (spec wording), and is
// never moved under itself.
import type { DocumentsCore } from "#server/features/documents/documents-core.ts";
import { folderDto } from "#server/features/documents/documents-dto.ts";
import * as folders from "#server/features/documents/documents-folders.repository.ts";
import type { FolderRow } from "#server/features/documents/documents.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import { documentEvents, documentTexts } from "#shared/contract/documents.ts";

export function createFoldersService(core: DocumentsCore) {
  const { db, publish } = core;
  const folderEvent = (id: string) => ({ type: documentEvents.folder, entity: "folder", id });

  return {
    async listFolders(userId: string) {
      return { items: (await folders.listFolders(db, userId)).map(folderDto) };
    },

    async getFolder(userId: string, id: string) {
      const all = await folders.listFolders(db, userId);
      const byId = new Map(all.map((f) => [f.id, f]));
      const folder = byId.get(id);
      if (!folder) throw notFound("Folder not found");
      const breadcrumbs: { id: string; name: string }[] = [];
      const seen = new Set<string>();
      for (let f: FolderRow | undefined = folder; f && !seen.has(f.id); f = byId.get(f.parentFolderId ?? "")) {
        seen.add(f.id);
        breadcrumbs.unshift({ id: f.id, name: f.name });
      }
      return { ...folderDto(folder), breadcrumbs };
    },

    async createFolder(userId: string, input: { name: string; parentFolderId?: string | null }) {
      await core.requireFolder(userId, input.parentFolderId);
      const folder = await folders.insertFolder(db, userId, {
        name: input.name.trim(),
        parentFolderId: input.parentFolderId ?? null,
      });
      await publish([userId], folderEvent(folder.id));
      return folderDto(folder);
    },

    async updateFolder(userId: string, id: string, patch: { name?: string; parentFolderId?: string | null }) {
      const all = await folders.listFolders(db, userId);
      const byId = new Map(all.map((f) => [f.id, f]));
      if (!byId.has(id)) throw notFound("Folder not found");
      if (patch.parentFolderId) {
        if (!byId.has(patch.parentFolderId)) throw notFound("Folder not found");
        // Moving under itself or one of its descendants would detach a cycle from Home.
        for (let f = byId.get(patch.parentFolderId); f; f = byId.get(f.parentFolderId ?? "")) {
          if (f.id === id) {
            throw new AppError("VALIDATION_FAILED", "A folder cannot be moved into itself", {
              fields: { parentFolderId: "A folder cannot be moved into itself" },
            });
          }
        }
      }
      const row = await folders.updateFolder(db, userId, id, {
        ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
        ...(patch.parentFolderId !== undefined ? { parentFolderId: patch.parentFolderId } : {}),
      });
      if (!row) throw notFound("Folder not found");
      await publish([userId], folderEvent(id));
      return folderDto(row);
    },

    async deleteFolder(userId: string, id: string) {
      if (!(await folders.findFolder(db, userId, id))) throw notFound("Folder not found");
      if (!(await folders.folderIsEmpty(db, userId, id))) {
        throw new AppError("CONFLICT", documentTexts.folderNotEmpty);
      }
      await folders.deleteFolder(db, userId, id);
      await publish([userId], folderEvent(id));
      return { ok: true as const };
    },
  };
}
