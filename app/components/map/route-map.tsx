import "leaflet/dist/leaflet.css";
import { Box, type MantineTheme, Text, useMantineTheme } from "@mantine/core";
import { type ComponentType, useEffect, useState } from "react";
import { useT } from "~/components/i18n/i18n-provider";

export type RouteStopStatus = "scheduled" | "in progress" | "finished" | "skipped" | "cancelled";

export interface RouteMapPoint {
  id: string;
  lat: number;
  lng: number;
  /** Tooltip and accessible name of the marker (e.g. "3. Jane Doe — 12 Elm St"). */
  label: string;
  /** Drawn differently per status: finished filled, remaining hollow, skipped faded, in progress ringed. */
  status?: RouteStopStatus;
  /** The number a numbered marker shows (e.g. the stop's place in a list that includes unmapped stops); default its position. */
  number?: number;
}

export interface RouteMapRoute {
  id: string;
  /** The legend's text (a technician's name, "Tuesday — Ana"…). */
  label: string;
  /** A CSS colour (hex works everywhere, also in Leaflet's SVG). Mantine names: convert with `routeColor`. */
  color: string;
  /** In route order; numbered markers show their position (1-based). */
  points: RouteMapPoint[];
  /** Where the day starts and ends (shop or home): a square marker, and the line runs from and back to it. */
  start?: { lat: number; lng: number } | null;
  /** Draw the route as a line in point order (default false). */
  showLine?: boolean;
  /** Number the markers by position (default: same as showLine). */
  numbered?: boolean;
}

export interface RouteMapProps {
  routes: RouteMapRoute[];
  /** From the loader: `config.mapTileUrl`. */
  tileUrl: string;
  /** The map's name for screen readers, e.g. "Map of today's routes". */
  label: string;
  height?: number;
  /** Where to look when there is no point at all. */
  fallbackCenter?: [number, number];
  /** The text legend under the map (colour swatch, label, number of points); default true. */
  legend?: boolean;
  /** What the legend counts: stops (the default) or places. */
  counts?: "stops" | "places";
}

/**
 * A Mantine colour name ("blue") as the hex of its shade 6; any other CSS colour passes through. Leaflet writes the
 * colour into SVG attributes, where CSS variables don't resolve reliably, hence real values.
 */
export function routeColor(theme: MantineTheme, color: string, shade = 6): string {
  const palette = theme.colors[color];
  return palette ? palette[shade] : color;
}

/** `routeColor` bound to the current theme. */
export function useRouteColor() {
  const theme = useMantineTheme();
  return (color: string, shade?: number) => routeColor(theme, color, shade);
}

const legendCounts = { stops: "common.map.legendStops", places: "common.map.legendPlaces" } as const;

function Legend({ routes, counts = "stops" }: { routes: RouteMapRoute[]; counts?: RouteMapProps["counts"] }) {
  const t = useT();
  if (routes.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t("common.map.legend")}
      mt="xs"
      p={0}
      style={{ listStyle: "none", display: "flex", flexWrap: "wrap", gap: "4px 16px", margin: 0 }}
    >
      {routes.map((r) => (
        <Box component="li" key={r.id} style={{ display: "flex", alignItems: "center", gap: 6 }}>
          <span
            aria-hidden
            style={{
              width: 12,
              height: 12,
              borderRadius: 6,
              background: r.color,
              display: "inline-block",
              flexShrink: 0,
            }}
          />
          <Text size="sm" component="span">
            {r.label}{" "}
            <Text span c="dimmed" size="sm">
              {t(legendCounts[counts], { count: r.points.length })}
            </Text>
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Several coloured routes on one map: markers in each route's colour (numbered in route order when asked), a line per
 * route, the start point, fitted to all of them, with a text legend under the map. Leaflet needs `window`, so the map
 * loads in the browser only; the server (and a browser without JavaScript) shows a short text summary. Markers are
 * drawn without image files, so everything but the background shows when the tiles can't load.
 */
export function RouteMap(props: RouteMapProps) {
  const [Inner, setInner] = useState<ComponentType<RouteMapProps> | null>(null);
  useEffect(() => {
    let alive = true;
    import("./route-map.client").then((m) => alive && setInner(() => m.LeafletRouteMap));
    return () => {
      alive = false;
    };
  }, []);
  const t = useT();
  const total = props.routes.reduce((sum, r) => sum + r.points.length, 0);
  return (
    <div>
      <Box
        h={props.height ?? 420}
        style={{
          borderRadius: 8,
          overflow: "hidden",
          border: "1px solid var(--mantine-color-gray-3)",
          background: "var(--mantine-color-gray-1)",
        }}
      >
        {Inner ? (
          <Inner {...props} />
        ) : (
          <Box p="md" role="img" aria-label={props.label}>
            <Text size="sm" c="dimmed">
              {total === 0
                ? t("common.map.nothing")
                : t("common.map.summary", { places: total, routes: props.routes.length })}
            </Text>
          </Box>
        )}
      </Box>
      {props.legend === false ? null : <Legend routes={props.routes} counts={props.counts} />}
    </div>
  );
}
