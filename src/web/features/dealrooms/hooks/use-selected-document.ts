// /dealrooms/{id}?selected={documentId} (how a global-search result opens a room document): once the room's
// documents have loaded, open that one as its row's Open/View button would, then drop the parameter so a
// reload or Back does not open it again.
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { DocumentDto } from "#shared/contract/dealrooms-documents.ts";
import { toast } from "#web/lib/toast.ts";

export function useSelectedDocument(documents: DocumentDto[] | undefined, open: (doc: DocumentDto) => void) {
  const [params, setParams] = useSearchParams();
  const selected = params.get("selected");
  // `open` is a new function on every render; the effect runs once per selection, with the latest one.
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!selected || !documents) return;
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.delete("selected");
        return n;
      },
      { replace: true },
    );
    const doc = documents.find((d) => d.id === selected);
    if (doc) openRef.current(doc);
    else toast({ title: "Error", description: "The document could not be opened.", variant: "destructive" });
  }, [selected, documents, setParams]);
}
