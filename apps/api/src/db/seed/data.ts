import type { City } from '@roomsetu/shared';

/** Neighbourhoods with a postal code and an offset from the city centre, so map pins spread out. */
export const AREAS: Record<
  City,
  { area: string; postalCode: string; dLat: number; dLng: number }[]
> = {
  delhi: [
    { area: 'Hauz Khas', postalCode: '110016', dLat: -0.06, dLng: -0.003 },
    { area: 'Lajpat Nagar', postalCode: '110024', dLat: -0.044, dLng: 0.034 },
    { area: 'Saket', postalCode: '110017', dLat: -0.09, dLng: 0.008 },
    { area: 'Karol Bagh', postalCode: '110005', dLat: 0.038, dLng: -0.019 },
    { area: 'Dwarka Sector 10', postalCode: '110075', dLat: -0.033, dLng: -0.15 },
  ],
  mumbai: [
    { area: 'Andheri West', postalCode: '400058', dLat: 0.06, dLng: -0.04 },
    { area: 'Bandra West', postalCode: '400050', dLat: -0.016, dLng: -0.04 },
    { area: 'Powai', postalCode: '400076', dLat: 0.043, dLng: 0.03 },
    { area: 'Lower Parel', postalCode: '400013', dLat: -0.07, dLng: -0.05 },
    { area: 'Goregaon East', postalCode: '400063', dLat: 0.089, dLng: -0.01 },
  ],
  bengaluru: [
    { area: 'Koramangala', postalCode: '560034', dLat: -0.036, dLng: 0.03 },
    { area: 'Indiranagar', postalCode: '560038', dLat: -0.0, dLng: 0.046 },
    { area: 'HSR Layout', postalCode: '560102', dLat: -0.06, dLng: 0.05 },
    { area: 'Whitefield', postalCode: '560066', dLat: -0.002, dLng: 0.155 },
    { area: 'Jayanagar', postalCode: '560041', dLat: -0.046, dLng: -0.011 },
  ],
  jaipur: [
    { area: 'Malviya Nagar', postalCode: '302017', dLat: -0.058, dLng: 0.04 },
    { area: 'Vaishali Nagar', postalCode: '302021', dLat: 0.0, dLng: -0.07 },
    { area: 'C-Scheme', postalCode: '302001', dLat: -0.01, dLng: 0.02 },
    { area: 'Mansarovar', postalCode: '302020', dLat: -0.06, dLng: -0.02 },
    { area: 'Raja Park', postalCode: '302004', dLat: -0.01, dLng: 0.05 },
  ],
  pune: [
    { area: 'Kothrud', postalCode: '411038', dLat: -0.013, dLng: -0.05 },
    { area: 'Viman Nagar', postalCode: '411014', dLat: 0.047, dLng: 0.06 },
    { area: 'Hinjewadi', postalCode: '411057', dLat: 0.07, dLng: -0.12 },
    { area: 'Baner', postalCode: '411045', dLat: 0.04, dLng: -0.07 },
    { area: 'Koregaon Park', postalCode: '411001', dLat: 0.016, dLng: 0.037 },
  ],
  ahmedabad: [
    { area: 'Navrangpura', postalCode: '380009', dLat: 0.014, dLng: -0.01 },
    { area: 'Satellite', postalCode: '380015', dLat: 0.005, dLng: -0.05 },
    { area: 'Bodakdev', postalCode: '380054', dLat: 0.03, dLng: -0.06 },
    { area: 'Maninagar', postalCode: '380008', dLat: -0.02, dLng: 0.03 },
    { area: 'Prahlad Nagar', postalCode: '380015', dLat: -0.01, dLng: -0.06 },
  ],
  hyderabad: [
    { area: 'Gachibowli', postalCode: '500032', dLat: 0.055, dLng: -0.13 },
    { area: 'Madhapur', postalCode: '500081', dLat: 0.065, dLng: -0.095 },
    { area: 'Banjara Hills', postalCode: '500034', dLat: 0.03, dLng: -0.05 },
    { area: 'Kondapur', postalCode: '500084', dLat: 0.08, dLng: -0.12 },
    { area: 'Begumpet', postalCode: '500016', dLat: 0.06, dLng: -0.02 },
  ],
};

export const STREETS = [
  'MG Road',
  'Station Road',
  'Temple Street',
  'Park Avenue',
  'Lake View Road',
  'Main Market Lane',
  'Ring Road',
  'Gandhi Marg',
  'Nehru Street',
  'Tilak Road',
];

