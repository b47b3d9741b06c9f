import { useAskLeaseChat } from "#web/features/documents/api/ask-lease-chat.ts";
import { useLeaseChat } from "#web/features/documents/api/list-lease-chat.ts";
import { DocumentChatPanel } from "#web/features/documents/components/document-chat-panel.tsx";
import type { Locate } from "#web/features/documents/components/pdf-viewer.tsx";

const suggestions = [
  "When does the lease expire?",
  "What is the security deposit?",
  "Are there renewal options?",
  "Who pays for repairs?",
];

/** Questions about this lease, answered from its clauses with page citations; history kept per lease. */
export function LeaseChatPanel({ leaseId, ready, onLocate }: { leaseId: string; ready: boolean; onLocate: Locate }) {
  const messages = useLeaseChat(leaseId);
  const ask = useAskLeaseChat(leaseId);
  return (
    <DocumentChatPanel
      noun="lease"
      intro="Answers quote the clauses they rest on, with the page."
      suggestions={suggestions}
      source={{ messages, ask }}
      ready={ready}
      onLocate={onLocate}
    />
  );
}
