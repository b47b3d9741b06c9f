// Listing labels and offer words of pages written in other languages (Polish, German, French, Spanish, Italian,
// Dutch): the common words a portal prints beside its figures. A page in these languages is evidently not US, so
// an area under these labels without a unit is in square metres.

/** 'Cena', 'Kaufpreis', 'Prix', 'Precio', 'Prezzo', 'Vraagprijs' — the asking price. */
export const INTL_PRICE =
  /^(?:cena(?: całkowita| ofertowa)?|kaufpreis|preis|prix(?: de vente)?|precio|prezzo|(?:vraag)?prijs)$/i;

/** 'Powierzchnia (użytkowa)', 'Wohnfläche', 'Surface', 'Superficie' — the floor area. */
export const INTL_AREA =
  /^(?:powierzchnia(?: użytkowa| całkowita| mieszkalna)?|wohnfläche|nutzfläche|fläche|surface(?: habitable)?|superficie(?: construida| útil| commerciale)?|(?:woon)?oppervlakte)$/i;

/** 'Rok budowy', 'Baujahr', 'Année de construction', 'Año de construcción', 'Anno di costruzione', 'Bouwjaar'. */
export const INTL_YEAR =
  /^(?:rok budowy|baujahr|année de construction|año de construcción|anno di costruzione|bouwjaar)$/i;

/** 'Rodzaj nieruchomości', 'Objektart', 'Type de bien', 'Tipo de inmueble', 'Tipologia'. */
export const INTL_TYPE =
  /^(?:rodzaj nieruchomości|typ nieruchomości|kategoria|objektart|immobilientyp|type de bien|tipo de inmueble|tipologia)$/i;

/** Whether a page's title or heading offers the property for rent, for sale, or says neither (or both). */
export type OfferKind = "rent" | "sale" | null;

const RENT =
  /\b(?:for rent|for lease|to let|to rent)\b|(?:do wynajęcia|na wynajem|wynajmę|zu vermieten|zur miete|à louer|en alquiler|se alquila|in affitto|te huur)/i;
const SALE = /\bfor sale\b|(?:na sprzedaż|sprzedam|zu verkaufen|à vendre|en venta|se vende|in vendita|te koop)/i;

export function offerKind(heads: string[]): OfferKind {
  const text = heads.join(" \n ");
  const rent = RENT.test(text);
  const sale = SALE.test(text);
  return rent === sale ? null : rent ? "rent" : "sale";
}

/** What a heading offers, before its offer words: 'Kawalerka na sprzedaż' → 'Kawalerka'; 'Wynajmę dom: …' → 'dom'. */
export function offeredThing(head: string): string | null {
  const h = head.trim();
  const after =
    /^(.{3,40}?)\s+(?:space\s+)?(?:available\s+)?(?:for\s+(?:sale|lease|rent)|na sprzedaż|do wynajęcia|na wynajem|zu (?:verkaufen|vermieten)|à (?:vendre|louer)|en (?:venta|alquiler)|in (?:vendita|affitto))(?=[\s,.:;!|-]|$)/i.exec(
      h,
    );
  if (after) return after[1];
  const verbFirst = /^(?:sprzedam|wynajmę|vendo|alquilo|affitto)\s+([^:,]{2,40})/i.exec(h);
  return verbFirst ? verbFirst[1] : null;
}
