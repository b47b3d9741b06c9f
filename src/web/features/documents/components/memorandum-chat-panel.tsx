import { useAskMemorandumChat } from "#web/features/documents/api/ask-memorandum-chat.ts";
import { useMemorandumChat } from "#web/features/documents/api/list-memorandum-chat.ts";
import { DocumentChatPanel } from "#web/features/documents/components/document-chat-panel.tsx";
import type { Locate } from "#web/features/documents/components/pdf-viewer.tsx";

const suggestions = ["What is the cap rate?", "What is the NOI?", "What is the occupancy?", "When was it built?"];

/** Questions about this memorandum, answered from its pages with page citations; history kept per memorandum. */
export function MemorandumChatPanel({ id, ready, onLocate }: { id: string; ready: boolean; onLocate: Locate }) {
  const messages = useMemorandumChat(id);
  const ask = useAskMemorandumChat(id);
  return (
    <DocumentChatPanel
      noun="memorandum"
      intro="Answers quote the lines they rest on, with the page."
      suggestions={suggestions}
      source={{ messages, ask }}
      ready={ready}
      onLocate={onLocate}
    />
  );
}
