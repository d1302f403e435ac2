import { MINIMUM_USER_AGE, SUPPORT_CONTACT } from '@roomsetu/shared';
import type { LegalDocument } from './types';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'October 2025',
  intro: [
    'RoomSetu helps people find rooms, roommates and tenants in Indian cities. To do that we need some information about you. This policy explains what we collect, why, who we share it with, how long we keep it and the rights you have under the Digital Personal Data Protection Act, 2023 and other Indian law.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      title: 'Information We Collect',
      body: [
        'Information you give us:',
        {
          list: [
            'Account details: first and last name, e-mail address, phone number and a password (stored only as a secure hash).',
            'Profile details: age, gender, city, occupation, education, budget, room preference, lifestyle, food preference, interests, and whether you smoke, drink or have pets.',
            'Listings: property address, photos, rent, deposit, amenities, rules and the contact name, e-mail and phone you enter for the listing.',
            'Messages you send through RoomSetu chat, and what you write in the contact and report forms.',
          ],
        },
        'Information collected automatically: your IP address, browser and device type, pages visited, and the essential cookies described in our Cookie Policy. We do not collect your precise location from your device; maps show the address of a property, not your position.',
      ],
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Information',
      body: [
        {
          list: [
            'To create and secure your account, verify your e-mail and phone, and let you sign in.',
            'To show your listings and roommate profile to people searching, and to suggest matches.',
            'To deliver your chat messages and notify you about enquiries.',
            'To verify identities and properties when you ask us to, and to detect fraud, spam and abuse.',
            'To answer your questions and reports, and to send essential service e-mails.',
            'To understand how RoomSetu is used and improve it, using aggregated figures wherever possible.',
          ],
        },
        'We do not sell your personal data.',
      ],
    },
    {
      id: 'sharing',
      title: 'How We Share Information',
      body: [
        {
          list: [
            'With other users: your public profile (name, city, occupation, preferences) and your listings are visible to people using RoomSetu. Your e-mail address and phone number are not shown on your profile; you decide what to share in chat.',
            'With service providers who host our servers, send our e-mails and show map tiles, under contracts that only allow them to process data on our instructions.',
            'With the police, courts or regulators when the law requires it, or when it is needed to protect someone’s safety.',
            'With a buyer or successor if RoomSetu is merged or sold, who must keep this policy’s promises.',
          ],
        },
      ],
    },
    {
      id: 'security',
      title: 'Data Security',
      body: [
        'Connections to RoomSetu are encrypted with HTTPS. Passwords are hashed, session tokens expire quickly and are renewed automatically, and access to personal data inside RoomSetu is limited to the staff who need it. Photos are re-processed when uploaded, which removes hidden location data.',
        'No system is completely secure. If a breach affects your data, we will inform you and the Data Protection Board of India as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      body: [
        'You can:',
        {
          list: [
            'see and correct most of your information yourself on your Profile page;',
            'ask for a summary of the personal data we hold about you and how we use it;',
            'ask us to correct, complete or erase your data, or withdraw consent you have given;',
            'nominate someone to exercise these rights for you in case of death or incapacity;',
            'complain to our Grievance Officer, and then to the Data Protection Board of India.',
          ],
        },
        `Write to ${SUPPORT_CONTACT.email} from the e-mail address on your account. We reply within 30 days.`,
      ],
    },
    {
      id: 'retention',
      title: 'Data Retention',
      body: [
        'We keep your account data while your account is open. When you close it, we delete or anonymise your profile, listings and photos within 30 days. Chat messages stay visible to the other person in the conversation. We keep records we are legally required to keep, such as payment and tax records, for as long as the law requires (generally up to 8 years), and logs used for security for up to 180 days.',
      ],
    },
    {
      id: 'age',
      title: 'Minimum Age',
      body: [
        `RoomSetu is only for people aged ${MINIMUM_USER_AGE} or over. We do not knowingly collect data from anyone under ${MINIMUM_USER_AGE}; if we learn that we have, we delete the account.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      body: [
        'When we change this policy we update the date at the top of this page, and we tell you by e-mail or in the app before a significant change takes effect.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact and Grievance Officer',
      body: [
        `Grievance Officer, RoomSetu, ${SUPPORT_CONTACT.address}. E-mail ${SUPPORT_CONTACT.email}, phone ${SUPPORT_CONTACT.phone}.`,
      ],
    },
  ],
};
