// Reads one JSON object of a site's app state as a listing, by the meaning of its keys
// (price/listPrice/totalPrice, livingArea/areaInSquareMeters, yearBuilt/build_year, latitude/lng, ...).
// Values nearer the object win over values found deeper in it.
import { parseUsAddress, stateCode } from "#server/analysis/listing/address.ts";
import type { Candidate } from "#server/analysis/listing/candidate.ts";
import { mapPropertyType } from "#server/analysis/listing/property-types.ts";
import { parseMoney, parseNumber, parseYear } from "#server/analysis/listing/values.ts";

type Obj = Record<string, unknown>;

const norm = (k: string) => k.toLowerCase().replace(/[^a-z0-9]/g, "");
const K = (...keys: string[]) => new Set(keys);

const PRICE = K(
  "price",
  "listprice",
  "askingprice",
  "totalprice",
  "saleprice",
  "listingprice",
  "unformattedprice",
  "offerprice",
  "pricevalue",
  "purchaseprice",
);
const RENT = K("rent", "askingrent", "rentamount", "monthlyrent", "leaserate", "rentalrate", "rentprice");
const AREA_SF = K(
  "livingarea",
  "livingareavalue",
  "buildingsize",
  "buildingarea",
  "squarefeet",
  "sqft",
  "squarefootage",
  "grossbuildingarea",
  "rentablebuildingarea",
  "buildingsqft",
  "totalsqft",
  "finishedsqft",
  "gba",
  "rba",
);
const AREA_SQM = K("areainsquaremeters", "areasqm", "areaM2".toLowerCase(), "surfacem2", "livingaream2", "usablearea");
const AREA_ANY = K("area", "areavalue", "floorsize", "size", "surface", "totalarea", "floorarea");
const AVAILABLE = K("availablesf", "availablesqft", "availablespace", "spaceavailable", "availablearea");
const YEAR = K("yearbuilt", "buildyear", "constructionyear", "yearconstructed", "builtyear");
const LAT = K("latitude", "lat");
const LNG = K("longitude", "lng", "lon", "long");
const STREET = K("streetaddress", "street", "addressline1", "address1", "line1", "line", "streetline", "addressstreet");
const CITY = K("city", "locality", "addresslocality", "cityname", "town");
const STATE = K("state", "statecode", "addressregion", "stateorprovince", "province", "region");
const ZIP = K("zipcode", "zip", "postalcode", "postcode", "addresspostalcode");
const COUNTRY = K("country", "countrycode", "addresscountry");
const ADDRESS = K(
  "address",
  "fulladdress",
  "formattedaddress",
  "displayaddress",
  "locationlabel",
  "addressline",
  "location",
);
const TYPE = K(
  "hometype",
  "propertytype",
  "propertysubtype",
  "estate",
  "buildingtype",
  "assettype",
  "listingtype",
  "propertyusetype",
  "propertype",
  "usetype",
);
const NAME = K("name", "title", "headline", "propertyname", "buildingname", "listingname");
const DESCRIPTION = K("description", "remarks", "publicremarks", "listingdescription");
const UNITS = K("numberofunits", "unitcount", "totalunits", "numunits", "units");
const LOT_SF = K("lotsize", "lotareavalue", "lotarea", "landarea", "lotsizesqft", "terrainareainsquaremeters");
const ACRES = K("lotacres", "acreage", "acres", "lotsizeacres");
const CURRENCY = K("currency", "currencycode", "pricecurrency");
const PHOTOS = K("photos", "images", "media", "responsivephotos", "photourls", "gallery", "pictures");
const AGENT = /^(agent|broker|listingagent|listedby|contact|realtor|attributioninfo|advertiser|owner)/;

function kvArrayToObject(v: unknown[]): Obj | null {
  if (v.length < 2) return null;
  const out: Obj = {};
  for (const x of v) {
    if (!x || typeof x !== "object" || Array.isArray(x)) return null;
    const o = x as Obj;
    const key = o.key ?? o.name ?? o.id ?? o.label;
    if (typeof key !== "string" || !("value" in o)) return null;
    out[key] = o.currency ? { value: o.value, currency: o.currency } : o.value;
  }
  return out;
}

function scalar(v: unknown): string | number | null {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v === "string" && v.trim() && v.length < 400) return v.trim();
  if (Array.isArray(v) && v.length === 1) return scalar(v[0]);
  if (v && typeof v === "object") {
    const o = v as Obj;
    for (const k of ["value", "amount", "raw", "text", "label"]) if (k in o) return scalar(o[k]);
  }
  return null;
}

