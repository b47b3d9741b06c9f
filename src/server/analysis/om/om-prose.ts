// Figures stated in running text rather than in labelled tables.
import { UNIT_TYPE_RE } from "./om-derived.ts";
import { basisOf } from "./om-fields.ts";
import { type Candidate, pageInfo } from "./om-labels.ts";
import type { Line } from "./om-text.ts";

const MARKET_CONTEXT_RE =
  /\b(?:market|submarket|average|avg|area|region(?:al)?|national|city|county|metro|msa|comparable|comps?|competitive|historical|typical|citywide)\b/i;

/** Figures stated in running text: "a 14-unit community", "totaling 11,200 square feet", "100% occupied". */
export function proseCandidates(pages: Line[][]): Candidate[] {
  const out: Candidate[] = [];
  for (const lines of pages) {
    if (lines.length === 0) continue;
    const info = pageInfo(lines);
    if (info.offTopic) continue;
    // Running text wraps: join a long line with the lines that continue it.
    const paras: Line[] = [];
    for (const line of lines) {
      const prev = paras[paras.length - 1];
      if (
        prev &&
        prev.text.length > 60 &&
        !/[.:]$/.test(prev.text) &&
        /^[a-z0-9$(]/i.test(line.text) &&
        line.text.length > 15
      )
        paras[paras.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
      else paras.push(line);
    }
    for (const line of paras) {
      const t = line.text;
      const push = (key: string, m: RegExpMatchArray, v: number, conf: number) =>
        out.push({
          key,
          value: m[0],
          normalized: v,
          page: line.page,
          snippet: t.slice(0, 200),
          confidence: conf,
          basis: null,
        });
      // A unit-mix row ('2 Bed / 2 Bath | 16 Units') counts one type of unit; its 'Total' row counts them all.
      const mixRow = UNIT_TYPE_RE.test(t);
      const mixTotal = /^(?:totals?|total\s+units|grand\s+total)\b/i.test(t);
      for (const m of t.matchAll(
        /\b(\d{1,3}(?:,\d{3})*|\d+)[\s-]+(?:apartment\s+|residential\s+)?(?:units?|keys|doors)\b(?!\s*(?:type|mix|size|sf|amenit))/gi,
      )) {
        const v = Number(m[1].replace(/,/g, ""));
        if (mixRow) continue;
        if (v >= 2 && v <= 20_000 && !/\b(?:of|the)\s*$/i.test(t.slice(0, m.index)))
          push("units", m, v, mixTotal ? 0.66 : 0.6);
      }
      for (const m of t.matchAll(
        /\b(\d{1,3}(?:,\d{3})+|\d{4,})\s*[-±]?\s*(?:\+\/-\s*)?(?:square[\s-]+f(?:ee|oo)t|sq\.?\s?ft\.?|s\.?f\.?|rsf|gsf)\b/gi,
      )) {
        const ctx = t.slice(Math.max(0, (m.index ?? 0) - 40), (m.index ?? 0) + m[0].length + 30);
        if (/\b(?:lot|land|site|parcel|acres?)\b/i.test(ctx)) continue;
        const v = Number(m[1].replace(/,/g, ""));
        const verb =
          /\b(?:totals?|totaling|totalling|comprising|comprises|consisting|consists|contains|containing)\b/i.test(ctx);
        if (!verb && /\b(?:suite|space|available|vacant|per\s+unit|average|avg|unit\s+size|range|to\s*$)/i.test(ctx))
          continue;
        if (v >= 500 && verb) push("buildingSquareFeet", m, v, 0.62);
        else if (
          v >= 500 &&
          /\b(?:building|totaling|total|comprising|consisting|features|office|industrial|warehouse|retail|center|property|facility|complex|community)\b/i.test(
            ctx,
          )
        )
          push("buildingSquareFeet", m, v, 0.5);
      }
      // "Current Financials: 4.80% Cap Rate ... Pro Forma Financials: 5.90% Cap Rate": the figure before its label.
      for (const m of t.matchAll(/\b(\d{1,2}(?:\.\d+)?)\s?%\s+cap(?:italization)?(?:\s+rate)?\b/gi)) {
        const before = t.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
        if (/\b(?:average|avg|market|comps?|comparables?|sold|trad(?:ed|ing)|range|typical)\b/i.test(before)) continue;
        const qualifier = before.slice(Math.max(before.search(/[^\d.,%$|]*$/), 0));
        const v = Number(m[1]);
        if (v >= 0.5 && v <= 20)
          out.push({
            key: "capRate",
            value: m[0],
            normalized: v,
            page: line.page,
            snippet: t.slice(0, 200),
            confidence: 0.6,
            basis: basisOf(qualifier),
          });
      }
      // A cover's headline of metrics ('$2,450,000 | 6.50% CAP | 12,000 SF'): the lone amount is the price and
      // the lone area the building's, when the line carries a cap rate and no label of its own.
      if (/\d\s?%\s*cap\b/i.test(t) && t.split(" | ").length >= 2 && !/[a-z]{3,}\s*:/i.test(t)) {
        const cells = t.split(" | ").map((c) => c.trim());
        const money = cells.filter((c) => /^\$\s?\d{1,3}(?:,\d{3}){1,3}(?:\.\d+)?$/.test(c));
        const areas = cells.filter((c) => /^±?\s?\d{1,3}(?:,\d{3})+\s*(?:sf|sq\.?\s?ft\.?|square\s+feet)$/i.test(c));
        if (money.length === 1) {
          const m = /\$\s?([\d,]+)/.exec(money[0]) as RegExpExecArray;
          const v = Number(m[1].replace(/,/g, ""));
          if (v >= 50_000) push("askingPrice", m, v, 0.55);
        }
        if (areas.length === 1) {
          const m = /([\d,]+)/.exec(areas[0]) as RegExpExecArray;
          push("buildingSquareFeet", m, Number(m[1].replace(/,/g, "")), 0.5);
        }
      }
      // "$1,320,000 ($110,000/unit)"
      for (const m of t.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+)(?:\.\d+)?\s*(?:\/|per\s+)(?:unit|door)\b/gi)) {
        const v = Number(m[1].replace(/,/g, ""));
        if (v >= 1_000 && v <= 1e7) push("pricePerUnit", m, v, 0.6);
      }
      // "… trades at $665,000/unit and $1,175/SF": a price per square foot in a sentence about the price
      // (never a rent: '$2.10/SF/month', '$24.00/SF NNN').
      if (/\b(?:price[ds]?|trades?|priced|offered|list(?:ed|ing)?|asking|valu\w+)\b/i.test(t))
        for (const m of t.matchAll(
          /\$\s?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s*(?:\/|per\s+)(?:sf|sq\.?\s?ft\.?|square\s+foot)\b(?!\s*(?:\/|per\s+)?\s*(?:mo|month|yr|year|nnn|gross|mg|fs)\b)/gi,
        )) {
          const v = Number(m[1].replace(/,/g, ""));
          if (v >= 20 && v <= 5_000) push("pricePerSquareFoot", m, v, 0.55);
        }
      // "consists of (48) well-maintained two-bedroom, one-bathroom units"
      for (const m of t.matchAll(
        /\b(?:consists?\s+of|comprised\s+of|comprising|contains?|containing|features?|offers?|totaling|boasts?)\s+\(?(\d{1,3}(?:,\d{3})*)\)?\s+(?:[A-Za-z,/-]+\s+){0,4}?(?:apartment\s+)?(?:units|apartments|apartment\s+homes|residences)\b/gi,
      )) {
        const v = Number(m[1].replace(/,/g, ""));
        if (v >= 2 && v <= 20_000) push("units", m, v, 0.55);
      }
      for (const m of t.matchAll(/\b(\d{1,3}(?:\.\d+)?)\s?%\s+(?:occupied|leased)\b/gi))
        push("occupancy", m, Number(m[1]), 0.6);
      for (const m of t.matchAll(/\b(\d{1,3}(?:\.\d+)?)\s?%\s+(?:occ)\b/gi)) push("occupancy", m, Number(m[1]), 0.5);
      // "with 93.50% occupancy", "occupancy of 95%", "100% owner-occupied", "15% vacant": the property's own
      // figure, unless the sentence is about the market around it.
      for (const m of t.matchAll(
        /\b(\d{1,3}(?:\.\d+)?)\s?%\s+(?:physical\s+|economic\s+|current\s+)?occupancy\b|\boccupancy\s+(?:rate\s+)?(?:of|at|is|was|stands\s+at|currently\s+at)\s+(\d{1,3}(?:\.\d+)?)\s?%|\b(\d{1,3}(?:\.\d+)?)\s?%\s+owner[\s-]+(?:occupied|user)\b/gi,
      )) {
        const before = t.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
        if (MARKET_CONTEXT_RE.test(before)) continue;
        push("occupancy", m, Number(m[1] ?? m[2] ?? m[3]), 0.55);
      }
      for (const m of t.matchAll(/\b(\d{1,3}(?:\.\d+)?)\s?%\s+vacant\b/gi)) {
        const before = t.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
        if (!MARKET_CONTEXT_RE.test(before) && Number(m[1]) <= 100) push("occupancy", m, 100 - Number(m[1]), 0.5);
      }
      // An owner-user building sold empty: "delivered vacant at close of escrow", "Occupancy: Vacant".
      const empty =
        /\b(?:delivered|sold|offered|conveyed|available)\s+(?:fully\s+|completely\s+|100\s?%\s+)?vacant\b/i.exec(t) ??
        /^(?:current\s+)?occupancy\s*:?\s*vacant\b/i.exec(t);
      if (empty) push("occupancy", empty, 0, 0.5);
      // "Year Built/Renovated 1985/2015": two years joined by a slash read as one token elsewhere.
      for (const m of t.matchAll(
        /\byear\s+built\s*(?:\/|&|and)\s*(?:year\s+)?(?:renovated|remodeled)\b\W{0,6}((?:18|19|20)\d{2})\s*(?:\/|&|-)\s*((?:19|20)\d{2})\b/gi,
      )) {
        push("yearBuilt", m, Number(m[1]), 0.8);
        push("yearRenovated", m, Number(m[2]), 0.8);
      }
      // "Year Built 1938/1964": two buildings of different ages; the first is the property's year.
      for (const m of t.matchAll(/\byear\s+built\s*:?\s*((?:18|19|20)\d{2})\s*\/\s*(?:18|19|20)\d{2}\b/gi))
        push("yearBuilt", m, Number(m[1]), 0.7);
      for (const m of t.matchAll(/\b(?:built|constructed|completed)\s+in\s+((?:18|19|20)\d{2})\b/gi))
        push("yearBuilt", m, Number(m[1]), 0.65);
      for (const m of t.matchAll(/\b(?:renovated|remodeled|renovation)\s+(?:in\s+)?((?:19|20)\d{2})\b/gi))
        push("yearRenovated", m, Number(m[1]), 0.6);
      for (const m of t.matchAll(/\b(\d+(?:\.\d+)?)\s*(?:-|\s)?acres?\b/gi)) {
        const ctx = t.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + m[0].length + 25);
        if (
          /\b(?:site|lot|land|parcel|situated|sits|located|on\s+(?:a|an|approximately)|comprising)\b/i.test(ctx) &&
          !/park|forest|preserve/i.test(ctx)
        )
          push("landArea", m, Number(m[1]), 0.5);
      }
    }
  }
  return out;
}
