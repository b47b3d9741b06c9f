// One chat panel for leases and memoranda: suggestions, history, whole-sentence citations that open the page.
import { BotIcon, FileSearchIcon, SendIcon, SparklesIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { DocumentChatMessage } from "#shared/contract/documents-chat.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { type ChatKind, useAskDocumentChat, useDocumentChat } from "#web/features/documents/api/document-chat.ts";
import { formatDateTime } from "#web/features/documents/lib/format.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { cn } from "#web/lib/utils.ts";
import type { Locate } from "#web/features/documents/components/pdf-viewer.tsx";

/** What the panel says for each kind of document. */
const copy: Record<ChatKind, { noun: string; intro: string; suggestions: string[] }> = {
  lease: {
    noun: "lease",
    intro: "Answers quote the clauses they rest on, with the page.",
    suggestions: [
      "When does the lease expire?",
      "What is the security deposit?",
      "Are there renewal options?",
      "Who pays for repairs?",
    ],
  },
  memorandum: {
    noun: "memorandum",
    intro: "Answers quote the lines they rest on, with the page.",
    suggestions: ["What is the cap rate?", "What is the NOI?", "What is the occupancy?", "When was it built?"],
  },
};

/** Questions about one lease or memorandum, answered from its text with page citations; history kept per document. */
export function DocumentChatPanel({
  kind,
  id,
  ready,
  onLocate,
}: {
  kind: ChatKind;
  id: string;
  ready: boolean;
  onLocate: Locate;
}) {
  const { noun, intro, suggestions } = copy[kind];
  const chat = useDocumentChat(kind, id);
  const ask = useAskDocumentChat(kind, id);
  const [question, setQuestion] = useState("");
  const [asked, setAsked] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const messages = chat.data ?? [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the conversation grows
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end", behavior: "smooth" });
  }, [messages.length, asked]);

  const send = async (text: string) => {
    const value = text.trim();
    if (!value || ask.isPending) return;
    setAsked(value);
    setQuestion("");
    try {
      await ask.mutateAsync(value);
    } catch (error) {
      setQuestion(value);
      toast({
        title: "Could not answer",
        description: isApiError(error) && error.status < 500 ? error.message : "Please try again.",
        variant: "destructive",
      });
    } finally {
      setAsked(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(question);
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto" aria-live="polite">
        {chat.isPending ? (
          <div className="grid gap-3 p-1">
            <Skeleton className="h-10 w-2/3 justify-self-end" />
            <Skeleton className="h-20 w-5/6" />
          </div>
        ) : messages.length === 0 && !asked ? (
          <div className="grid gap-4 py-6 text-center">
            <div className="mx-auto flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
              <SparklesIcon aria-hidden className="size-5" />
            </div>
            <div className="grid gap-1">
              <p className="text-sm font-semibold">Ask about this {noun}</p>
              <p className="text-sm text-muted-foreground">{intro}</p>
            </div>
            {ready ? (
              <div className="flex flex-wrap justify-center gap-2">
                {suggestions.map((s) => (
                  <button
                    key={s}
                    type="button"
                    onClick={() => void send(s)}
                    className="rounded-full border px-3 py-1 text-xs text-slate-700 hover:border-primary/40 hover:bg-primary-soft"
                  >
                    {s}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
        ) : (
          <ol className="grid gap-4 py-2">
            {messages.map((m) => (
              <ChatMessage key={m.id} message={m} onLocate={onLocate} />
            ))}
            {asked ? (
              <>
                <li className="flex justify-end">
                  <div className="max-w-[85%] rounded-2xl rounded-br-md bg-primary px-3.5 py-2 text-sm text-primary-foreground">
                    {asked}
                  </div>
                </li>
                <li className="flex items-center gap-2 text-sm text-muted-foreground">
                  <BotIcon aria-hidden className="size-4" />
                  <span className="animate-pulse">Reading the {noun}…</span>
                </li>
              </>
            ) : null}
          </ol>
        )}
        <div ref={end} />
      </div>
      <form onSubmit={submit} className="mt-3 flex items-end gap-2 border-t pt-3">
        <Textarea
          aria-label={`Ask a question about this ${noun}`}
          placeholder={ready ? `Ask a question about this ${noun}…` : "Available once the analysis is complete"}
          disabled={!ready}
          rows={1}
          className="max-h-32 min-h-10 resize-none"
          value={question}
          maxLength={2000}
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              void send(question);
            }
          }}
        />
        <Button type="submit" size="icon" aria-label="Ask" disabled={!ready || !question.trim() || ask.isPending}>
          <SendIcon aria-hidden />
        </Button>
      </form>
    </div>
  );
}

function ChatMessage({ message, onLocate }: { message: DocumentChatMessage; onLocate: Locate }) {
  if (message.role === "user")
    return (
      <li className="flex flex-col items-end gap-0.5">
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-primary px-3.5 py-2 text-sm whitespace-pre-line text-primary-foreground">
          {message.content}
        </div>
        <span className="text-[10px] text-muted-foreground">
          {message.user?.name ? `${message.user.name} · ` : ""}
          {formatDateTime(message.createdAt)}
        </span>
      </li>
    );
  return (
    <li className="flex gap-2" data-testid="chat-answer">
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <BotIcon aria-hidden className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="rounded-2xl rounded-tl-md bg-slate-100 px-3.5 py-2 text-sm whitespace-pre-line text-slate-900">
          {message.content}
        </div>
        {message.citations.length ? (
          <ul className="grid gap-1.5" aria-label="Citations">
            {message.citations.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: citations are positional
              <li key={i}>
                <button
                  type="button"
                  onClick={() => onLocate(c.page, c.snippet)}
                  className={cn(
                    "group grid w-full gap-1 rounded-lg border border-l-4 border-l-primary/60 bg-white px-3 py-2 text-left text-xs outline-none hover:border-primary/40 hover:bg-primary-soft/40 focus-visible:ring-2 focus-visible:ring-ring",
                  )}
                >
                  <span className="flex items-center gap-1 font-medium text-primary">
                    <FileSearchIcon aria-hidden className="size-3" /> Page {c.page}
                  </span>
                  <span className="line-clamp-3 text-slate-600 italic">“{c.snippet}”</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
