import L from "leaflet";
import { useEffect, useMemo } from "react";
import { CircleMarker, MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap } from "react-leaflet";
import { useT } from "~/components/i18n/i18n-provider";
import { wordFor } from "~/core/i18n/word-for";
import { NameTheContainer, UnderlinedAttribution } from "./map-a11y.client";
import type { RouteMapPoint, RouteMapProps, RouteMapRoute } from "./route-map";

type LatLng = [number, number];

const allPositions = (routes: RouteMapRoute[]): LatLng[] =>
  routes.flatMap((r) => [
    ...(r.start ? [[r.start.lat, r.start.lng] as LatLng] : []),
    ...r.points.map((p) => [p.lat, p.lng] as LatLng),
  ]);

/**
 * Fits the map to every point once per set of places: a page that revalidates every minute with the same stops
 * leaves the view where the person panned it.
 */
function FitToAll({ positions }: { positions: LatLng[] }) {
  const map = useMap();
  const signature = positions.map((p) => p.join(",")).join(";");
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit only when the places change, not on each render.
  useEffect(() => {
    // Without animation: a page left mid-zoom removes the map under Leaflet's animation, which then throws.
    if (positions.length === 1) map.setView(positions[0], 15, { animate: false });
    else if (positions.length > 1)
      map.fitBounds(L.latLngBounds(positions), { padding: [28, 28], maxZoom: 16, animate: false });
  }, [map, signature]);
  return null;
}

const statusWords = {
  scheduled: "common.map.status.remaining",
  "in progress": "common.map.status.inProgress",
  finished: "common.map.status.finished",
  skipped: "common.map.status.skipped",
  cancelled: "common.map.status.cancelled",
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Read by screen readers, not shown: Leaflet's marker is a button named by its content, not by its title. */
const hiddenText = (text: string) =>
  `<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">${escapeHtml(text)}</span>`;

/**
 * A numbered round marker drawn in HTML (no image file): filled when finished, hollow while remaining. `name` is
 * what a screen reader says for it.
 */
function numberIcon(n: number, color: string, status: RouteMapPoint["status"], name: string) {
  const done = status === "finished";
  const skipped = status === "skipped" || status === "cancelled";
  const active = status === "in progress";
  const style = [
    "display:flex;align-items:center;justify-content:center",
    "width:24px;height:24px;border-radius:12px;box-sizing:border-box",
    "font:700 12px/1 system-ui,sans-serif",
    `border:${active ? 3 : 2}px ${skipped ? "dashed" : "solid"} ${skipped ? "#868e96" : color}`,
    `background:${done || active ? color : "#fff"}`,
    `color:${done || active ? "#fff" : skipped ? "#495057" : "#212529"}`,
    active ? "box-shadow:0 0 0 3px #fff,0 0 0 5px #212529" : "box-shadow:0 1px 3px rgba(0,0,0,.4)",
    skipped ? "text-decoration:line-through" : "",
  ].join(";");
  return L.divIcon({
    className: "",
    html: `<span aria-hidden="true" style="${style}">${n}</span>${hiddenText(name)}`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
    tooltipAnchor: [12, 0],
  });
}

const startIcon = (color: string) =>
  L.divIcon({
    className: "",
    html: `<span style="display:block;width:14px;height:14px;background:#212529;border:3px solid ${color};box-sizing:border-box"></span>`,
    iconSize: [14, 14],
    iconAnchor: [7, 7],
  });

function tooltipText(t: ReturnType<typeof useT>, route: RouteMapRoute, point: RouteMapPoint) {
  const status = point.status ? ` (${wordFor(t, statusWords, point.status)})` : "";
  return `${point.label}${status} — ${route.label}`;
}

function RouteLayer({ route }: { route: RouteMapRoute }) {
  const t = useT();
  const numbered = route.numbered ?? route.showLine ?? false;
  const line = useMemo<LatLng[]>(() => {
    const stops = route.points.map((p) => [p.lat, p.lng] as LatLng);
    if (!route.start || stops.length === 0) return stops;
    const start: LatLng = [route.start.lat, route.start.lng];
    return [start, ...stops, start];
  }, [route.points, route.start]);
  return (
    <>
      {route.showLine && line.length > 1 ? (
        <Polyline positions={line} pathOptions={{ color: route.color, weight: 3, opacity: 0.75 }} />
      ) : null}
      {route.start ? (
        <Marker
          position={[route.start.lat, route.start.lng]}
          icon={startIcon(route.color)}
          keyboard={false}
          interactive={false}
        />
      ) : null}
      {route.points.map((p, i) =>
        numbered ? (
          <Marker
            key={p.id}
            position={[p.lat, p.lng]}
            icon={numberIcon(p.number ?? i + 1, route.color, p.status, tooltipText(t, route, p))}
            title={tooltipText(t, route, p)}
          >
            <Tooltip>{tooltipText(t, route, p)}</Tooltip>
          </Marker>
        ) : (
          <CircleMarker
            key={p.id}
            center={[p.lat, p.lng]}
            radius={7}
            pathOptions={{
              color: route.color,
              weight: 2,
              fillColor: route.color,
              fillOpacity: p.status === "scheduled" ? 0.25 : 0.85,
            }}
          >
            <Tooltip>{tooltipText(t, route, p)}</Tooltip>
          </CircleMarker>
        ),
      )}
    </>
  );
}

export function LeafletRouteMap({ routes, tileUrl, label, fallbackCenter = [39.5, -98.35] }: RouteMapProps) {
  const positions = useMemo(() => allPositions(routes), [routes]);
  return (
    <MapContainer
      center={positions[0] ?? fallbackCenter}
      zoom={positions.length ? 12 : 4}
      style={{ height: "100%", width: "100%", background: "var(--mantine-color-gray-1)" }}
    >
      <NameTheContainer label={label} />
      <UnderlinedAttribution />
      <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap contributors" />
      {routes.map((r) => (
        <RouteLayer key={r.id} route={r} />
      ))}
      <FitToAll positions={positions} />
    </MapContainer>
  );
}
