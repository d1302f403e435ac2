export const CITY_VALUES = [
  'delhi',
  'mumbai',
  'bengaluru',
  'jaipur',
  'pune',
  'ahmedabad',
  'hyderabad',
] as const;
export type City = (typeof CITY_VALUES)[number];

export interface CityInfo {
  value: City;
  label: string;
  state: string;
  country: 'India';
  latitude: number;
  longitude: number;
}

export const CITIES: readonly CityInfo[] = [
  {
    value: 'delhi',
    label: 'Delhi NCR',
    state: 'Delhi',
    country: 'India',
    latitude: 28.6139,
    longitude: 77.209,
  },
  {
    value: 'mumbai',
    label: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    latitude: 19.076,
    longitude: 72.8777,
  },
  {
    value: 'bengaluru',
    label: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    latitude: 12.9716,
    longitude: 77.5946,
  },
  {
    value: 'jaipur',
    label: 'Jaipur',
    state: 'Rajasthan',
    country: 'India',
    latitude: 26.9124,
    longitude: 75.7873,
  },
  {
    value: 'pune',
    label: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    latitude: 18.5204,
    longitude: 73.8567,
  },
  {
    value: 'ahmedabad',
    label: 'Ahmedabad',
    state: 'Gujarat',
    country: 'India',
    latitude: 23.0225,
    longitude: 72.5714,
  },
  {
    value: 'hyderabad',
    label: 'Hyderabad',
    state: 'Telangana',
    country: 'India',
    latitude: 17.385,
    longitude: 78.4867,
  },
];

/** Values older clients may still send: mapped where a current city exists, refused otherwise. */
export const DEPRECATED_CITIES: Readonly<Record<string, City | null>> = {
  'new-york': null,
  chicago: null,
  bangalore: 'bengaluru',
};

export function normalizeCity(value: string): City | null {
  const v = value.trim().toLowerCase();
  if ((CITY_VALUES as readonly string[]).includes(v)) return v as City;
  // hasOwn: '__proto__' or 'constructor' must not find Object.prototype's members.
  return Object.hasOwn(DEPRECATED_CITIES, v) ? (DEPRECATED_CITIES[v] ?? null) : null;
}

export function getCity(value: string): CityInfo | undefined {
  const city = normalizeCity(value);
  return city ? CITIES.find((c) => c.value === city) : undefined;
}
