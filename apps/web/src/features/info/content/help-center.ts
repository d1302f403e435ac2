import { SUPPORT_REPLY_HOURS, VERIFICATION_TIMES } from '@roomsetu/shared';

export interface HelpArticle {
  readonly title: string;
  readonly answer: string;
}

export interface HelpCategory {
  readonly key: 'getting-started' | 'finding-properties' | 'safety';
  readonly title: string;
  readonly description: string;
  readonly articles: readonly HelpArticle[];
}

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  {
    key: 'getting-started',
    title: 'Getting Started',
    description: 'Create your account and set up your profile.',
    articles: [
      {
        title: 'How to create your RoomSetu account',
        answer:
          'Choose Get Started, enter your name, e-mail, phone number and a password, then tell us a little about yourself and what you are looking for. We send a 6-digit code to your e-mail; enter it to verify your account and sign in.',
      },
      {
        title: 'Completing your profile',
        answer:
          'Open Profile from the menu at the top right. Add your city, occupation, budget, food preference and lifestyle. Complete profiles get more replies from owners and roommates because they know who they are talking to.',
      },
      {
        title: 'Choosing between looking for a room, a roommate, or listing a property',
        answer:
          'When you sign up, pick "Looking for a room" or "Looking for a roommate" to search as a tenant, or "Property owner" to list properties. You can message anyone either way; the choice decides which details we ask for.',
      },
      {
        title: 'Listing your first property for free',
        answer:
          'Sign in as a property owner and choose List Property. The four steps cover the address, rent and deposit, amenities and photos, and your contact details. Listing is free on the Free plan, for as many properties as you let; each appears in search as soon as you publish it.',
      },
    ],
  },
  {
    key: 'finding-properties',
    title: 'Finding Properties',
    description: 'Search, filter and contact owners.',
    articles: [
      {
        title: 'Searching and filtering rooms',
        answer:
          'On Find Rooms, choose a location, price range and room type in the Filters panel and press Apply Filters. Sort by newest, by price, or by recently confirmed (rooms whose owners said lately that they are still free). More results load as you scroll.',
      },
      {
        title: 'Understanding listing badges',
        answer:
          '"Verified" means our team has checked the property or its owner. "Available" means the room can be moved into now. Always confirm details with the owner before you visit.',
      },
      {
        title: 'Contacting a landlord',
        answer:
          'Open a listing and use the contact or visit buttons to send a message. Your conversation appears in Messages, and the owner sees your name and profile, not your phone number.',
      },
      {
        title: 'Saving favorites and finding them later',
        answer:
          'Tap the heart on a property page to save it. All your saved properties and conversations are in Profile, under the Favorites tab.',
      },
    ],
  },
  {
    key: 'safety',
    title: 'Safety & Security',
    description: 'Verification, safe visits and reporting.',
    articles: [
      {
        title: 'How verification works',
        answer: `Identity verification (Standard) checks a government ID and usually takes ${VERIFICATION_TIMES.standard}. Property verification (Enhanced) checks ownership or authority to rent and takes ${VERIFICATION_TIMES.enhanced}.`,
      },
      {
        title: 'Staying safe during property visits',
        answer:
          'Visit in daylight, bring a friend or tell someone where you are going, and meet the owner at the property. Never pay a token amount before you have seen the room and read the agreement.',
      },
      {
        title: 'Reporting a suspicious listing or user',
        answer:
          'Use Report Issue on the Safety Guidelines page, or "Report an issue" in any chat. Tell us what happened and, if you can, the listing or person involved. Our team reviews every report.',
      },
      {
        title: 'Protecting your personal information',
        answer:
          'Keep conversations on RoomSetu until you trust the other person. Never share OTPs, bank PINs or copies of ID documents in chat. RoomSetu will never ask for your password.',
      },
    ],
  },
];

export const HELP_FAQS: readonly HelpArticle[] = [
  {
    title: 'Which cities is RoomSetu available in?',
    answer:
      'We launched in Jaipur, Ahmedabad, Pune, Hyderabad and Bengaluru, and you can also search and list in Delhi NCR and Mumbai. More cities are coming.',
  },
  {
    title: 'Is RoomSetu free to use?',
    answer:
      'Yes. Searching, chatting and listing one property are free. Premium plans, with unlimited listings and the Women Safety Filter, are coming soon.',
  },
  {
    title: 'Do I have to pay brokerage?',
    answer:
      'No. You talk directly to owners and roommates, and RoomSetu charges no brokerage. If anyone asks you for a brokerage fee through RoomSetu, please report them.',
  },
  {
    title: 'How long does verification take?',
    answer: `Identity verification usually takes ${VERIFICATION_TIMES.standard}; property verification takes ${VERIFICATION_TIMES.enhanced}. You can keep using RoomSetu while we check.`,
  },
  {
    title: 'How quickly will support reply?',
    answer: `We reply to every message within ${SUPPORT_REPLY_HOURS} hours, usually much sooner during working hours. For an emergency, call 112.`,
  },
];

const matches = (item: HelpArticle, query: string) =>
  item.title.toLowerCase().includes(query) || item.answer.toLowerCase().includes(query);

/** Categories keep only matching articles (and are dropped when none match); FAQs likewise. */
export function searchHelp(rawQuery: string) {
  const query = rawQuery.trim().toLowerCase();
  if (!query) return { categories: HELP_CATEGORIES, faqs: HELP_FAQS };
  return {
    categories: HELP_CATEGORIES.map((c) => ({
      ...c,
      articles: c.articles.filter((a) => matches(a, query)),
    })).filter((c) => c.articles.length > 0),
    faqs: HELP_FAQS.filter((f) => matches(f, query)),
  };
}
