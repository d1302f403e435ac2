import { EMERGENCY_NUMBERS, SUPPORT_CONTACT, VERIFICATION_TIMES } from '@roomsetu/shared';

export interface TipGroup {
  readonly key: 'before' | 'visits' | 'communication' | 'payment';
  readonly title: string;
  readonly tips: readonly string[];
}

export const TIP_GROUPS: readonly TipGroup[] = [
  {
    key: 'before',
    title: 'Before Meeting',
    tips: [
      'Read the whole listing and the owner’s profile; look for the Verified badge.',
      'Ask questions in RoomSetu chat first, and keep the conversation there until you trust the person.',
      'Search the address on the map and check the neighbourhood, commute and nearby hospitals.',
      'Tell a friend or family member who you are meeting, where and when.',
    ],
  },
  {
    key: 'visits',
    title: 'During Property Visits',
    tips: [
      'Visit in daylight, and take a friend along if you can.',
      'Check that the room, fittings, water and power match the listing and photos.',
      'Ask to see the owner’s ID and a document showing they own or manage the property.',
      'Trust your instincts: if something feels wrong, leave and report it.',
    ],
  },
  {
    key: 'communication',
    title: 'Communication Safety',
    tips: [
      'Share your phone number only when you are ready; RoomSetu chat keeps it private.',
      'Never share OTPs, bank PINs, passwords or photos of your ID in chat.',
      'Be wary of anyone who pressures you to decide quickly or to move to another app.',
      'Report abusive, threatening or discriminatory messages from the chat menu.',
    ],
  },
  {
    key: 'payment',
    title: 'Payment Security',
    tips: [
      'Never pay a token amount or deposit before you have seen the property in person.',
      'Pay by bank transfer or UPI to an account in the owner’s name, and keep the receipts.',
      'Sign a written rental or leave and licence agreement that states rent, deposit and notice period.',
      'RoomSetu never asks you to pay rent or deposits to us.',
    ],
  },
];

export const RED_FLAGS: readonly string[] = [
  'Rent far below similar rooms in the same area.',
  'The owner cannot show the property and asks for money to “reserve” it.',
  'Requests for payment through gift cards, crypto or an account in someone else’s name.',
  'Pressure to decide immediately because “many people are interested”.',
  'Photos that look like a hotel or a catalogue, or appear on other listings.',
  'Requests for OTPs, your bank details, or copies of documents before you have met.',
];

export interface VerificationCard {
  readonly title: string;
  readonly level: 'Standard' | 'Premium' | 'Enhanced';
  readonly text: string;
  readonly time: string;
}

export const VERIFICATION_CARDS: readonly VerificationCard[] = [
  {
    title: 'Identity Verification',
    level: 'Standard',
    text: 'We check a government-issued ID against your name and photo, and confirm your e-mail and phone number.',
    time: VERIFICATION_TIMES.standard,
  },
  {
    title: 'Background Checks',
    level: 'Premium',
    text: 'An additional check of address history and public records for Premium members who want extra assurance.',
    time: 'Available with Premium',
  },
  {
    title: 'Property Verification',
    level: 'Enhanced',
    text: 'We confirm the owner’s title or authority to rent, and check that photos and details match the property.',
    time: VERIFICATION_TIMES.enhanced,
  },
];

export interface EmergencyContact {
  readonly number: string;
  readonly label: string;
  readonly text: string;
}

const EMERGENCY_TEXT: Readonly<Record<string, string>> = {
  '112': 'Police, fire and ambulance, anywhere in India.',
  '1091': 'Women in distress, 24 hours a day.',
  '1930': 'Report online fraud and payment scams quickly.',
};

export const EMERGENCY_CONTACTS: readonly EmergencyContact[] = [
  ...EMERGENCY_NUMBERS.map((e) => ({
    number: e.number,
    label: e.label,
    text: EMERGENCY_TEXT[e.number] ?? '',
  })),
  {
    number: SUPPORT_CONTACT.phone,
    label: 'RoomSetu Support',
    text: 'Help with a listing, a user or your account.',
  },
];

/** A number as a tel: link (spaces dropped). */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
