// The upload flow as the app frame offers it (sidebar Upload, Quick Add → Document): its code loads when it opens.
import { lazyPanel } from "#web/lib/lazy-panel.tsx";

export const LazyDocumentUploadFlow = lazyPanel(
  () => import("#web/features/documents/components/document-upload-flow.tsx").then((m) => m.DocumentUploadFlow),
  (props) => props.mode !== null,
);