function currencyOf(v: unknown): string | null {
  if (v && typeof v === "object" && !Array.isArray(v)) {
    const c = (v as Obj).currency ?? (v as Obj).currencyCode;
    return typeof c === "string" && /^[A-Z]{3}$/.test(c) ? c : null;
  }
  return null;
}

function photoUrls(v: unknown): string[] {
  const out: string[] = [];
  const push = (u: unknown) => {
    if (typeof u === "string" && /^https?:\/\/\S+$/.test(u) && !out.includes(u) && out.length < 30) out.push(u);
  };
  const list = Array.isArray(v) ? v : [];
  for (const x of list) {
    if (typeof x === "string") push(x);
    else if (x && typeof x === "object") {
      const o = x as Obj;
      const direct = o.url ?? o.large ?? o.src ?? o.href ?? o.medium ?? o.full;
      if (typeof direct === "string") push(direct);
      else {
        // e.g. {mixedSources: {jpeg: [{url, width}, ...]}}: the widest one
        const nested = JSON.stringify(o).match(/https?:\/\/[^"\s]+\.(?:jpe?g|png|webp)[^"\s]*/gi) ?? [];
        if (nested.length) push(nested[nested.length - 1]);
      }
    }
  }
  return out;
}

function agentFrom(o: Obj): Candidate["brokers"] {
  const get = (re: RegExp) => {
    for (const [k, v] of Object.entries(o)) if (re.test(norm(k)) && typeof v === "string" && v.trim()) return v.trim();
    return null;
  };
  const name = get(/^(agentname|brokername|name|fullname|contactname|displayname)$/);
  const phone = get(/phone/);
  const email = get(/email/);
  if (!name || (!phone && !email)) return [];
  return [
    {
      name,
      title: null,
      company: get(/^(brokername|officename|company|companyname|agency|brokeragename)$/),
      phone,
      email,
    },
  ];
}

type Acc = Candidate & { area_unitless?: number | null };

function setOnce<K extends keyof Acc>(c: Acc, k: K, v: Acc[K] | null | undefined): void {
  if (v === null || v === undefined || (typeof v === "string" && !v)) return;
  if (c[k] === undefined || c[k] === null) c[k] = v;
}

function readAddress(c: Acc, v: unknown): void {
  if (typeof v === "string") {
    const us = parseUsAddress(v);
    if (us) for (const [k, x] of Object.entries(us)) setOnce(c, k as keyof Acc, x as never);
    else setOnce(c, "full_address", v.trim());
  } else if (Array.isArray(v)) {
    const first = v.find((x) => typeof scalar(x) === "string");
    if (first !== undefined) readAddress(c, scalar(first));
  } else if (v && typeof v === "object") {
    const o = v as Obj;
    if (typeof o.value === "string" && Object.keys(o).length <= 4) readAddress(c, o.value);
    else read(c, o, 5, 0);
  }
}

