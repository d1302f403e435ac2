import { SUPPORT_CONTACT } from '@roomsetu/shared';
import type { LegalDocument } from './types';

/**
 * The four kinds of cookie the policy describes, shown as cards above the text (their words:
 * info:legal.cookies.glance.types.*). Essential cookies are set today; the others only ever
 * with consent.
 */
export const COOKIE_TYPES = [
  { key: 'essential', optional: false },
  { key: 'performance', optional: true },
  { key: 'functional', optional: true },
  { key: 'marketing', optional: true },
] as const;

export const COOKIE_POLICY: LegalDocument = {
  title: 'Cookie Policy',
  lastUpdated: 'November 2026',
  intro: [
    'This policy explains what cookies and similar technologies RoomSetu uses, why, and how you can control them. Read it together with our Privacy Policy.',
  ],
  sections: [
    {
      id: 'what-are-cookies',
      title: 'What Cookies Are',
      body: [
        'Cookies are small text files a website stores in your browser. Similar technologies, such as the browser’s local storage, work in the same way. RoomSetu keeps your sign-in token and your account name in local storage on your device so you stay signed in between pages.',
      ],
    },
    {
      id: 'types',
      title: 'Types of Cookies We Use',
      body: [
        'We group cookies into four types. Today RoomSetu sets only essential cookies; we will ask for your consent before setting any performance, functional or marketing cookie.',
        {
          list: [
            'Essential cookies make sign-in, security and core features work. They cannot be switched off.',
            'Performance cookies tell us, in aggregate, which pages are used and how fast they load.',
            'Functional cookies remember your choices, such as your city and search filters.',
            'Marketing cookies measure our campaigns and limit how often you see the same advert.',
          ],
        },
        'When you choose a language with the switch in the header or in Settings, RoomSetu sets one more essential cookie, roomsetu_lang, so that the pages it sends you arrive in that language. It holds only the language’s code (en or hi), is set only when you choose, and lasts one year.',
      ],
    },
    {
      id: 'duration',
      title: 'How Long Cookies Last',
      body: [
        'Session cookies are deleted when you close your browser. Persistent cookies stay for a set time, from about 30 days to 2 years depending on their purpose, or until you delete them. Our sign-in cookie lasts up to 30 days and is renewed while you use RoomSetu. The language cookie lasts one year.',
      ],
    },
    {
      id: 'third-parties',
      title: 'Third-Party Services',
      body: [
        'Maps on property and search pages load tiles from OpenStreetMap servers, which receive your IP address to deliver them. The Help button opens WhatsApp, whose own policies apply once you are there. We do not allow third parties to set advertising cookies without your consent.',
      ],
    },
    {
      id: 'managing',
      title: 'Managing Cookies',
      body: [
        'You can see, block and delete cookies in your browser settings, usually under Privacy or Site settings. Blocking essential cookies will sign you out and some features, such as chat and listing a property, will stop working. Signing out of RoomSetu removes the sign-in token from your device.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      body: [
        'If we start using a new kind of cookie we will update this policy and the date above before we do.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      body: [`Questions about cookies: ${SUPPORT_CONTACT.email} or ${SUPPORT_CONTACT.phone}.`],
    },
  ],
};
