import { useEffect } from "react";
import { useMap } from "react-leaflet";

/**
 * Names the map for screen readers. MapContainer hands unknown props such as aria-label to Leaflet as map options,
 * not to the element, so the container gets them here.
 */
export function NameTheContainer({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-roledescription", "map");
    container.setAttribute("aria-label", label);
  }, [map, label]);
  return null;
}

/**
 * Leaflet's own credit link is coloured only, which axe flags (link-in-text-block) in the attribution line; the same
 * link, underlined.
 */
export function UnderlinedAttribution() {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.setPrefix(
      '<a href="https://leafletjs.com" style="text-decoration:underline" title="A JavaScript library for interactive maps">Leaflet</a>',
    );
  }, [map]);
  return null;
}
