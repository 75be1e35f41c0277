import { useEffect } from "react";
import { useMap } from "react-leaflet";
import { useT } from "~/components/i18n/i18n-provider";

/**
 * Names the map for screen readers, in the page's language. MapContainer hands unknown props such as aria-label to
 * Leaflet as map options, not to the element, so the container gets them here.
 */
export function NameTheContainer({ label }: { label: string }) {
  const map = useMap();
  const roleDescription = useT()("common.map.roleDescription");
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-roledescription", roleDescription);
    container.setAttribute("aria-label", label);
  }, [map, label, roleDescription]);
  return null;
}

const attributeText = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Leaflet's own credit link is coloured only, which axe flags (link-in-text-block) in the attribution line; the same
 * link, underlined.
 */
export function UnderlinedAttribution() {
  const map = useMap();
  const title = useT()("common.map.leafletTitle");
  useEffect(() => {
    map.attributionControl?.setPrefix(
      `<a href="https://leafletjs.com" style="text-decoration:underline" title="${attributeText(title)}">Leaflet</a>`,
    );
  }, [map, title]);
  return null;
}
