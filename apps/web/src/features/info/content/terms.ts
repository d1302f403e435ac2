import { MINIMUM_USER_AGE, SUPPORT_CONTACT, VERIFICATION_TIMES } from '@roomsetu/shared';
import type { LegalDocument } from './types';

/** The Terms of Service: the page and its PDF both render this. */
export const TERMS: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: '20 October 2025',
  version: '1.1',
  intro: [
    'These Terms of Service ("Terms") are an agreement between you and RoomSetu, operated from Jaipur, Rajasthan, India ("RoomSetu", "we", "us"). They govern your use of the RoomSetu website and services for finding rooms, finding roommates and listing properties for rent.',
    'Please read them carefully. By creating an account or using RoomSetu you agree to these Terms and to our Privacy Policy and Cookie Policy.',
  ],
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      body: [
        'By accessing or using RoomSetu, you confirm that you have read, understood and agree to be bound by these Terms. If you do not agree, do not use the service.',
        'If you use RoomSetu on behalf of a business, such as a property management company, you confirm that you are authorised to accept these Terms for it.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      body: [
        `You must be at least ${MINIMUM_USER_AGE} years old and able to enter into a legally binding contract under the Indian Contract Act, 1872 to use RoomSetu. We do not knowingly allow anyone under ${MINIMUM_USER_AGE} to register.`,
        'You may not use RoomSetu if we have previously suspended or removed your account, unless we have given you written permission.',
      ],
    },
    {
      id: 'our-role',
      title: 'What RoomSetu Does',
      body: [
        'RoomSetu is an online platform that helps tenants, landlords and roommate seekers find and talk to each other. We are not a real estate agent or broker, we do not own, manage or inspect properties on behalf of users, and we are not a party to any rental, leave and licence, or roommate agreement you make.',
        'Any agreement about a property is made directly between the users concerned, who are responsible for its terms and for complying with the law that applies to it.',
      ],
    },
    {
      id: 'accounts',
      title: 'Your Account',
      body: [
        'You must give accurate, current and complete information when you register, including your name, e-mail address and phone number, and keep it up to date.',
        {
          list: [
            'Keep your password confidential and do not share your account with anyone.',
            'You are responsible for everything that happens under your account.',
            `Tell us at once at ${SUPPORT_CONTACT.email} if you believe your account has been used without your permission.`,
            'One person may hold only one account.',
          ],
        },
      ],
    },
    {
      id: 'listings',
      title: 'Property Listings',
      body: [
        'If you list a property, you confirm that you own it or are authorised by its owner to rent it out, and that the listing is accurate: its photos, rent, deposit, maintenance charges, amenities, availability and rules must reflect the real property.',
        {
          list: [
            'Do not list a property that is not available, or list the same property more than once.',
            'Do not use photos you do not have the right to use.',
            'Update or remove your listing promptly once the property is let.',
            'Listing properties is free on the Free plan; Premium plans, when available, add reach and checks, never a charge for listing.',
          ],
        },
        'We may edit the presentation of, suspend or remove any listing that breaks these Terms or that we reasonably believe is misleading.',
      ],
    },
    {
      id: 'roommates',
      title: 'Roommate Profiles and Matching',
      body: [
        'Roommate profiles show the preferences you choose to share, such as budget, city, lifestyle, food preference and habits. Keep them honest and respectful. Matches and suggestions are based on the information users provide; we do not guarantee that any roommate will be compatible with you.',
      ],
    },
    {
      id: 'verification',
      title: 'Verification',
      body: [
        `We offer identity verification (Standard, usually completed within ${VERIFICATION_TIMES.standard}) and property verification (Enhanced, usually completed within ${VERIFICATION_TIMES.enhanced}). A verified badge means that the documents or checks described on our Safety Guidelines page were completed at the time of review.`,
        'Verification reduces risk but does not remove it. It is not a guarantee of a person’s character or of a property’s condition, title or legal status, and you should still take the precautions in our Safety Guidelines.',
      ],
    },
    {
      id: 'messaging',
      title: 'Messaging and Communication',
      body: [
        'RoomSetu chat lets you talk to other users without sharing your phone number. Use it only for genuine enquiries about rooms, properties and roommates. Do not send spam, advertisements, or messages that harass, threaten or discriminate.',
        'We may review messages that are reported to us, or when needed to investigate fraud, abuse or a breach of these Terms.',
      ],
    },
    {
      id: 'prohibited-conduct',
      title: 'Prohibited Conduct',
      body: [
        'When using RoomSetu you must not:',
        {
          list: [
            'post false, misleading or fraudulent listings or profiles, or impersonate anyone;',
            'ask for a deposit, token amount or any payment before the other person has seen the property or met you;',
            'discriminate against anyone on the basis of religion, caste, gender, marital status, food habits or any other ground the law protects;',
            'collect other users’ personal data, scrape the site, or use bots or automated tools;',
            'upload viruses or try to disrupt, probe or break the security of the service;',
            'use RoomSetu for any purpose that is unlawful in India.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      title: 'Fees and Payments',
      body: [
        'Creating an account, searching and listing one property are free. Premium plans and paid features, when offered, will show their price, duration and what they include before you pay.',
        'All payments made to RoomSetu are non-refundable, including when you cancel a plan before it ends or your account is suspended for breaching these Terms, except where Indian law requires a refund. Prices include applicable taxes unless stated otherwise.',
      ],
    },
    {
      id: 'rental-agreements',
      title: 'Rent, Deposits and Agreements Between Users',
      body: [
        'Rent, security deposits, maintenance charges and any other amounts are agreed and paid directly between users. RoomSetu does not collect, hold or refund them and is not responsible for any dispute about them.',
        'We strongly recommend a written rental or leave and licence agreement, registered or stamped where the law of your state requires it, and receipts for every payment.',
      ],
    },
    {
      id: 'content',
      title: 'Your Content and Our Intellectual Property',
      body: [
        'You keep ownership of the photos, descriptions and other content you post. By posting it, you give RoomSetu a non-exclusive, royalty-free, worldwide licence to host, display, resize and share it for the purpose of operating and promoting the service, for as long as it stays on RoomSetu.',
        'The RoomSetu name, logo, design and software belong to us and may not be copied or used without our written permission.',
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      body: [
        'Our Privacy Policy explains what personal data we collect, why, and the rights you have under the Digital Personal Data Protection Act, 2023. Our Cookie Policy explains the cookies we use. Both form part of these Terms.',
      ],
    },
    {
      id: 'reporting',
      title: 'Reporting, Moderation and Suspension',
      body: [
        'You can report a listing, profile or conversation from our Safety Guidelines page, from a chat, or by writing to us. We review reports and may warn users, remove content, or suspend or close accounts that break these Terms, with or without notice where safety requires it.',
        'You may close your account at any time by writing to us. Some information may be kept afterwards as described in our Privacy Policy.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      body: [
        'RoomSetu is provided "as is" and "as available". We do not promise that the service will be uninterrupted or error-free, or that any listing, profile or message is accurate, and we make no warranty about any property or user, to the extent the law allows.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      body: [
        'To the extent permitted by law, RoomSetu is not liable for indirect or consequential loss, or for any loss arising from a dealing between users, including unpaid rent, lost deposits, property damage or personal disputes. Our total liability to you for any claim is limited to the amount you paid RoomSetu in the twelve months before the claim, or ₹1,000 if you paid nothing.',
      ],
    },
    {
      id: 'indemnity',
      title: 'Indemnity',
      body: [
        'You agree to compensate RoomSetu for any claim, loss or expense, including reasonable legal fees, that arises from your content, your use of the service, or your breach of these Terms or of the law.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law and Disputes',
      body: [
        'These Terms are governed by the laws of India. Before going to court, please write to us so we can try to resolve the matter within 30 days.',
        'Subject to that, the courts of Jaipur, Rajasthan have exclusive jurisdiction over any dispute arising from these Terms or your use of RoomSetu.',
      ],
    },
    {
      id: 'changes-contact',
      title: 'Changes to These Terms and Contact',
      body: [
        'We may update these Terms as the service changes. We will show the new date and version at the top of this page and, for significant changes, tell you by e-mail or in the app before they take effect. Continuing to use RoomSetu after that means you accept the updated Terms.',
        `Questions or legal notices: ${SUPPORT_CONTACT.email}, ${SUPPORT_CONTACT.phone}, ${SUPPORT_CONTACT.address}. Grievances are acknowledged within 24 hours and resolved within 15 days, as the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 require.`,
      ],
    },
  ],
};
