import L from "leaflet";
import { useEffect } from "react";
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap, useMapEvents } from "react-leaflet";
import type { MapPoint } from "./location-map";
import { NameTheContainer, UnderlinedAttribution } from "./map-a11y.client";

function FitToPoints({ points }: { points: MapPoint[] }) {
  const map = useMap();
  useEffect(() => {
    // Without animation: a page left mid-zoom removes the map under Leaflet's animation, which then throws
    // ("reading '_leaflet_pos'").
    if (points.length === 1) map.setView([points[0].latitude, points[0].longitude], 16, { animate: false });
    else if (points.length > 1)
      map.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
        padding: [24, 24],
        animate: false,
      });
  }, [map, points]);
  return null;
}

function PickOnClick({ onPick }: { onPick: (latitude: number, longitude: number) => void }) {
  useMapEvents({
    click: (event) => onPick(Number(event.latlng.lat.toFixed(6)), Number(event.latlng.lng.toFixed(6))),
  });
  return null;
}

export function LeafletMap({
  points,
  tileUrl,
  onPick,
  fallbackCenter = [39.5, -98.35],
  label,
}: {
  points: MapPoint[];
  tileUrl: string;
  onPick?: (latitude: number, longitude: number) => void;
  fallbackCenter?: [number, number];
  label: string;
}) {
  const center: [number, number] = points[0] ? [points[0].latitude, points[0].longitude] : fallbackCenter;
  return (
    <MapContainer center={center} zoom={points.length ? 15 : 4} style={{ height: "100%", width: "100%" }}>
      <NameTheContainer label={label} />
      <UnderlinedAttribution />
      <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap contributors" />
      {/* Circle markers need no image files, so they render even when the marker icons or tiles can't load. */}
      {points.map((p) => (
        <CircleMarker
          key={p.id}
          center={[p.latitude, p.longitude]}
          radius={9}
          pathOptions={{ color: "#0b7285", fillOpacity: 0.8 }}
        >
          <Tooltip>{p.label}</Tooltip>
        </CircleMarker>
      ))}
      <FitToPoints points={points} />
      {onPick ? <PickOnClick onPick={onPick} /> : null}
    </MapContainer>
  );
}
