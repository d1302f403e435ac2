import { PROPERTY_TYPES, type MapCluster, type MapPoint } from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import {
  divIcon,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
  type PopupEvent,
} from 'leaflet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, Marker, Popup, useMap } from 'react-leaflet';
import {
  formatIndianNumber,
  formatRupees,
  formatRupeesShort,
  PUBLIC_PIN_AREA_M,
} from '@roomsetu/shared';
import type { RoomCardProperty } from '../../api/get-properties';
import { MiniCard } from './mini-card';

const PILL =
  'block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-bold shadow-md transition-transform';

type MarkerT = TFunction<['rooms', 'enums']>;

function pointIcon(point: MapPoint, active: boolean, t: MarkerT) {
  const type = PROPERTY_TYPES.includes(point.propertyType)
    ? t(`enums:propertyType.${point.propertyType}`)
    : point.propertyType;
  const rent = formatRupees(point.rent);
  const said = t(point.approximate ? 'map.pinApproximate' : 'map.pin', { type, rent });
  const look = active
    ? 'scale-110 border-brand-800 bg-brand-700 text-white'
    : 'border-slate-300 bg-white text-slate-900';
  return divIcon({
    className: 'map-pin',
    // No size: the pin's box is its pill's (results-map.css centres it).
    iconSize: undefined,
    html: `<span class="${PILL} ${look} ${point.approximate ? 'border-dashed' : ''}"><span class="sr-only">${said}</span><span aria-hidden="true">${point.approximate ? '≈ ' : ''}${formatRupeesShort(point.rent)}</span></span>`,
  });
}

function clusterIcon(cluster: MapCluster, active: boolean, t: MarkerT) {
  const size = cluster.count >= 1000 ? 'size-14' : cluster.count >= 100 ? 'size-12' : 'size-11';
  return divIcon({
    className: 'map-pin',
    // No size: the pin's box is its pill's (results-map.css centres it).
    iconSize: undefined,
    html: `<span data-cluster class="flex ${size} items-center justify-center rounded-full text-sm font-bold text-white shadow-md ring-4 ${active ? 'bg-brand-800 ring-brand-800/40' : 'bg-brand-600 ring-brand-600/30'}"><span class="sr-only">${t('map.cluster', { total: formatIndianNumber(cluster.count), rent: formatRupees(cluster.minRent) })}</span><span aria-hidden="true">${formatIndianNumber(cluster.count)}</span></span>`,
  });
}

/**
 * Leaflet draws a popup after every pin in the page, so its link came last in tab order and
 * Escape did nothing there. Focus moves into the popup as it opens; Escape closes it and puts
 * focus back on its pin.
 */
function followIntoPopup(event: PopupEvent): void {
  const marker = event.target as LeafletMarker;
  const element = event.popup.getElement();
  if (!element) return;
  const onKey = (key: KeyboardEvent) => {
    if (key.key !== 'Escape') return;
    key.preventDefault();
    marker.closePopup();
    marker.getElement()?.focus();
  };
  element.addEventListener('keydown', onKey);
  marker.once('popupclose', () => element.removeEventListener('keydown', onKey));
  // react-leaflet draws the card into the popup a render after it opens: wait for its link.
  let frames = 10;
  const focusCard = () => {
    const link = element.querySelector<HTMLElement>('.leaflet-popup-content a[href]');
    if (link) link.focus({ preventScroll: true });
    else if (frames-- > 0) requestAnimationFrame(focusCard);
  };
  requestAnimationFrame(focusCard);
}

function Point({
  point,
  active,
  rooms,
  onHighlight,
}: {
  point: MapPoint;
  active: boolean;
  rooms: readonly RoomCardProperty[];
  onHighlight: (id: number | null) => void;
}) {
  const { t } = useTranslation(['rooms', 'enums']);
  const icon = useMemo(() => pointIcon(point, active, t), [point, active, t]);
  const handlers = useMemo(
    () => ({
      mouseover: () => onHighlight(point.id),
      mouseout: () => onHighlight(null),
      popupopen: (event: PopupEvent) => followIntoPopup(event),
    }),
    [onHighlight, point.id],
  );
  const position: [number, number] = [point.lat, point.lng];
  return (
    <>
      {point.approximate && (
        <Circle
          center={position}
          radius={PUBLIC_PIN_AREA_M}
          interactive={false}
          pathOptions={{
            color: active ? '#1d4ed8' : '#2563eb',
            weight: 1,
            dashArray: '4 4',
            fillOpacity: active ? 0.2 : 0.08,
          }}
        />
      )}
      <Marker
        position={position}
        icon={icon}
        zIndexOffset={active ? 1000 : 0}
        eventHandlers={handlers}
      >
        <Popup minWidth={220} maxWidth={260} closeButton>
          <MiniCard id={point.id} rooms={rooms} approximate={point.approximate} />
        </Popup>
      </Marker>
    </>
  );
}