export const TITLES: Record<string, string[]> = {
  APARTMENT: [
    'Bright 2BHK apartment',
    'Spacious 3BHK with balcony',
    'Modern 1BHK near metro',
    'Family flat with lift and parking',
  ],
  HOUSE: [
    'Independent house with garden',
    'Duplex house in a quiet lane',
    'Ground-floor house with parking',
  ],
  SHARED_ROOM: [
    'Shared room for working women',
    'Twin-sharing room near tech park',
    'Shared room in a friendly flat',
  ],
  PG: ['PG with meals and Wi-Fi', 'Boys PG near college', 'Girls PG with 24/7 security'],
  PRIVATE_ROOM: [
    'Private room with attached bath',
    'Furnished private room',
    'Sunny private room in 3BHK',
  ],
};

export const DESCRIPTIONS = [
  'Well-ventilated home with plenty of morning light, cross ventilation and a calm neighbourhood. Grocery stores, pharmacies and bus stops are a short walk away.',
  'Freshly painted with modular kitchen, wardrobes in every bedroom and reliable water supply. The society has power backup and a security guard at the gate.',
  'Ideal for professionals: fast internet, quiet building and easy access to offices. The owner lives nearby and responds quickly to maintenance requests.',
  'Close to colleges and hospitals, with markets, cafés and parks nearby. Visitors are welcome until 9 PM; the building has CCTV and an intercom.',
];

export const POLICIES = [
  'Visitors allowed till 9 PM',
  'Cooking allowed',
  'Two-wheeler parking available',
  'Pets on request',
];
export const RESTRICTIONS = ['No smoking inside', 'No loud music after 10 PM', 'No subletting'];

export const LANDLORDS = [
  {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya.landlord@roomsetu.in',
    phone: '9810000001',
  },
  {
    firstName: 'Rajesh',
    lastName: 'Gupta',
    email: 'rajesh.gupta@roomsetu.in',
    phone: '9810000002',
  },
  { firstName: 'Anita', lastName: 'Desai', email: 'anita.desai@roomsetu.in', phone: '9810000003' },
  {
    firstName: 'Vikram',
    lastName: 'Reddy',
    email: 'vikram.reddy@roomsetu.in',
    phone: '9810000004',
  },
  { firstName: 'Meera', lastName: 'Iyer', email: 'meera.iyer@roomsetu.in', phone: '9810000005' },
  {
    firstName: 'Suresh',
    lastName: 'Patel',
    email: 'suresh.patel@roomsetu.in',
    phone: '9810000006',
  },
  {
    firstName: 'Kavita',
    lastName: 'Joshi',
    email: 'kavita.joshi@roomsetu.in',
    phone: '9810000007',
  },
];

export interface SeedTenant {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: 'MALE' | 'FEMALE';
  city: City;
}

/**
 * Tenants, all shown on /find-roommates: six or more per city, each name matching its gender.
 * The first three keep their places: the README's demo accounts and the seeded chats use them.
 */
