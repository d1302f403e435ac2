import { LANDMARKS, type City } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { GeoPoint } from '../../lib/geocoder';
import { localityCentre } from './write-repository';

/**
 * A better stand-in than the city centre when the geocoder could not place an address: where the
 * locality's geocoded listings are on average, else a landmark of that name. Still approximate (the
 * map draws it as an area), but in the right part of the city, so bbox and near find it there.
 */
export async function refineApproximate(
  db: Db,
  point: GeoPoint,
  city: City,
  area: string | null | undefined,
): Promise<GeoPoint> {
  const name = area?.trim().toLowerCase();
  if (!point.approximate || !name) return point;
  // A re-addressed listing still counts in its old locality here: harmless, it was there.
  const locality = await localityCentre(db, city, name);
  if (locality?.lat != null && locality.lng != null) {
    return { latitude: Number(locality.lat), longitude: Number(locality.lng), approximate: true };
  }
  const landmarks = LANDMARKS[city];
  const landmark =
    landmarks.find((l) => l.name.toLowerCase() === name) ??
    (name.length >= 4
      ? landmarks.find(
          (l) =>
            /^[ ,(]/.test(l.name.toLowerCase().slice(name.length)) &&
            l.name.toLowerCase().startsWith(name),
        )
      : undefined);
  return landmark ? { latitude: landmark.lat, longitude: landmark.lng, approximate: true } : point;
}