/** A count bubble; a click zooms in on its members (when known) or two levels on its centre. */
export function Cluster({
  cluster,
  members,
  active = false,
}: {
  cluster: MapCluster;
  members?: readonly MapPoint[];
  active?: boolean;
}) {
  const { t } = useTranslation('rooms');
  const map = useMap();
  const icon = useMemo(() => clusterIcon(cluster, active, t), [cluster, active, t]);
  const handlers = useMemo(
    () => ({
      click: () => {
        if (members) {
          map.fitBounds(
            members.map((m): [number, number] => [m.lat, m.lng]),
            { maxZoom: GROUP_UNTIL_ZOOM, padding: [48, 48] },
          );
        } else {
          map.setView([cluster.lat, cluster.lng], Math.min(map.getZoom() + 2, 18));
        }
      },
    }),
    [map, cluster, members],
  );
  return <Marker position={[cluster.lat, cluster.lng]} icon={icon} eventHandlers={handlers} />;
}

/** Pills closer than this on screen would overlap: they share a bubble until zoomed in. */
const GROUP_CELL_PX = { x: 56, y: 44 };
/** From this zoom every point is its own pill, so each one can be reached. */
const GROUP_UNTIL_ZOOM = 16;

interface PointGroup {
  points: MapPoint[];
  cluster: MapCluster;
}

/**
 * Points whose pills would overlap at the map's zoom share a bubble (the server clusters only past
 * 2,000): each point joins the first group it is near on screen, else starts one.
 */
function groupPoints(map: LeafletMap, points: readonly MapPoint[]): PointGroup[] {
  const zoom = map.getZoom();
  if (zoom >= GROUP_UNTIL_ZOOM) {
    return points.map((p) => ({ points: [p], cluster: { ...p, count: 1, minRent: p.rent } }));
  }
  const groups: { x: number; y: number; members: MapPoint[] }[] = [];
  for (const point of points) {
    const at = map.project([point.lat, point.lng], zoom);
    const near = groups.find(
      (g) => Math.abs(g.x - at.x) < GROUP_CELL_PX.x && Math.abs(g.y - at.y) < GROUP_CELL_PX.y,
    );
    if (near) near.members.push(point);
    else groups.push({ x: at.x, y: at.y, members: [point] });
  }
  return groups.map(({ members }) => ({
    points: members,
    cluster: {
      lat: members.reduce((sum, m) => sum + m.lat, 0) / members.length,
      lng: members.reduce((sum, m) => sum + m.lng, 0) / members.length,
      count: members.length,
      minRent: Math.min(...members.map((m) => m.rent)),
    },
  }));
}

export function Points({
  points,
  zoom,
  highlightedId,
  rooms,
  onHighlight,
}: {
  points: readonly MapPoint[];
  zoom: number;
  highlightedId: number | null;
  rooms: readonly RoomCardProperty[];
  onHighlight: (id: number | null) => void;
}) {
  const map = useMap();
  // `zoom` is the settled zoom the groups are for; the map's own changes mid-animation.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const groups = useMemo(() => groupPoints(map, points), [map, points, zoom]);
  return groups.map(({ points: members, cluster }) =>
    members.length === 1 ? (
      <Point
        key={members[0]!.id}
        point={members[0]!}
        active={members[0]!.id === highlightedId}
        rooms={rooms}
        onHighlight={onHighlight}
      />
    ) : (
      <Cluster
        key={`g${members[0]!.id}`}
        cluster={cluster}
        members={members}
        active={members.some((m) => m.id === highlightedId)}
      />
    ),
  );
}