export const TENANTS: SeedTenant[] = [
  {
    firstName: 'Rahul',
    lastName: 'Verma',
    email: 'rahul.tenant@roomsetu.in',
    phone: '9820000001',
    gender: 'MALE',
    city: 'pune',
  },
  {
    firstName: 'Sneha',
    lastName: 'Kulkarni',
    email: 'sneha.kulkarni@roomsetu.in',
    phone: '9820000002',
    gender: 'FEMALE',
    city: 'pune',
  },
  {
    firstName: 'Arjun',
    lastName: 'Nair',
    email: 'arjun.nair@roomsetu.in',
    phone: '9820000003',
    gender: 'MALE',
    city: 'bengaluru',
  },
  {
    firstName: 'Pooja',
    lastName: 'Singh',
    email: 'pooja.singh@roomsetu.in',
    phone: '9820000004',
    gender: 'FEMALE',
    city: 'delhi',
  },
  {
    firstName: 'Karan',
    lastName: 'Mehta',
    email: 'karan.mehta@roomsetu.in',
    phone: '9820000005',
    gender: 'MALE',
    city: 'mumbai',
  },
  {
    firstName: 'Ananya',
    lastName: 'Bose',
    email: 'ananya.bose@roomsetu.in',
    phone: '9820000006',
    gender: 'FEMALE',
    city: 'bengaluru',
  },
  {
    firstName: 'Rohit',
    lastName: 'Yadav',
    email: 'rohit.yadav@roomsetu.in',
    phone: '9820000007',
    gender: 'MALE',
    city: 'delhi',
  },
  {
    firstName: 'Divya',
    lastName: 'Menon',
    email: 'divya.menon@roomsetu.in',
    phone: '9820000008',
    gender: 'FEMALE',
    city: 'hyderabad',
  },
  {
    firstName: 'Aditya',
    lastName: 'Rao',
    email: 'aditya.rao@roomsetu.in',
    phone: '9820000009',
    gender: 'MALE',
    city: 'hyderabad',
  },
  {
    firstName: 'Ishita',
    lastName: 'Chopra',
    email: 'ishita.chopra@roomsetu.in',
    phone: '9820000010',
    gender: 'FEMALE',
    city: 'delhi',
  },
  {
    firstName: 'Farhan',
    lastName: 'Qureshi',
    email: 'farhan.qureshi@roomsetu.in',
    phone: '9820000011',
    gender: 'MALE',
    city: 'hyderabad',
  },
  {
    firstName: 'Neha',
    lastName: 'Agarwal',
    email: 'neha.agarwal@roomsetu.in',
    phone: '9820000012',
    gender: 'FEMALE',
    city: 'jaipur',
  },
  {
    firstName: 'Aman',
    lastName: 'Malhotra',
    email: 'aman.malhotra@roomsetu.in',
    phone: '9820000013',
    gender: 'MALE',
    city: 'delhi',
  },
  {
    firstName: 'Simran',
    lastName: 'Kaur',
    email: 'simran.kaur@roomsetu.in',
    phone: '9820000014',
    gender: 'FEMALE',
    city: 'delhi',
  },
  {
    firstName: 'Nikhil',
    lastName: 'Bansal',
    email: 'nikhil.bansal@roomsetu.in',
    phone: '9820000015',
    gender: 'MALE',
    city: 'delhi',
  },
  {
    firstName: 'Riya',
    lastName: 'Shah',
    email: 'riya.shah@roomsetu.in',
    phone: '9820000016',
    gender: 'FEMALE',
    city: 'mumbai',
  },
  {
    firstName: 'Siddharth',
    lastName: 'Patil',
    email: 'siddharth.patil@roomsetu.in',
    phone: '9820000017',
    gender: 'MALE',
    city: 'mumbai',
  },
  {
    firstName: 'Tanvi',
    lastName: 'Deshpande',
    email: 'tanvi.deshpande@roomsetu.in',
    phone: '9820000018',
    gender: 'FEMALE',
    city: 'mumbai',
  },
  {
    firstName: 'Zoya',
    lastName: 'Sheikh',
    email: 'zoya.sheikh@roomsetu.in',
    phone: '9820000019',
    gender: 'FEMALE',
    city: 'mumbai',
  },
  {
    firstName: 'Omkar',
    lastName: 'Sawant',
    email: 'omkar.sawant@roomsetu.in',
    phone: '9820000020',
    gender: 'MALE',
    city: 'mumbai',
  },
  {
    firstName: 'Kavya',
    lastName: 'Hegde',
    email: 'kavya.hegde@roomsetu.in',
    phone: '9820000021',
    gender: 'FEMALE',
    city: 'bengaluru',
  },
  {
    firstName: 'Rakesh',
    lastName: 'Gowda',
    email: 'rakesh.gowda@roomsetu.in',
    phone: '9820000022',
    gender: 'MALE',
    city: 'bengaluru',
  },
  {
    firstName: 'Shreya',
    lastName: 'Iyer',
    email: 'shreya.iyer@roomsetu.in',
    phone: '9820000023',
    gender: 'FEMALE',
    city: 'bengaluru',
  },
  {
    firstName: 'Vivek',
    lastName: 'Shetty',
    email: 'vivek.shetty@roomsetu.in',
    phone: '9820000024',
    gender: 'MALE',
    city: 'bengaluru',
  },
  {
    firstName: 'Manish',
    lastName: 'Saini',
    email: 'manish.saini@roomsetu.in',
    phone: '9820000025',
    gender: 'MALE',
    city: 'jaipur',
  },
  {
    firstName: 'Priyanka',
    lastName: 'Rathore',
    email: 'priyanka.rathore@roomsetu.in',
    phone: '9820000026',
    gender: 'FEMALE',
    city: 'jaipur',
  },
  {
    firstName: 'Yash',
    lastName: 'Khandelwal',
    email: 'yash.khandelwal@roomsetu.in',
    phone: '9820000027',
    gender: 'MALE',
    city: 'jaipur',
  },
  {
    firstName: 'Aditi',
    lastName: 'Sharma',
    email: 'aditi.sharma@roomsetu.in',
    phone: '9820000028',
    gender: 'FEMALE',
    city: 'jaipur',
  },
  {
    firstName: 'Devendra',
    lastName: 'Choudhary',
    email: 'devendra.choudhary@roomsetu.in',
    phone: '9820000029',
    gender: 'MALE',
    city: 'jaipur',
  },
  {
    firstName: 'Aniket',
    lastName: 'Joshi',
    email: 'aniket.joshi@roomsetu.in',
    phone: '9820000030',
    gender: 'MALE',
    city: 'pune',
  },
  {
    firstName: 'Gauri',
    lastName: 'Pawar',
    email: 'gauri.pawar@roomsetu.in',
    phone: '9820000031',
    gender: 'FEMALE',
    city: 'pune',
  },
  {
    firstName: 'Saurabh',
    lastName: 'Bhosale',
    email: 'saurabh.bhosale@roomsetu.in',
    phone: '9820000032',
    gender: 'MALE',
    city: 'pune',
  },
  {
    firstName: 'Mrunal',
    lastName: 'Gokhale',
    email: 'mrunal.gokhale@roomsetu.in',
    phone: '9820000033',
    gender: 'FEMALE',
    city: 'pune',
  },
  {
    firstName: 'Harsh',
    lastName: 'Trivedi',
    email: 'harsh.trivedi@roomsetu.in',
    phone: '9820000034',
    gender: 'MALE',
    city: 'ahmedabad',
  },
  {
    firstName: 'Khushi',
    lastName: 'Modi',
    email: 'khushi.modi@roomsetu.in',
    phone: '9820000035',
    gender: 'FEMALE',
    city: 'ahmedabad',
  },
  {
    firstName: 'Parth',
    lastName: 'Desai',
    email: 'parth.desai@roomsetu.in',
    phone: '9820000036',
    gender: 'MALE',
    city: 'ahmedabad',
  },
  {
    firstName: 'Nidhi',
    lastName: 'Parikh',
    email: 'nidhi.parikh@roomsetu.in',
    phone: '9820000037',
    gender: 'FEMALE',
    city: 'ahmedabad',
  },
  {
    firstName: 'Jay',
    lastName: 'Thakkar',
    email: 'jay.thakkar@roomsetu.in',
    phone: '9820000038',
    gender: 'MALE',
    city: 'ahmedabad',
  },
  {
    firstName: 'Foram',
    lastName: 'Shah',
    email: 'foram.shah@roomsetu.in',
    phone: '9820000039',
    gender: 'FEMALE',
    city: 'ahmedabad',
  },
  {
    firstName: 'Sana',
    lastName: 'Fatima',
    email: 'sana.fatima@roomsetu.in',
    phone: '9820000040',
    gender: 'FEMALE',
    city: 'hyderabad',
  },
  {
    firstName: 'Srikanth',
    lastName: 'Reddy',
    email: 'srikanth.reddy@roomsetu.in',
    phone: '9820000041',
    gender: 'MALE',
    city: 'hyderabad',
  },
  {
    firstName: 'Lakshmi',
    lastName: 'Prasanna',
    email: 'lakshmi.prasanna@roomsetu.in',
    phone: '9820000042',
    gender: 'FEMALE',
    city: 'hyderabad',
  },
  {
    firstName: 'Mohit',
    lastName: 'Arora',
    email: 'mohit.arora@roomsetu.in',
    phone: '9820000043',
    gender: 'MALE',
    city: 'delhi',
  },
  {
    firstName: 'Fatima',
    lastName: 'Ansari',
    email: 'fatima.ansari@roomsetu.in',
    phone: '9820000044',
    gender: 'FEMALE',
    city: 'mumbai',
  },
];

export const OCCUPATIONS = [
  'Software Engineer',
  'Student',
  'Designer',
  'Doctor',
  'Analyst',
  'Teacher',
  'Marketing Executive',
  'Architect',
  'Chartered Accountant',
  'Nurse',
  'Content Writer',
  'Data Scientist',
  'Sales Manager',
  'Research Scholar',
];

export const CLEANLINESS = ['Very tidy', 'Tidy', 'Relaxed'];

/** Typical monthly budgets (PRICE_RANGES indices) by city: metros cost more than Jaipur or Ahmedabad. */
export const BUDGET_RANGE_BY_CITY: Record<City, [number, number]> = {
  delhi: [1, 4],
  mumbai: [2, 5],
  bengaluru: [1, 4],
  jaipur: [0, 2],
  pune: [1, 3],
  ahmedabad: [0, 3],
  hyderabad: [1, 4],
};

export const DEMO_PASSWORD = 'Demo@1234';
export const ADMIN_ACCOUNT = {
  firstName: 'RoomSetu',
  lastName: 'Admin',
  email: 'admin@roomsetu.in',
  phone: '9800000000',
  password: 'Admin@1234',
};
