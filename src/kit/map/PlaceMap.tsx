/**
 * A Leaflet map with one marker (a student's home; the transport routes will add theirs). It
 * is loaded only on the pages that show a map. Without tiles (no internet in a school lab) the
 * grey map still holds the marker, which can be dragged or placed with a click.
 */
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import type { LatLon, MapSettings } from '../../domain/maps';

// Under Vite the default icon's image URLs must be given (Leaflet guesses them from its CSS path).
const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/** Keeps the view on `center` when it changes (a search result, geolocation, typed coordinates). */
function FollowCenter({ center }: { center: LatLon }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lon], map.getZoom());
  }, [map, center.lat, center.lon]);
  return null;
}

function ClickToPlace({ onMove }: { onMove: (point: LatLon) => void }) {
  useMapEvents({
    click: (event) => onMove({ lat: rounded(event.latlng.lat), lon: rounded(event.latlng.lng) }),
  });
  return null;
}

export interface PlaceMapProps {
  settings: MapSettings;
  /** The view's centre (the marker's place, else a default). */
  center: LatLon;
  /** Where the marker stands; shown faded when nothing is chosen yet. */
  marker: LatLon;
  chosen: boolean;
  /** A catalog key naming the map for screen readers. */
  label: string;
  /** Given: the marker can be dragged, and a click places it. */
  onMove?: (point: LatLon) => void;
  height?: number;
}

export function PlaceMap({ settings, center, marker, chosen, label, onMove, height = 320 }: PlaceMapProps) {
  const translate = useTranslate();
  const handlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const { lat, lng } = (event.target as L.Marker).getLatLng();
        onMove?.({ lat: rounded(lat), lon: rounded(lng) });
      },
    }),
    [onMove],
  );
  return (
    <Box
      role="region"
      aria-label={translate(label)}
      data-testid="place-map"
      // The credits' links are told from their text by more than colour (WCAG 1.4.1).
      sx={{ '& .leaflet-control-attribution a': { textDecoration: 'underline' } }}
    >
      <MapContainer
        center={[center.lat, center.lon]}
        zoom={settings.zoom}
        zoomControl={false}
        style={{ height, width: '100%' }}
      >
        {settings.tiles && <TileLayer url={settings.tiles} attribution={settings.attribution} />}
        <ZoomControl
          zoomInTitle={translate('app.map.zoom_in')}
          zoomOutTitle={translate('app.map.zoom_out')}
        />
        <FollowCenter center={center} />
        {onMove && <ClickToPlace onMove={onMove} />}
        <Marker
          // Leaflet sets a marker's alt and title once: a new marker names the new state.
          key={chosen ? 'chosen' : 'unset'}
          position={[marker.lat, marker.lon]}
          icon={markerIcon}
          draggable={Boolean(onMove)}
          opacity={chosen ? 1 : 0.5}
          alt={translate(chosen ? 'app.map.marker' : 'app.map.marker_unset')}
          title={translate(chosen ? 'app.map.marker' : 'app.map.marker_unset')}
          eventHandlers={handlers}
        />
      </MapContainer>
    </Box>
  );
}
