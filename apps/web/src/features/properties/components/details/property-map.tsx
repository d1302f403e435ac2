import 'leaflet/dist/leaflet.css';
import { MAP_ZOOM, PUBLIC_PIN_AREA_M } from '@roomsetu/shared';
import { Icon } from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useTranslation } from 'react-i18next';
import { Circle, MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { env } from '@/config/env';

// Leaflet finds its marker images by reading a folder out of its CSS, which breaks once the
// bundler renames them. Give it the bundled addresses instead (an empty imagePath stops the guess).
Icon.Default.imagePath = '';
Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

export interface PropertyMapProps {
  latitude: number;
  longitude: number;
  title: string;
  /** The point is not the home's (a public pin): drawn as an area, not a pin. */
  approximate?: boolean;
}

/**
 * The only module that imports leaflet: it is its own chunk, loaded when the map is near the
 * screen. Tiles that fail to load (offline, blocked) leave grey squares; the marker still shows.
 */
export function PropertyMap({ latitude, longitude, title, approximate }: PropertyMapProps) {
  const { t } = useTranslation('rooms');
  const position: [number, number] = [latitude, longitude];
  return (
    <MapContainer
      center={position}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      className="size-full"
      aria-label={t('details.mapLabel', { title })}
    >
      <TileLayer url={env.tileUrl} attribution={env.tileAttribution} />
      {approximate && (
        <Circle
          center={position}
          radius={PUBLIC_PIN_AREA_M}
          interactive={false}
          pathOptions={{ color: '#2563eb', weight: 1, dashArray: '4 4', fillOpacity: 0.08 }}
        />
      )}
      {/* The pin is the public one: on an approximate location it marks the area's centre. */}
      <Marker
        position={position}
        title={title}
        alt={t(approximate ? 'details.pinAltApproximate' : 'details.pinAlt', { title })}
      >
        <Popup>{approximate ? t('details.popupApproximate', { title }) : title}</Popup>
      </Marker>
    </MapContainer>
  );
}
