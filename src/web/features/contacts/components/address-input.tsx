import { type ComponentProps, useEffect, useRef, useState } from "react";
import { Input } from "#web/components/ui/input.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useMapsConfig } from "#web/features/contacts/api/get-maps-config.ts";

// §9: autocomplete initialises after 100 ms and polls for its script every 100 ms.
const INIT_DELAY_MS = 100;
const POLL_MS = 100;
const POLL_LIMIT = 100;

type PlacesAutocomplete = {
  addListener: (event: string, handler: () => void) => { remove: () => void };
  getPlace: () => { formatted_address?: string; name?: string };
};
type GoogleGlobal = {
  maps?: { places?: { Autocomplete: new (input: HTMLElement, opts: object) => PlacesAutocomplete } };
};

let scriptState: "idle" | "loading" | "loaded" | "failed" = "idle";
const listeners = new Set<() => void>();

function loadGoogleScript(key: string) {
  if (scriptState !== "idle") return;
  scriptState = "loading";
  const script = document.createElement("script");
  script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&loading=async`;
  script.async = true;
  script.onload = () => {
    scriptState = "loaded";
    for (const l of listeners) l();
  };
  script.onerror = () => {
    scriptState = "failed";
    for (const l of listeners) l();
  };
  document.head.appendChild(script);
}

type Props = {
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
} & Omit<ComponentProps<"input">, "value" | "onChange">;

/**
 * Address entry behind one interface: Google Places autocomplete (addresses only, fills the formatted address)
 * when a key is configured, plain text otherwise. A failed script shows 'Error loading Google Maps' under it.
 */
export function AddressInput({ value, onChange, multiline, ...rest }: Props) {
  const config = useMapsConfig();
  const key = config.data?.provider === "google" ? config.data.googleMapsApiKey : null;
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [failed, setFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!key || !ref.current) return;
    const element = ref.current;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let listener: { remove: () => void } | undefined;
    const onState = () => setFailed(scriptState === "failed");
    listeners.add(onState);
    const tryInit = () => {
      const places = (window as unknown as { google?: GoogleGlobal }).google?.maps?.places;
      if (places) {
        const auto = new places.Autocomplete(element, {
          types: ["address"],
          fields: ["formatted_address", "geometry", "name", "address_components"],
        });
        listener = auto.addListener("place_changed", () => {
          const place = auto.getPlace();
          const text = place.formatted_address ?? place.name;
          if (text) onChangeRef.current(text);
        });
        return;
      }
      if (scriptState === "failed" || ++polls > POLL_LIMIT) {
        setFailed(true);
        return;
      }
      timer = setTimeout(tryInit, POLL_MS);
    };
    timer = setTimeout(() => {
      loadGoogleScript(key);
      tryInit();
    }, INIT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      listener?.remove();
      listeners.delete(onState);
    };
  }, [key]);

  const control = multiline ? (
    <Textarea
      ref={ref}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      rows={3}
      {...(rest as ComponentProps<"textarea">)}
    />
  ) : (
    <Input ref={ref} value={value} onChange={(e) => onChange(e.target.value)} autoComplete="street-address" {...rest} />
  );
  return (
    <>
      {control}
      {failed ? <p className="text-xs font-medium text-destructive">Error loading Google Maps</p> : null}
    </>
  );
}
