// Documents (Doc Insights): one service composed of its parts, split by responsibility — folders, records and
// files, uploads, the analysis and Lease Admin, lease and memorandum specifics, sharing. What they share (access
// rules, events, storage layout) is documents-core.ts; the repositories are the only database access.
import { createDocumentChat } from "#server/features/documents/document-chat.service.ts";
import { createAnalysisService } from "#server/features/documents/documents-analysis.service.ts";
import { createDocumentsCore, type DocumentsDeps } from "#server/features/documents/documents-core.ts";
import { createFoldersService } from "#server/features/documents/documents-folders.service.ts";
import { createLeasesService } from "#server/features/documents/documents-leases.service.ts";
import { createMemorandaService } from "#server/features/documents/documents-memoranda.service.ts";
import { createRecordsService } from "#server/features/documents/documents-records.service.ts";
import { createSharingService } from "#server/features/documents/documents-sharing.service.ts";
import { createUploadsService } from "#server/features/documents/documents-uploads.service.ts";

export function createDocumentsService(deps: DocumentsDeps) {
  const core = createDocumentsCore(deps);
  const chat = createDocumentChat({
    db: core.db,
    log: core.log,
    accessible: core.accessible,
    publish: core.publish,
    answer: (type, pages, question) =>
      type === "lease"
        ? deps.analysis.answerQuestion(pages, question)
        : deps.analysis.answerMemorandumQuestion(pages, question),
  });
  const analysis = createAnalysisService(core);
  const { queueAnalysis: _internal, ...analysisApi } = analysis;
  return {
    ...createFoldersService(core),
    ...createRecordsService(core),
    ...createUploadsService(core, analysis),
    ...analysisApi,
    ...createLeasesService(core, chat),
    ...createMemorandaService(core, chat),
    ...createSharingService(core),
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
