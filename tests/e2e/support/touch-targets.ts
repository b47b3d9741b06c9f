// Touch targets on a phone (issue 14): every visible control is at least 40 × 40 CSS px where a thumb lands on
// it. One page.evaluate per page measures them all. What counts as the target:
// - a checkbox, radio or switch: its box together with its <label> (tapping the label toggles it);
// - a control wrapped in a <label>: the label;
// - anything else: its own box.
// Left out, as WCAG 2.5.8 allows: inline links inside a sentence (their height is the line's), and controls
// visually hidden (sr-only inputs whose label is the target, measured instead).
import type { Page } from "@playwright/test";

export const MIN_TOUCH_PX = 40;

/** Offenders on the page as "what (w × h)", deduplicated (a list's hundred identical cards say it once). */
export function smallTouchTargets(page: Page, min = MIN_TOUCH_PX): Promise<string[]> {
  return page.evaluate((minPx) => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[role=link]",
      "[role=tab]",
      "[role=checkbox]",
      "[role=radio]",
      "[role=switch]",
      "[role=combobox]",
      "[role=menuitem]",
      "[role=option]",
    ].join(",");
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) return false;
      const style = getComputedStyle(el);
      return style.visibility !== "hidden" && Number(style.opacity) > 0 && !el.closest("[aria-hidden=true], [inert]");
    };
    /** Inline text link in running text: the sentence around it decides its height (WCAG 2.5.8 "inline"). */
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== "inline") return false;
      const block = el.parentElement;
      if (!block) return false;
      const own = (el.textContent ?? "").trim().length;
      return (block.textContent ?? "").trim().length > own + 3;
    };
    const labelsOf = (el: Element): Element[] => {
      const labels: Element[] = "labels" in el ? Array.from((el as HTMLInputElement).labels ?? []) : [];
      if (el.id) labels.push(...Array.from(document.querySelectorAll(`label[for="${CSS.escape(el.id)}"]`)));
      return labels.filter(visible);
    };
    type Box = { left: number; top: number; right: number; bottom: number };
    /** A ::before/::after laid over the control widens what a tap hits (a card-wide link, a checkbox's halo). */
    const pseudoBoxes = (el: Element): Box[] => {
      const boxes: Box[] = [];
      // A control that clips its overflow (truncate) clips its own layer too.
      if (getComputedStyle(el).overflow !== "visible") return boxes;
      for (const which of ["::before", "::after"]) {
        const style = getComputedStyle(el, which);
        if (style.content === "none" || style.position !== "absolute" || style.pointerEvents === "none") continue;
        const insets = [style.top, style.right, style.bottom, style.left].map((v) => Number.parseFloat(v));
        if (insets.some((v) => Number.isNaN(v))) continue;
        let block: Element | null = el;
        while (block && block !== document.body && getComputedStyle(block).position === "static") {
          block = block.parentElement;
        }
        const b = (block ?? document.body).getBoundingClientRect();
        boxes.push({
          top: b.top + insets[0],
          right: b.right - insets[1],
          bottom: b.bottom - insets[2],
          left: b.left + insets[3],
        });
      }
      return boxes;
    };
    const union = (boxes: Box[]) => {
      const left = Math.min(...boxes.map((b) => b.left));
      const top = Math.min(...boxes.map((b) => b.top));
      return {
        width: Math.max(...boxes.map((b) => b.right)) - left,
        height: Math.max(...boxes.map((b) => b.bottom)) - top,
      };
    };
    const found = new Map<string, number>();
    for (const el of Array.from(document.querySelectorAll(selector))) {
      const labels = labelsOf(el);
      const shown = visible(el);
      if (!shown && labels.length === 0) continue;
      if (el.tagName === "A" && inSentence(el)) continue;
      const role = el.getAttribute("role");
      const toggles =
        ["checkbox", "radio", "switch"].includes(role ?? "") ||
        (el instanceof HTMLInputElement && ["checkbox", "radio"].includes(el.type));
      // A label that wraps the control is its target; a toggle's separate label adds to its box.
      const wrapping = el.closest("label");
      const parts =
        wrapping && visible(wrapping) ? [wrapping] : [...(shown ? [el] : []), ...(toggles || !shown ? labels : [])];
      const box = union([...parts.map((p) => p.getBoundingClientRect()), ...pseudoBoxes(el)]);
      // Sub-pixel layout (39.98 px) is 40 on screen.
      if (box.width + 0.5 >= minPx && box.height + 0.5 >= minPx) continue;
      const name =
        el.getAttribute("aria-label") ||
        (el as HTMLInputElement).placeholder ||
        (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30) ||
        (el as HTMLInputElement).name ||
        "";
      const what = `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ""} "${name}" (${Math.round(box.width)} × ${Math.round(box.height)})`;
      found.set(what, (found.get(what) ?? 0) + 1);
    }
    return [...found].map(([what, n]) => (n > 1 ? `${what} ×${n}` : what));
  }, min);
}
