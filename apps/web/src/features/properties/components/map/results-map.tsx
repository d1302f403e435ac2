import 'leaflet/dist/leaflet.css';
import './results-map.css';
import {
  MAX_MAP_ZOOM,
  MIN_MAP_ZOOM,
  type BboxFilter,
  type NearFilter,
  type PropertyMapParams,
} from '@roomsetu/shared';
import type { LatLngBoundsExpression, Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { env } from '@/config/env';
import type { RoomCardProperty } from '../../api/get-properties';
import { usePropertyMap } from '../../api/get-map';
import { bboxTooWide, formatBbox } from '../../utils/map-search';
import { Cluster, Points } from './map-markers';
import { formatIndianNumber } from '@roomsetu/shared';

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
  return bboxTooWide(bbox) ? undefined : formatBbox(bbox);
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
  const { t } = useTranslation(['rooms', 'enums']);
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
        className="pointer-events-none absolute bottom-2 left-2 z-[1000] rounded-full bg-white/95 px-3 py-1 text-sm font-medium text-slate-700 shadow"
      >
        {query.isError
          ? t('map.loadFailed')
          : data
            ? `${t('map.inView', { count: data.total, total: formatIndianNumber(data.total) })}${query.isFetching ? ` ${t('map.updating')}` : ''}`
            : t('map.loading')}
      </div>
    </div>
  );
}
