import 'leaflet/dist/leaflet.css';
import './results-map.css';
import {
  MAX_BBOX_DEGREES,
  MAX_MAP_ZOOM,
  MIN_MAP_ZOOM,
  PROPERTY_TYPE_LABELS,
  type BboxFilter,
  type MapCluster,
  type MapPoint,
  type NearFilter,
  type PropertyMapParams,
} from '@roomsetu/shared';
import { divIcon, type LatLngBoundsExpression, type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Circle,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { env } from '@/config/env';
import { formatRupees, formatRupeesShort } from '@/lib/format';
import type { RoomCardProperty } from '../../api/get-properties';
import { usePropertyMap } from '../../api/get-map';
import { formatBbox } from '../../utils/map-search';
import { MiniCard } from './mini-card';

export interface MapArea {
  bbox: BboxFilter;
  zoom: number;
}

export interface ResultsMapProps {
  /** The list's filters as the API reads them, without the box (the map's own) and the sort. */
  filters: Omit<PropertyMapParams, 'bbox' | 'zoom'>;
  /** Where to look; the map moves there when `frameKey` changes (a new city or place). */
  frame: BboxFilter | null;
  frameKey: string;
  near?: NearFilter;
  radiusKm: number;
  /** The loaded cards: a pin's mini card reads its listing from here before asking the API. */
  rooms: readonly RoomCardProperty[];
  highlightedId: number | null;
  onHighlight: (id: number | null) => void;
  /** Every settled view: `byUser` is false for the map's own moves (first fit, a new place). */
  onMove: (area: MapArea, byUser: boolean) => void;
}

/** All of India, when no city, place or box narrows the search. */
const INDIA: LatLngBoundsExpression = [
  [8, 68.5],
  [33.5, 92],
];
/** Approximate points are drawn as an area of this radius, never as an exact pin. */
const APPROXIMATE_RADIUS_M = 1500;

const toBounds = (b: BboxFilter): LatLngBoundsExpression => [
  [b.south, b.west],
  [b.north, b.east],
];

function areaOf(map: LeafletMap): MapArea {
  const b = map.getBounds();
  const zoom = Math.round(map.getZoom());
  return {
    bbox: {
      west: Math.max(-180, b.getWest()),
      south: Math.max(-90, b.getSouth()),
      east: Math.min(180, b.getEast()),
      north: Math.min(90, b.getNorth()),
    },
    zoom: Math.min(MAX_MAP_ZOOM, Math.max(MIN_MAP_ZOOM, zoom)),
  };
}

/** The box the API may be asked for: none when the view is wider than it allows (all of India). */
function queryBbox(bbox: BboxFilter): string | undefined {
  const wide =
    bbox.east - bbox.west > MAX_BBOX_DEGREES || bbox.north - bbox.south > MAX_BBOX_DEGREES;
  return wide ? undefined : formatBbox(bbox);
}

const PILL =
  'block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-bold shadow-md transition-transform';

function pointIcon(point: MapPoint, active: boolean) {
  const type = PROPERTY_TYPE_LABELS[point.propertyType] ?? point.propertyType;
  const where = point.approximate ? ', approximate location' : '';
  const look = active
    ? 'scale-110 border-brand-800 bg-brand-700 text-white'
    : 'border-slate-300 bg-white text-slate-900';
  return divIcon({
    className: 'map-pin',
    // No size: the pin's box is its pill's (results-map.css centres it).
    iconSize: undefined,
    html: `<span class="${PILL} ${look} ${point.approximate ? 'border-dashed' : ''}"><span class="sr-only">${type}, ${formatRupees(point.rent)} a month${where}</span><span aria-hidden="true">${point.approximate ? '≈ ' : ''}${formatRupeesShort(point.rent)}</span></span>`,
  });
}

function clusterIcon(cluster: MapCluster, active = false) {
  const size = cluster.count >= 1000 ? 'size-14' : cluster.count >= 100 ? 'size-12' : 'size-10';
  return divIcon({
    className: 'map-pin',
    // No size: the pin's box is its pill's (results-map.css centres it).
    iconSize: undefined,
    html: `<span class="flex ${size} items-center justify-center rounded-full text-sm font-bold text-white shadow-md ring-4 ${active ? 'bg-brand-800 ring-brand-800/40' : 'bg-brand-600 ring-brand-600/30'}"><span class="sr-only">${cluster.count.toLocaleString('en-IN')} listings from ${formatRupees(cluster.minRent)}, zoom in</span><span aria-hidden="true">${cluster.count.toLocaleString('en-IN')}</span></span>`,
  });
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
  const icon = useMemo(() => pointIcon(point, active), [point, active]);
  const handlers = useMemo(
    () => ({ mouseover: () => onHighlight(point.id), mouseout: () => onHighlight(null) }),
    [onHighlight, point.id],
  );
  const position: [number, number] = [point.lat, point.lng];
  return (
    <>
      {point.approximate && (
        <Circle
          center={position}
          radius={APPROXIMATE_RADIUS_M}
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
function Cluster({
  cluster,
  members,
  active = false,
}: {
  cluster: MapCluster;
  members?: readonly MapPoint[];
  active?: boolean;
}) {
  const map = useMap();
  const icon = useMemo(() => clusterIcon(cluster, active), [cluster, active]);
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

function Points({
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

/** Reports settled views and moves the map to a new frame; the first fit is not the user's. */
function ViewTracker({
  frame,
  frameKey,
  onArea,
}: {
  frame: BboxFilter | null;
  frameKey: string;
  onArea: (area: MapArea, byUser: boolean) => void;
}) {
  const map = useMap();
  const ours = useRef(false);
  const firstKey = useRef(frameKey);
  const report = useRef(onArea);
  useEffect(() => {
    report.current = onArea;
  });

  useMapEvents({
    moveend: () => report.current(areaOf(map), !ours.current),
  });

  useEffect(() => {
    // The container set the first view; report it (Leaflet fires no moveend for it).
    report.current(areaOf(map), false);
  }, [map]);

  useEffect(() => {
    if (firstKey.current === frameKey) return;
    firstKey.current = frameKey;
    // Without animation the move (and its moveend) happens inside this call: it is ours alone.
    ours.current = true;
    map.fitBounds(frame ? toBounds(frame) : INDIA, { animate: false });
    ours.current = false;
  }, [map, frame, frameKey]);

  return null;
}

/**
 * The results map, its own chunk with leaflet: every match of the filters in the view, as price
 * pills or, past 2,000, as count bubbles. Tiles come from config; none are fetched ahead.
 */
export function ResultsMap(props: ResultsMapProps) {
  const { filters, frame, frameKey, near, radiusKm, rooms, highlightedId, onHighlight, onMove } =
    props;
  const [area, setArea] = useState<MapArea | null>(null);
  const bbox = area ? queryBbox(area.bbox) : undefined;
  const query = usePropertyMap(area ? { ...filters, bbox, zoom: area.zoom } : null);
  const data = query.data;

  const onArea = (next: MapArea, byUser: boolean) => {
    setArea(next);
    onMove(next, byUser);
  };

  return (
    <div className="relative size-full">
      <MapContainer
        bounds={frame ? toBounds(frame) : INDIA}
        minZoom={MIN_MAP_ZOOM}
        maxZoom={18}
        scrollWheelZoom
        className="size-full"
      >
        <TileLayer url={env.tileUrl} attribution={env.tileAttribution} keepBuffer={0} />
        <ViewTracker frame={frame} frameKey={frameKey} onArea={onArea} />
        {near && (
          <Circle
            center={[near.lat, near.lng]}
            radius={radiusKm * 1000}
            interactive={false}
            pathOptions={{ color: '#0f172a', weight: 1.5, dashArray: '6 6', fill: false }}
          />
        )}
        {data && 'points' in data ? (
          <Points
            points={data.points}
            zoom={area?.zoom ?? 0}
            highlightedId={highlightedId}
            rooms={rooms}
            onHighlight={onHighlight}
          />
        ) : (
          data?.clusters.map((cluster) => (
            <Cluster key={`${cluster.lat},${cluster.lng},${cluster.count}`} cluster={cluster} />
          ))
        )}
      </MapContainer>
      <div
        role="status"
        className="pointer-events-none absolute bottom-2 left-2 z-[1000] rounded-full bg-white/95 px-3 py-1 text-xs font-medium text-slate-700 shadow"
      >
        {query.isError
          ? 'The map could not load its listings.'
          : data
            ? `${data.total.toLocaleString('en-IN')} ${data.total === 1 ? 'listing' : 'listings'} in this view${query.isFetching ? ' (updating…)' : ''}`
            : 'Loading listings…'}
      </div>
    </div>
  );
}