function read(c: Acc, o: Obj, maxDepth: number, depth: number): void {
  const nested: [string, unknown][] = [];
  const unitsHint = Object.entries(o).find(
    ([k, v]) => /areaunits?|sizeunits?|unitofmeasure/.test(norm(k)) && typeof v === "string",
  )?.[1] as string | undefined;
  for (const [key, v] of Object.entries(o)) {
    const k = norm(key);
    if (PRICE.has(k)) {
      const p = parseMoney(scalar(v) as never);
      if (p && p >= 1000) {
        setOnce(c, "asking_price", p);
        setOnce(c, "currency", currencyOf(v));
      }
    } else if (RENT.has(k)) setOnce(c, "rent", parseMoney(scalar(v) as never));
    else if (AREA_SF.has(k)) {
      const n = parseNumber(scalar(v));
      if (n && n > 0) {
        if (unitsHint && /met|m2|m²/i.test(unitsHint)) setOnce(c, "area_sqm", n);
        else setOnce(c, "building_size_sf", n);
      }
    } else if (AREA_SQM.has(k)) setOnce(c, "area_sqm", parseNumber(scalar(v)));
    else if (AREA_ANY.has(k)) {
      const n = parseNumber(scalar(v));
      if (n && n > 0) {
        if (unitsHint && /met|m2|m²/i.test(unitsHint)) setOnce(c, "area_sqm", n);
        else if (unitsHint && /f(ee|oo)t|sf|sqft/i.test(unitsHint)) setOnce(c, "building_size_sf", n);
        else setOnce(c, "area_unitless", n);
      }
    } else if (AVAILABLE.has(k)) setOnce(c, "available_sf", parseNumber(scalar(v)));
    else if (YEAR.has(k)) setOnce(c, "year_built", parseYear(scalar(v)));
    else if (STREET.has(k) && typeof v === "string") setOnce(c, "street_address", v.trim());
    else if (CITY.has(k) && typeof v === "string") setOnce(c, "city", v.trim());
    else if (STATE.has(k) && typeof v === "string") setOnce(c, "state", v.trim());
    else if (ZIP.has(k) && (typeof v === "string" || typeof v === "number"))
      setOnce(c, "postal_code", String(v).trim());
    else if (COUNTRY.has(k) && typeof v === "string") setOnce(c, "country", v.trim());
    else if (ADDRESS.has(k)) {
      if (typeof v === "string" || Array.isArray(v) || (v && typeof v === "object")) nested.push([`@address`, v]);
    } else if (TYPE.has(k)) {
      const s = scalar(v);
      if (typeof s === "string" && s.length < 80) setOnce(c, "property_type_label", s);
    } else if ((k === "type" || k === "subtype" || k === "category") && typeof v === "string" && mapPropertyType(v)) {
      setOnce(c, "property_type_label", v);
    } else if (NAME.has(k) && typeof v === "string" && v.length < 200 && depth === 0) setOnce(c, "name", v.trim());
    else if (DESCRIPTION.has(k) && typeof v === "string" && v.length > 30 && depth <= 1)
      setOnce(c, "description", v.trim());
    else if (UNITS.has(k) && typeof v === "number" && Number.isInteger(v)) setOnce(c, "units", v);
    else if (LOT_SF.has(k)) {
      const n = parseNumber(scalar(v));
      if (n && n > 0 && !k.includes("squaremeter")) setOnce(c, "lot_size_sf", n);
    } else if (ACRES.has(k)) setOnce(c, "lot_size_acres", parseNumber(scalar(v)));
    else if (CURRENCY.has(k) && typeof v === "string" && /^[A-Z]{3}$/.test(v)) setOnce(c, "currency", v);
    else if (PHOTOS.has(k) && Array.isArray(v)) {
      if (!c.photo_urls?.length) c.photo_urls = photoUrls(v);
    } else if (k === "hiresimagelink" && typeof v === "string") {
      if (!c.photo_urls?.length) c.photo_urls = [v];
    } else if (AGENT.test(k) && v && typeof v === "object" && !Array.isArray(v)) {
      if (!c.brokers?.length) c.brokers = agentFrom(v as Obj);
    } else if (v && typeof v === "object") nested.push([key, v]);
  }
  // Coordinates only as a pair from one object.
  const lat = Object.entries(o).find(([k]) => LAT.has(norm(k)))?.[1];
  const lng = Object.entries(o).find(([k]) => LNG.has(norm(k)))?.[1];
  const la = parseNumber(scalar(lat));
  const lo = parseNumber(scalar(lng));
  if (la !== null && lo !== null && Math.abs(la) <= 90 && Math.abs(lo) <= 180 && !(la === 0 && lo === 0)) {
    if (c.latitude === undefined || c.latitude === null) {
      c.latitude = la;
      c.longitude = lo;
    }
  }
  if (depth >= maxDepth) return;
  for (const [key, v] of nested) {
    if (key === "@address") readAddress(c, v);
    else if (Array.isArray(v)) {
      const kv = kvArrayToObject(v);
      if (kv) read(c, kv, maxDepth, depth + 1);
    } else read(c, v as Obj, maxDepth, depth + 1);
  }
}

export type ListingObject = Candidate & { area_unitless?: number | null };

export function readListingObject(o: Record<string, unknown>): ListingObject {
  const c: Acc = {};
  read(c, o, 2, 0);
  if (c.state && c.street_address && !c.country) {
    const st = stateCode(c.state);
    if (st && (!c.postal_code || /^\d{5}(-\d{4})?$/.test(c.postal_code))) c.state = st;
  }
  if (c.property_type_label) c.property_type = mapPropertyType(c.property_type_label);
  return c;
}
