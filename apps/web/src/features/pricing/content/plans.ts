import { VERIFICATION_TIMES } from '@roomsetu/shared';

export interface Plan {
  readonly key: 'free' | 'premium';
  readonly name: string;
  readonly price: string;
  readonly priceNote: string;
  readonly summary: string;
  readonly features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    key: 'free',
    name: 'Free',
    price: '₹0',
    priceNote: 'forever',
    summary: 'Everything you need to find a room or a roommate, and to list your properties.',
    features: [
      'Search every room, flat, PG and roommate',
      'Chat with owners and roommates without sharing your number',
      'Save favorite properties and conversations',
      'List your properties free, as many as you let',
      `Identity verification (Standard, ${VERIFICATION_TIMES.standard})`,
    ],
  },
  {
    key: 'premium',
    name: 'Premium',
    price: 'Price to be announced',
    priceNote: 'at launch; nothing is charged today',
    summary: 'For owners who want more reach, and tenants who want extra peace of mind.',
    features: [
      'Women Safety Filter (Tenant Premium)',
      'Background checks on your profile',
      'Featured placement for your listings',
      'Priority support',
    ],
  },
];

export const PRICING_FAQS = [
  {
    question: 'Do you take payments today?',
    answer:
      'No. RoomSetu does not take any payment today. When Premium launches, its price and what it includes will be shown before you pay anything.',
  },
  {
    question: 'What happens to my free listing when Premium launches?',
    answer:
      'Nothing changes: listing on the Free plan stays free, however many properties you let.',
  },
  {
    question: 'Do tenants pay brokerage?',
    answer:
      'Never. You talk to owners directly; RoomSetu charges no brokerage to tenants or owners.',
  },
] as const;

export const SALES_SUBJECT = 'Premium plan enquiry';
