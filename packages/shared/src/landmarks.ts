import type { City } from './cities';

/** What a renter measures a home against: the office, the campus, the station. */
export const LANDMARK_CATEGORIES = [
  'IT_PARK',
  'UNIVERSITY',
  'RAILWAY_STATION',
  'AIRPORT',
  'METRO',
  'BUSINESS_DISTRICT',
] as const;
export type LandmarkCategory = (typeof LANDMARK_CATEGORIES)[number];

export interface Landmark {
  name: string;
  category: LandmarkCategory;
  /** WGS84 decimal degrees, 4 decimals (about 10 m). */
  lat: number;
  lng: number;
}

/** west, south, east, north: the area a city's listings and landmarks lie in (NCR and twin cities included). */
export type Bbox = readonly [west: number, south: number, east: number, north: number];

export const CITY_BOUNDS: Readonly<Record<City, Bbox>> = {
  delhi: [76.84, 28.4, 77.55, 28.88],
  mumbai: [72.77, 18.89, 73.13, 19.3],
  bengaluru: [77.35, 12.75, 77.85, 13.25],
  jaipur: [75.5, 26.7, 75.98, 27.05],
  pune: [73.65, 18.4, 74.05, 18.7],
  ahmedabad: [72.4, 22.9, 72.75, 23.25],
  hyderabad: [78.2, 17.2, 78.7, 17.6],
};

const l = (name: string, category: LandmarkCategory, lat: number, lng: number): Landmark => ({
  name,
  category,
  lat,
  lng,
});

/**
 * The places people search rooms by, per city, in rough order of how often they are asked for
 * (the order breaks ties in place autocomplete). Points from OpenStreetMap.
 */
