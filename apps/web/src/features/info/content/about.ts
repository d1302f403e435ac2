export interface Person {
  readonly name: string;
  readonly role: string;
  readonly bio: string;
}

export interface LeaderMessage extends Person {
  readonly message: readonly string[];
}

export const VISION = {
  title: 'Our vision',
  text: [
    'Moving to a new city should start with a home you trust, not weeks of broker calls, fake photos and lost deposits. RoomSetu began in Jaipur with a simple idea: every listing should be real, every person you talk to should be who they say they are, and finding a room or a roommate should take days, not months.',
    'We are building the most trusted place in India to rent a room, share a flat or find a tenant, starting with students and young professionals in Jaipur, Ahmedabad, Pune, Hyderabad and Bengaluru.',
  ],
} as const;

export const STATS = [
  { value: '7', label: 'Cities' },
  { value: '24 h', label: 'Support reply time' },
  { value: '₹0', label: 'To list one property' },
] as const;

export const FOUNDERS: readonly LeaderMessage[] = [
  {
    name: 'Aarav Mathur',
    role: 'Founder & CEO',
    bio: 'Moved cities four times for work before he turned 27.',
    message: [
      'When I moved to Bengaluru for my first job, I paid two months’ rent as brokerage for a room that looked nothing like its photos. Every friend of mine had a similar story.',
      'RoomSetu is the platform I wish I had then: honest listings, owners you can talk to directly, and roommates chosen for how they live, not just what they can pay. We measure ourselves by one thing: did you find a home you feel safe in?',
    ],
  },
  {
    name: 'Nisha Rathore',
    role: 'Co-founder & CTO',
    bio: 'Built payments and identity systems at two Indian fintechs.',
    message: [
      'Trust is an engineering problem as much as a people problem. We verify identities and properties, keep your phone number private until you choose to share it, and give every user a fast way to report anything that feels wrong.',
      'Our team in Jaipur reads every report. If something on RoomSetu is not right, tell us: we would rather hear it from you than lose your trust.',
    ],
  },
];

export const TEAM: readonly Person[] = [
  {
    name: 'Kunal Shekhawat',
    role: 'Head of Trust & Safety',
    bio: 'Leads listing and identity verification and reviews every safety report.',
  },
  {
    name: 'Priyanka Jain',
    role: 'Community Manager',
    bio: 'Works with landlords and PG owners across our launch cities.',
  },
  {
    name: 'Siddharth Menon',
    role: 'Lead Engineer',
    bio: 'Builds search, chat and the map that shows you where each room is.',
  },
  {
    name: 'Fatima Sheikh',
    role: 'Customer Support Lead',
    bio: 'Runs the support desk that answers you within 24 hours.',
  },
];

export const VALUES = [
  {
    key: 'safety',
    title: 'Safety First',
    text: 'Verified profiles and listings, private chat, clear safety guidance and a report button on every conversation. When safety and growth pull in different directions, safety wins.',
  },
  {
    key: 'transparency',
    title: 'Transparency',
    text: 'Real photos, the full rent, deposit and maintenance up front, and no hidden brokerage. If a listing changes, the page shows it.',
  },
  {
    key: 'community',
    title: 'Community',
    text: 'Tenants, roommates and owners who treat each other with respect. We welcome everyone, whatever their religion, caste, gender, food habits or home town.',
  },
] as const;
