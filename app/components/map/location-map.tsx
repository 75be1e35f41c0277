import "leaflet/dist/leaflet.css";
import { Box, Text } from "@mantine/core";
import { type ComponentType, useEffect, useState } from "react";
import { useT } from "~/components/i18n/i18n-provider";

export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  label: string;
}

interface Props {
  points: MapPoint[];
  tileUrl: string;
  height?: number;
  /** When set, a click on the map places the pin and reports its coordinates. */
  onPick?: (latitude: number, longitude: number) => void;
  /** Where to look when there is no point yet (the company's area). */
  fallbackCenter?: [number, number];
  label: string;
}

/**
 * Leaflet needs `window`, so the map loads in the browser only; the server and a browser without JavaScript show the
 * coordinates as text. Tiles come from MAP_TILE_URL; when they can't load the pins still show.
 */
export function LocationMap(props: Props) {
  const [Inner, setInner] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let alive = true;
    import("./leaflet-map.client").then((m) => alive && setInner(() => m.LeafletMap));
    return () => {
      alive = false;
    };
  }, []);
  const t = useT();
  return (
    <Box
      h={props.height ?? 320}
      style={{ borderRadius: 8, overflow: "hidden", border: "1px solid var(--mantine-color-gray-3)" }}
    >
      {Inner ? (
        <Inner {...props} />
      ) : (
        <Box p="md" role="img" aria-label={props.label}>
          <Text size="sm" c="dimmed">
            {props.points.length === 0
              ? t("common.map.noCoordinates")
              : props.points
                  .map((p) => `${p.label}: ${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`)
                  .join(" · ")}
          </Text>
        </Box>
      )}
    </Box>
  );
}
