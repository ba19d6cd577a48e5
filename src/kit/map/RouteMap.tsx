/**
 * A route on the map: the school, then each stop (a rider's home) numbered in route order,
 * joined by a line that follows the order as it changes. Loaded only on the pages with a map;
 * without tiles the markers and the line still show on the grey map. The stops are listed in
 * the route's table too, so the map adds the picture, not information only it holds.
 */
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import L from 'leaflet';
import {
  CircleMarker,
  MapContainer,
  Marker,
  Polyline,
  TileLayer,
  Tooltip,
  ZoomControl,
  useMap,
} from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLon, MapSettings } from '../../domain/maps';

export interface RouteStop {
  id: number;
  name: string;
  lat: number;
  lon: number;
}

const stopIcon = (n: number) =>
  L.divIcon({
    className: 'route-stop',
    html: `<span>${n}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });

/** Keeps every stop and the school in view as the route changes. */
function FitRoute({ points }: { points: [number, number][] }) {
  const map = useMap();
  const key = points.map((p) => p.join(',')).join(';');
  useEffect(() => {
    if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [30, 30], maxZoom: 16 });
    // `key` stands for `points`: refit only when a point moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

export function RouteMap({
  settings,
  school,
  stops,
  label,
  height = 380,
}: {
  settings: MapSettings;
  school: LatLon;
  stops: readonly RouteStop[];
  label: string;
  height?: number;
}) {
  const translate = useTranslate();
  const line = useMemo<[number, number][]>(
    () => [[school.lat, school.lon], ...stops.map((s): [number, number] => [s.lat, s.lon])],
    [school, stops],
  );
  return (
    <Box
      role="region"
      aria-label={translate(label)}
      data-testid="route-map"
      sx={{
        '& .leaflet-control-attribution a': { textDecoration: 'underline' },
        '& .route-stop': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: '50%',
          bgcolor: '#0d47a1',
          color: '#fff',
          fontWeight: 700,
          fontSize: 13,
          border: '2px solid #fff',
          boxShadow: '0 1px 3px rgba(0,0,0,.5)',
        },
      }}
    >
      <MapContainer
        center={[school.lat, school.lon]}
        zoom={settings.zoom}
        zoomControl={false}
        style={{ height, width: '100%' }}
      >
        {settings.tiles && <TileLayer url={settings.tiles} attribution={settings.attribution} />}
        <ZoomControl
          zoomInTitle={translate('app.map.zoom_in')}
          zoomOutTitle={translate('app.map.zoom_out')}
        />
        <FitRoute points={line} />
        <Polyline positions={line} pathOptions={{ color: '#0d47a1', weight: 4, opacity: 0.8 }} />
        <CircleMarker
          center={[school.lat, school.lon]}
          radius={10}
          pathOptions={{ color: '#b71c1c', fillColor: '#e53935', fillOpacity: 1 }}
        >
          <Tooltip>{translate('app.map.school')}</Tooltip>
        </CircleMarker>
        {stops.map((stop, i) => (
          // Leaflet sets a marker's title once: a stop that moves in the order gets a new marker.
          <Marker
            key={`${stop.id}-${i}`}
            position={[stop.lat, stop.lon]}
            icon={stopIcon(i + 1)}
            title={`${i + 1}. ${stop.name}`}
            alt={`${i + 1}. ${stop.name}`}
          />
        ))}
      </MapContainer>
    </Box>
  );
}
