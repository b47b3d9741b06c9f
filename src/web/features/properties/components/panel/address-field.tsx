import { useEffect, useRef, useState } from "react";
import { Input } from "#web/components/ui/input.tsx";
import { useMapsConfig } from "#web/features/contacts/api/get-maps-config.ts";

// §9: autocomplete initialises after 100 ms and polls for its script every 100 ms.
const INIT_DELAY_MS = 100;
const POLL_MS = 100;
const POLL_LIMIT = 100;

export type PlaceParts = {
  formatted: string;
  latitude: number | null;
  longitude: number | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
};
type Component = { long_name: string; short_name: string; types: string[] };
type Place = {
  formatted_address?: string;
  name?: string;
  geometry?: { location?: { lat: () => number; lng: () => number } };
  address_components?: Component[];
};
type PlacesApi = {
  Autocomplete: new (
    input: HTMLElement,
    opts: object,
  ) => { addListener: (e: string, h: () => void) => { remove: () => void }; getPlace: () => Place };
};
const placesApi = () =>
  (window as unknown as { google?: { maps?: { places?: PlacesApi } } }).google?.maps?.places ?? null;

function loadScript(key: string): Promise<void> {
  if (placesApi() || document.querySelector("script[data-maps-places]")) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&loading=async`;
    s.async = true;
    s.dataset.mapsPlaces = "1";
    s.onload = () => resolve();
    s.onerror = () => reject(new Error("maps script failed"));
    document.head.appendChild(s);
  });
}

function toParts(place: Place): PlaceParts {
  const get = (type: string, short = false) => {
    const c = place.address_components?.find((x) => x.types.includes(type));
    return c ? (short ? c.short_name : c.long_name) : null;
  };
  const number = get("street_number");
  const route = get("route");
  const loc = place.geometry?.location;
  return {
    formatted: place.formatted_address ?? place.name ?? "",
    latitude: loc ? loc.lat() : null,
    longitude: loc ? loc.lng() : null,
    street: [number, route].filter(Boolean).join(" ") || null,
    city: get("locality") ?? get("postal_town") ?? get("sublocality"),
    state: get("administrative_area_level_1", true),
    postalCode: get("postal_code"),
    country: get("country", true),
  };
}

/**
 * Address with maps autocomplete (addresses only) when a Google key is configured, plain text otherwise.
 * Choosing a suggestion reports its parts and coordinates; typing reports text only (the caller clears
 * captured coordinates, §5).
 */
export function AddressField({
  id,
  value,
  onType,
  onPlace,
}: {
  id?: string;
  value: string;
  onType: (text: string) => void;
  onPlace: (place: PlaceParts) => void;
}) {
  const config = useMapsConfig();
  const key = config.data?.provider === "google" ? config.data.googleMapsApiKey : null;
  const ref = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);
  const onPlaceRef = useRef(onPlace);
  onPlaceRef.current = onPlace;

  useEffect(() => {
    if (!key || !ref.current) return;
    const element = ref.current;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let listener: { remove: () => void } | undefined;
    const tryInit = () => {
      const places = placesApi();
      if (places) {
        const auto = new places.Autocomplete(element, {
          types: ["address"],
          fields: ["formatted_address", "geometry", "name", "address_components"],
        });
        listener = auto.addListener("place_changed", () => onPlaceRef.current(toParts(auto.getPlace())));
        return;
      }
      if (++polls > POLL_LIMIT) return setFailed(true);
      timer = setTimeout(tryInit, POLL_MS);
    };
    timer = setTimeout(() => {
      loadScript(key).catch(() => setFailed(true));
      tryInit();
    }, INIT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      listener?.remove();
    };
  }, [key]);

  return (
    <>
      <Input
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onType(e.target.value)}
        autoComplete="street-address"
        placeholder="1200 Main St, Austin, TX 78701"
      />
      {failed ? (
        <p className="text-xs font-medium text-destructive">
          Error loading Google Maps. Address autocomplete may not work properly.
        </p>
      ) : null}
    </>
  );
}