export const LANDMARKS: Readonly<Record<City, readonly Landmark[]>> = {
  delhi: [
    l('New Delhi Railway Station', 'RAILWAY_STATION', 28.6429, 77.2191),
    l('Connaught Place', 'BUSINESS_DISTRICT', 28.6315, 77.2167),
    l('Rajiv Chowk Metro', 'METRO', 28.6328, 77.2197),
    l('DLF Cyber City, Gurugram', 'IT_PARK', 28.495, 77.0895),
    l('Indira Gandhi International Airport', 'AIRPORT', 28.5562, 77.1),
    l('Delhi University North Campus', 'UNIVERSITY', 28.6881, 77.2093),
    l('Noida Sector 62', 'IT_PARK', 28.6208, 77.3639),
    l('Nehru Place', 'BUSINESS_DISTRICT', 28.5491, 77.2533),
    l('IIT Delhi', 'UNIVERSITY', 28.545, 77.1926),
    l('Hazrat Nizamuddin Railway Station', 'RAILWAY_STATION', 28.5887, 77.2539),
    l('Kashmere Gate Metro', 'METRO', 28.6675, 77.2282),
    l('Old Delhi Railway Station', 'RAILWAY_STATION', 28.6609, 77.2273),
    l('Jawaharlal Nehru University', 'UNIVERSITY', 28.5402, 77.1662),
    l('Jamia Millia Islamia', 'UNIVERSITY', 28.5616, 77.2802),
    l('Noida Sector 18', 'BUSINESS_DISTRICT', 28.57, 77.321),
    l('Hauz Khas Metro', 'METRO', 28.5433, 77.2066),
    l('Anand Vihar Terminal', 'RAILWAY_STATION', 28.6505, 77.3152),
    l('Aerocity', 'BUSINESS_DISTRICT', 28.5488, 77.1206),
  ],
  mumbai: [
    l('Bandra Kurla Complex', 'BUSINESS_DISTRICT', 19.066, 72.8654),
    l('Andheri Station', 'RAILWAY_STATION', 19.1197, 72.8468),
    l('Powai', 'BUSINESS_DISTRICT', 19.1176, 72.906),
    l('Chhatrapati Shivaji Maharaj Terminus', 'RAILWAY_STATION', 18.9398, 72.8355),
    l('Chhatrapati Shivaji Maharaj International Airport', 'AIRPORT', 19.0896, 72.8656),
    l('Lower Parel', 'BUSINESS_DISTRICT', 18.996, 72.8304),
    l('Dadar Station', 'RAILWAY_STATION', 19.0186, 72.8429),
    l('IIT Bombay', 'UNIVERSITY', 19.1334, 72.9133),
    l('SEEPZ, Andheri East', 'IT_PARK', 19.1268, 72.874),
    l('Nariman Point', 'BUSINESS_DISTRICT', 18.9256, 72.8242),
    l('Ghatkopar Metro', 'METRO', 19.0865, 72.9081),
    l('Thane Station', 'RAILWAY_STATION', 19.186, 72.9758),
    l('Churchgate Station', 'RAILWAY_STATION', 18.9352, 72.8274),
    l('Mumbai Central Station', 'RAILWAY_STATION', 18.969, 72.8195),
    l('Lokmanya Tilak Terminus', 'RAILWAY_STATION', 19.069, 72.8905),
    l('Borivali Station', 'RAILWAY_STATION', 19.2291, 72.8573),
  ],
  bengaluru: [
    l('Manyata Tech Park', 'IT_PARK', 13.0475, 77.6213),
    l('Electronic City', 'IT_PARK', 12.8452, 77.6602),
    l('Whitefield ITPL', 'IT_PARK', 12.9857, 77.7366),
    l('Koramangala', 'BUSINESS_DISTRICT', 12.9352, 77.6245),
    l('RMZ Ecospace, Bellandur', 'IT_PARK', 12.9266, 77.682),
    l('Kempegowda International Airport', 'AIRPORT', 13.1986, 77.7066),
    l('KSR Bengaluru City Railway Station', 'RAILWAY_STATION', 12.9781, 77.5695),
    l('Majestic Metro (Nadaprabhu Kempegowda)', 'METRO', 12.9757, 77.5728),
    l('MG Road Metro', 'METRO', 12.9755, 77.6066),
    l('Bagmane Tech Park', 'IT_PARK', 12.981, 77.662),
    l('Embassy Golf Links', 'IT_PARK', 12.9545, 77.6418),
    l('Indian Institute of Science', 'UNIVERSITY', 13.0219, 77.5671),
    l('Christ University', 'UNIVERSITY', 12.9343, 77.606),
    l('IIM Bangalore', 'UNIVERSITY', 12.8946, 77.6014),
    l('Yesvantpur Junction', 'RAILWAY_STATION', 13.0236, 77.5508),
    l('Silk Board Junction', 'BUSINESS_DISTRICT', 12.9172, 77.6228),
    l('Indiranagar 100 Feet Road', 'BUSINESS_DISTRICT', 12.9719, 77.6412),
  ],
  jaipur: [
    l('Jaipur Junction', 'RAILWAY_STATION', 26.9196, 75.788),
    l('Malviya Nagar', 'BUSINESS_DISTRICT', 26.8549, 75.8243),
    l('MNIT Jaipur', 'UNIVERSITY', 26.864, 75.8108),
    l('University of Rajasthan', 'UNIVERSITY', 26.887, 75.819),
    l('Jaipur International Airport', 'AIRPORT', 26.8242, 75.8122),
    l('C-Scheme', 'BUSINESS_DISTRICT', 26.906, 75.803),
    l('MI Road', 'BUSINESS_DISTRICT', 26.917, 75.808),
    l('Vaishali Nagar', 'BUSINESS_DISTRICT', 26.911, 75.743),
    l('Mansarovar', 'BUSINESS_DISTRICT', 26.8585, 75.763),
    l('Sindhi Camp Bus Stand', 'BUSINESS_DISTRICT', 26.9227, 75.8013),
    l('Sitapura Industrial Area', 'IT_PARK', 26.7814, 75.846),
    l('World Trade Park', 'BUSINESS_DISTRICT', 26.8536, 75.805),
    l('SMS Hospital', 'BUSINESS_DISTRICT', 26.9048, 75.815),
    l('Jagatpura', 'BUSINESS_DISTRICT', 26.828, 75.862),
    l('Manipal University Jaipur', 'UNIVERSITY', 26.8433, 75.5651),
    l('Hawa Mahal', 'BUSINESS_DISTRICT', 26.9239, 75.8267),
  ],
  pune: [
    l('Hinjewadi Phase 1', 'IT_PARK', 18.5912, 73.7389),
    l('Magarpatta City', 'IT_PARK', 18.5158, 73.9272),
    l('EON IT Park, Kharadi', 'IT_PARK', 18.5515, 73.9505),
    l('Pune Junction', 'RAILWAY_STATION', 18.5289, 73.8744),
    l('Pune Airport', 'AIRPORT', 18.5821, 73.9197),
    l('Savitribai Phule Pune University', 'UNIVERSITY', 18.5521, 73.8246),
    l('College of Engineering Pune', 'UNIVERSITY', 18.5293, 73.8565),
    l('Fergusson College', 'UNIVERSITY', 18.5245, 73.84),
    l('Shivajinagar', 'BUSINESS_DISTRICT', 18.5308, 73.8475),
    l('Viman Nagar', 'BUSINESS_DISTRICT', 18.5679, 73.9143),
    l('Baner', 'BUSINESS_DISTRICT', 18.559, 73.7868),
    l('Wakad', 'BUSINESS_DISTRICT', 18.5985, 73.768),
    l('Swargate', 'BUSINESS_DISTRICT', 18.5018, 73.8636),
    l('Kothrud', 'BUSINESS_DISTRICT', 18.5074, 73.8077),
    l('Koregaon Park', 'BUSINESS_DISTRICT', 18.5362, 73.894),
    l('Pimpri', 'BUSINESS_DISTRICT', 18.6279, 73.8009),
  ],
  ahmedabad: [
    l('SG Highway, Prahlad Nagar', 'BUSINESS_DISTRICT', 23.012, 72.51),
    l('GIFT City', 'BUSINESS_DISTRICT', 23.161, 72.684),
    l('Ahmedabad Junction (Kalupur)', 'RAILWAY_STATION', 23.0263, 72.6009),
    l('Sardar Vallabhbhai Patel International Airport', 'AIRPORT', 23.0772, 72.6347),
    l('IIM Ahmedabad', 'UNIVERSITY', 23.0319, 72.5358),
    l('Gujarat University', 'UNIVERSITY', 23.0375, 72.545),
    l('CEPT University', 'UNIVERSITY', 23.039, 72.549),
    l('Nirma University', 'UNIVERSITY', 23.1286, 72.5445),
    l('Navrangpura', 'BUSINESS_DISTRICT', 23.0365, 72.561),
    l('CG Road', 'BUSINESS_DISTRICT', 23.03, 72.559),
    l('Maninagar Railway Station', 'RAILWAY_STATION', 22.9963, 72.6031),
    l('Vastrapur Lake', 'BUSINESS_DISTRICT', 23.0394, 72.5296),
    l('Bodakdev', 'BUSINESS_DISTRICT', 23.04, 72.507),
    l('Thaltej', 'BUSINESS_DISTRICT', 23.05, 72.5),
    l('Iskcon Cross Roads', 'BUSINESS_DISTRICT', 23.0258, 72.5072),
  ],
  hyderabad: [
    l('HITEC City (Cyber Towers)', 'IT_PARK', 17.4504, 78.381),
    l('Gachibowli', 'IT_PARK', 17.4401, 78.3489),
    l('Financial District, Nanakramguda', 'IT_PARK', 17.416, 78.342),
    l('Madhapur', 'IT_PARK', 17.4483, 78.3915),
    l('Raidurg Metro', 'METRO', 17.4427, 78.377),
    l('Secunderabad Junction', 'RAILWAY_STATION', 17.4337, 78.5016),
    l('Rajiv Gandhi International Airport', 'AIRPORT', 17.2403, 78.4294),
    l('Ameerpet Metro', 'METRO', 17.4375, 78.4483),
    l('University of Hyderabad', 'UNIVERSITY', 17.4589, 78.3335),
    l('IIIT Hyderabad', 'UNIVERSITY', 17.4455, 78.3489),
    l('Indian School of Business', 'UNIVERSITY', 17.4337, 78.3377),
    l('Osmania University', 'UNIVERSITY', 17.413, 78.528),
    l('Hyderabad Deccan (Nampally) Station', 'RAILWAY_STATION', 17.3923, 78.4676),
    l('Kacheguda Railway Station', 'RAILWAY_STATION', 17.3897, 78.5004),
    l('MG Bus Station Metro', 'METRO', 17.3784, 78.4803),
    l('Banjara Hills', 'BUSINESS_DISTRICT', 17.414, 78.438),
    l('Begumpet', 'BUSINESS_DISTRICT', 17.444, 78.469),
    l('Charminar', 'BUSINESS_DISTRICT', 17.3616, 78.4747),
  ],
};

/** Every landmark with its city, in data order. */
export function allLandmarks(): (Landmark & { city: City })[] {
  return (Object.entries(LANDMARKS) as [City, readonly Landmark[]][]).flatMap(([city, list]) =>
    list.map((landmark) => ({ ...landmark, city })),
  );
}

export function insideBbox(bbox: Bbox, lat: number, lng: number): boolean {
  const [west, south, east, north] = bbox;
  return lng >= west && lng <= east && lat >= south && lat <= north;
}
