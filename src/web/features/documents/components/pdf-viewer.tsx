import { AlertTriangleIcon, MinusIcon, PlusIcon } from "lucide-react";
import { TextLayer } from "pdfjs-dist";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { loadPdf, type PDFDocumentProxy } from "#web/features/documents/lib/pdf.ts";
import { matchSnippet } from "#web/features/documents/lib/snippet-match.ts";
import { cn } from "#web/lib/utils.ts";
import "#web/features/documents/components/pdf-viewer.css";

/** Where to jump: a page and, when known, the text to highlight. `key` changes on every click. */
export type PdfTarget = { page: number; snippet?: string; focus?: string; key: number };

/** Opens a cited page of the document's PDF (a field's or an answer's source). */
export type Locate = (page: number, snippet?: string, focus?: string) => void;

type PageSize = { width: number; height: number };

/**
 * The document beside its abstract: pdf.js pages rendered lazily (canvas + text layer) as they scroll
 * into view; a target scrolls to its page and highlights the snippet found in the text layer.
 */
export function PdfViewer({ url, target, className }: { url: string; target?: PdfTarget | null; className?: string }) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [sizes, setSizes] = useState<PageSize[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [width, setWidth] = useState(0);
  const scroller = useRef<HTMLElement>(null);

  useEffect(() => {
    let cancelled = false;
    const task = loadPdf(url);
    setDoc(null);
    setError(null);
    task.promise.then(
      async (loaded) => {
        // Page sizes first, so every placeholder has its final height and scrolling to a page is exact.
        const first = await loaded.getPage(1);
        const base = first.getViewport({ scale: 1 });
        const all: PageSize[] = [];
        for (let n = 1; n <= loaded.numPages; n++) {
          if (n === 1 || loaded.numPages <= 60) {
            const vp = (n === 1 ? first : await loaded.getPage(n)).getViewport({ scale: 1 });
            all.push({ width: vp.width, height: vp.height });
          } else all.push({ width: base.width, height: base.height });
        }
        if (cancelled) return;
        setSizes(all);
        setDoc(loaded);
      },
      (reason: unknown) => {
        if (!cancelled) setError(reason instanceof Error ? reason.message : "The document could not be opened.");
      },
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const maxWidth = Math.max(...sizes.map((s) => s.width), 1);
  const scale = width > 0 ? ((width - 32) / maxWidth) * zoom : 0;

  useEffect(() => {
    if (!target || !doc || !scroller.current) return;
    const page = scroller.current.querySelector<HTMLElement>(`[data-page-number="${target.page}"]`);
    page?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [target, doc]);

  return (
    <div className={cn("relative flex min-h-0 flex-col bg-slate-100", className)}>
      <div className="flex items-center justify-between gap-2 border-b bg-background/95 px-3 py-1.5 text-xs text-muted-foreground">
        <span>{doc ? `${doc.numPages} page${doc.numPages === 1 ? "" : "s"}` : "Document"}</span>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Zoom out"
            disabled={zoom <= 0.5}
            onClick={() => setZoom((z) => Math.max(0.5, z - 0.25))}
          >
            <MinusIcon aria-hidden />
          </Button>
          <span className="w-10 text-center tabular-nums">{Math.round(zoom * 100)}%</span>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Zoom in"
            disabled={zoom >= 3}
            onClick={() => setZoom((z) => Math.min(3, z + 0.25))}
          >
            <PlusIcon aria-hidden />
          </Button>
        </div>
      </div>
      <section
        ref={scroller}
        // Focusable so keyboard users can scroll the pages (arrow keys, Page Up/Down).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label="Document pages"
        className="min-h-0 flex-1 overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        data-testid="pdf-scroller"
      >
        {error ? (
          <div className="flex h-full min-h-60 flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted-foreground">
            <AlertTriangleIcon aria-hidden className="size-6 text-amber-600" />
            <p>The document could not be displayed.</p>
          </div>
        ) : !doc || scale === 0 ? (
          <div className="flex h-full min-h-60 items-center justify-center">
            <Spinner className="size-6" />
          </div>
        ) : (
          <div className="flex flex-col items-center gap-4 p-4">
            {sizes.map((size, index) => (
              <PdfPage
                // biome-ignore lint/suspicious/noArrayIndexKey: pages are positional
                key={index}
                doc={doc}
                number={index + 1}
                size={size}
                scale={scale}
                scrollRoot={scroller}
                target={target && target.page === index + 1 ? target : null}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

function PdfPage({
  doc,
  number,
  size,
  scale,
  scrollRoot,
  target,
}: {
  doc: PDFDocumentProxy;
  number: number;
  size: PageSize;
  scale: number;
  scrollRoot: React.RefObject<HTMLElement | null>;
  target: PdfTarget | null;
}) {
  const holder = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [rendered, setRendered] = useState<{ scale: number; items: string[]; divs: HTMLElement[] } | null>(null);

  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && setVisible(true), {
      root: scrollRoot.current,
      rootMargin: "600px 0px",
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [scrollRoot]);

  const wantRender = visible || !!target;
  useEffect(() => {
    if (!wantRender) return;
    let cancelled = false;
    let cancelRender: (() => void) | undefined;
    (async () => {
      const page = await doc.getPage(number);
      if (cancelled) return;
      const viewport = page.getViewport({ scale });
      const canvas = canvasRef.current;
      const text = textRef.current;
      if (!canvas || !text) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      const task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      cancelRender = () => task.cancel();
      await task.promise;
      if (cancelled) return;
      text.replaceChildren();
      const layer = new TextLayer({ textContentSource: await page.getTextContent(), container: text, viewport });
      await layer.render();
      if (!cancelled) setRendered({ scale, items: layer.textContentItemsStr, divs: layer.textDivs });
    })().catch(() => {
      // A cancelled render (scrolled away, zoom changed) is expected; anything else leaves the placeholder.
    });
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [doc, number, scale, wantRender]);

  const highlight = useMemo(() => {
    if (!target?.snippet || !rendered) return [];
    const around = matchSnippet(rendered.items, target.snippet);
    if (!target.focus || around.length === 0) return around;
    // Snippets carry some context; mark just the value inside them when it can be found there.
    const from = around[0];
    const to = around[around.length - 1];
    const inner = matchSnippet(rendered.items.slice(from, to + 1), target.focus).map((i) => i + from);
    return inner.length ? inner : around;
  }, [target, rendered]);

  useEffect(() => {
    const text = textRef.current;
    if (!text || !rendered) return;
    // textDivs[i] renders textContentItemsStr[i] (pdf.js keeps them aligned; <br>s are extra nodes).
    for (const span of text.querySelectorAll(".ld-highlight")) span.classList.remove("ld-highlight");
    const marked = highlight.map((i) => rendered.divs[i]).filter((s): s is HTMLElement => !!s);
    for (const span of marked) span.classList.add("ld-highlight");
    marked[0]?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [highlight, rendered]);

  const w = Math.floor(size.width * scale);
  const h = Math.floor(size.height * scale);
  return (
    <section
      ref={holder}
      data-page-number={number}
      aria-label={`Page ${number}`}
      className={cn(
        "ld-pdf-page relative shrink-0 bg-white shadow-sm ring-1 ring-slate-200 transition-shadow",
        target && "ring-2 ring-primary/60",
      )}
      style={{ width: w, height: h, ["--scale-factor" as string]: scale, ["--total-scale-factor" as string]: scale }}
    >
      <canvas ref={canvasRef} className="absolute inset-0 size-full" />
      <div ref={textRef} className="textLayer" />
      <span className="pointer-events-none absolute right-2 bottom-1 text-[10px] text-slate-400">{number}</span>
    </section>
  );
}
