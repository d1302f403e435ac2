import { createRequire } from 'node:module';
import {
  formatRupees,
  middayInIndia,
  PRODUCT_NAME,
  scriptRuns,
  stampDutyOf,
  type AgreementClauses,
  type AgreementFlagCode,
  type AgreementLanguage,
  type TenancyInclude,
} from '@roomsetu/shared';
import type * as PdfMakeModule from 'pdfmake';
import type { Content, StyleDictionary, TDocumentDefinitions } from 'pdfmake/interfaces';
import { translator, type Translate } from '../../lib/i18n';

/**
 * The agreement's PDFs, made with pdfmake and the Noto fonts the web's legal PDFs use (Noto Sans
 * for Latin and ₹, Noto Sans Devanagari for Hindi, shaped by fontkit): the document a version is,
 * and its certificate of acceptance. Texts come from the `agreement` catalog namespace.
 */

const require = createRequire(import.meta.url);
const FONTS = {
  NotoSans: {
    normal: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  },
  NotoSansDevanagari: {
    normal:
      require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
  },
};
const FONT_FILES = new Set(Object.values(FONTS).flatMap((f) => [f.normal, f.bold]));

type PdfMake = typeof PdfMakeModule;
let loading: Promise<PdfMake> | null = null;

/**
 * pdfmake (with pdfkit and fontkit: about 190 ms and 26 MiB) loads with the first document, not
 * with every process at start: most processes never make one.
 */
function loadPdfMake(): Promise<PdfMake> {
  loading ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts(FONTS);
    // The fonts are the only files a document may read: no path or URL in a text reaches the disk.
    pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));
    pdfmake.setUrlAccessPolicy(() => false);
    return pdfmake;
  });
  return loading;
}

const MARGIN = 56;
const STYLES: StyleDictionary = {
  title: { fontSize: 18, bold: true },
  subtitle: { fontSize: 10, color: '#444444', margin: [0, 2, 0, 0] },
  note: { fontSize: 9.5, color: '#7a3b00', margin: [0, 10, 0, 0] },
  heading: { fontSize: 12, bold: true, margin: [0, 12, 0, 0] },
  body: { fontSize: 10.5, margin: [0, 5, 0, 0] },
  mono: { fontSize: 9, margin: [0, 3, 0, 0] },
  footer: { fontSize: 8, color: '#666666', alignment: 'right', margin: [MARGIN, 15, MARGIN, 0] },
};

/** A person as the documents name them: never a full phone number. */
export interface DocumentParty {
  userId: number;
  name: string;
  role: 'OWNER' | 'TENANT';
  /** Masked, and only a verified one. */
  phone: string | null;
}

/** What a version's document is made of, all of it fixed when the version is drafted. */
export interface AgreementDocument {
  version: number;
  lang: AgreementLanguage;
  draftedAt: Date;
  listing: { title: string; address: string; state: string };
  terms: {
    rentMonthly: number;
    depositAmount: number;
    startDate: string;
    termMonths: number;
    lockInMonths: number;
    noticeDays: number;
    rentDueDay: number;
    includes: readonly TenancyInclude[];
  };
  clauses: AgreementClauses;
  flags: readonly AgreementFlagCode[];
  parties: readonly DocumentParty[];
}

const para = (text: string, style = 'body'): Content => ({ text: scriptRuns(text), style });
const heading = (text: string): Content => ({
  text: scriptRuns(text),
  style: 'heading',
  headlineLevel: 1,
});

/** What registering a leave-and-licence agreement in Maharashtra takes, in order. */
const MAHARASHTRA_STEPS = [
  'maharashtraStep1',
  'maharashtraStep2',
  'maharashtraStep3',
  'maharashtraStep4',
] as const;

/** Maharashtra alone requires every leave-and-licence agreement to be registered. */
const isLeaveAndLicence = (state: string) => state === 'Maharashtra';

export function documentTitle(say: Translate, state: string): string {
  return say(isLeaveAndLicence(state) ? 'agreement.titleLeave' : 'agreement.titleRent');
}

function frame(
  say: Translate,
  title: string,
  version: number,
  lang: AgreementLanguage,
  content: Content[],
): TDocumentDefinitions {
  return {
    version: '1.4',
    pageSize: 'A4',
    pageMargins: MARGIN,
    info: { title, author: PRODUCT_NAME, creator: PRODUCT_NAME },
    language: lang === 'hi' ? 'hi-IN' : 'en-IN',
    defaultStyle: { font: 'NotoSans', fontSize: 10.5 },
    styles: STYLES,
    content,
    footer: (page, pages) => ({
      text: scriptRuns(say('agreement.footer', { title, version, page, pages })),
      style: 'footer',
    }),
    // A heading never ends a page: it goes over with what follows.
    pageBreakBefore: (node, { getFollowingNodesOnPage }) =>
      node.headlineLevel === 1 && getFollowingNodesOnPage().length === 0,
  };
}

const day = (isoDate: string) => ({ at: middayInIndia(isoDate), style: 'day' as const });

/** The agreement itself, with its certificate page: the bytes every party accepts. */
export function agreementDefinition(doc: AgreementDocument): TDocumentDefinitions {
  const say = translator(doc.lang);
  const { terms, clauses, listing } = doc;
  const title = documentTitle(say, listing.state);
  const owner = doc.parties.find((p) => p.role === 'OWNER')!;
  const tenants = doc.parties.filter((p) => p.role === 'TENANT').map((p) => p.name);
  const together =
    tenants.length > 1
      ? `${tenants.slice(0, -1).join(', ')} ${say('agreement.and')} ${tenants.at(-1)}`
      : (tenants[0] ?? '');
  const drafted = { at: doc.draftedAt, style: 'day' as const };
  const includes = terms.includes.map((i) => say(`enums.tenancyInclude.${i}`)).join(', ');
  const lockIn =
    terms.lockInMonths === 0
      ? say('agreement.lockInNone')
      : say(clauses.lockInBinds === 'BOTH' ? 'agreement.lockInBoth' : 'agreement.lockInTenant', {
          months: terms.lockInMonths,
        });
  const stamp = stampDutyOf(listing.state);
  const content: Content[] = [
    { text: scriptRuns(title), style: 'title' },
    para(say('agreement.subtitle', { version: doc.version, date: drafted }), 'subtitle'),
    para(say('agreement.templateNote'), 'note'),
    para(say('agreement.madeBetween', { date: drafted, owner: owner.name, tenants: together })),
    heading(`1. ${say('agreement.premises')}`),
    para(
      say('agreement.premisesText', {
        title: listing.title,
        address: listing.address,
        state: listing.state,
      }),
    ),
    heading(`2. ${say('agreement.term')}`),
    para(say('agreement.termText', { months: terms.termMonths, start: day(terms.startDate) })),
    heading(`3. ${say('agreement.rent')}`),
    para(
      say('agreement.rentText', { amount: formatRupees(terms.rentMonthly), day: terms.rentDueDay }),
    ),
    para(
      includes ? say('agreement.includesText', { list: includes }) : say('agreement.includesNone'),
    ),
    heading(`4. ${say('agreement.deposit')}`),
    para(say('agreement.depositText', { amount: formatRupees(terms.depositAmount) })),
    ...(clauses.flatDeduction
      ? [para(say('agreement.flatDeductionText', { clause: clauses.flatDeduction }))]
      : []),
    heading(`5. ${say('agreement.lockIn')}`),
    para(lockIn),
    heading(`6. ${say('agreement.notice')}`),
    para(
      say('agreement.noticeText', {
        tenantDays: terms.noticeDays,
        ownerDays: clauses.ownerNoticeDays,
      }),
    ),
    heading(`7. ${say('agreement.condition')}`),
    para(say('agreement.conditionText')),
  ];
  let next = 8;
  if (clauses.extraClauses.length) {
    content.push(heading(`${next++}. ${say('agreement.extra')}`), {
      ol: clauses.extraClauses.map((c) => para(c)),
    });
  }
  content.push(
    heading(`${next}. ${say('agreement.law')}`),
    para(say('agreement.lawText', { state: listing.state })),
  );

  // The certificate page: who the parties are, what was flagged and why, stamp duty, acceptance.
  const language = say(doc.lang === 'hi' ? 'agreement.languageHi' : 'agreement.languageEn');
  content.push(
    { text: scriptRuns(say('agreement.certificate')), style: 'title', pageBreak: 'before' },
    para(say('agreement.certificateIntro', { version: doc.version, language }), 'subtitle'),
    heading(say('agreement.parties')),
    ...doc.parties.map((p) =>
      para(
        say('agreement.party', {
          name: p.name,
          role: say(p.role === 'OWNER' ? 'agreement.roleOwner' : 'agreement.roleTenant'),
          phone: p.phone ?? say('agreement.noPhone'),
        }),
      ),
    ),
    heading(say('agreement.flags')),
    ...(doc.flags.length
      ? [
          { ul: doc.flags.map((f) => para(`${f}: ${say(`enums.agreementFlag.${f}`)}`)) },
          para(say('agreement.flagsKept')),
        ]
      : [para(say('agreement.flagsNone'))]),
    heading(say('agreement.stampDuty')),
    para(say('agreement.stampText', { state: listing.state, url: stamp.eStampUrl })),
  );
  if (stamp.eRegistrationUrl) {
    content.push(
      heading(say('agreement.maharashtra')),
      para(say('agreement.maharashtraIntro')),
      { ol: MAHARASHTRA_STEPS.map((step) => para(say(`agreement.${step}`))) },
      para(say('agreement.maharashtraLink', { url: stamp.eRegistrationUrl })),
    );
  }
  content.push(heading(say('agreement.acceptance')), para(say('agreement.acceptanceText')));
  return frame(say, title, doc.version, doc.lang, content);
}

/** One party's line on the certificate of acceptance. */
export interface AcceptanceLine extends DocumentParty {
  acceptedAt: Date | null;
  ip: string | null;
}

/**
 * The certificate of acceptance of a version: the document's SHA-256, and per party the name,
 * the masked phone, when (IST) and from which address they accepted it.
 */
export function certificateDefinition(
  doc: Pick<AgreementDocument, 'version' | 'lang' | 'listing' | 'flags'>,
  sha256: string,
  lines: readonly AcceptanceLine[],
  stampCertificateNumber: string | null,
): TDocumentDefinitions {
  const say = translator(doc.lang);
  const title = say('agreement.acceptanceTitle');
  const language = say(doc.lang === 'hi' ? 'agreement.languageHi' : 'agreement.languageEn');
  const content: Content[] = [
    { text: scriptRuns(title), style: 'title' },
    para(
      say('agreement.acceptanceOf', {
        title: documentTitle(say, doc.listing.state),
        version: doc.version,
        language,
        premises: `${doc.listing.title}, ${doc.listing.address}`,
      }),
      'subtitle',
    ),
    heading(say('agreement.documentHash')),
    { text: sha256, style: 'mono' },
    heading(say('agreement.parties')),
  ];
  for (const line of lines) {
    content.push(
      para(
        say('agreement.party', {
          name: line.name,
          role: say(line.role === 'OWNER' ? 'agreement.roleOwner' : 'agreement.roleTenant'),
          phone: line.phone ?? say('agreement.noPhone'),
        }),
      ),
      para(
        line.acceptedAt
          ? say('agreement.acceptedAt', {
              at: { at: line.acceptedAt, style: 'moment' },
              ip: line.ip ?? say('agreement.unknownIp'),
            })
          : say('agreement.notAccepted'),
        'mono',
      ),
    );
  }
  content.push(
    heading(say('agreement.flags')),
    ...(doc.flags.length
      ? [{ ul: doc.flags.map((f) => para(`${f}: ${say(`enums.agreementFlag.${f}`)}`)) }]
      : [para(say('agreement.flagsNone'))]),
    heading(say('agreement.stampDuty')),
    para(
      stampCertificateNumber
        ? say('agreement.stampNumber', { number: stampCertificateNumber })
        : say('agreement.stampNone'),
    ),
    para(say('agreement.notEsign'), 'note'),
  );
  return frame(say, title, doc.version, doc.lang, content);
}

/** The bytes of a PDF. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return (await loadPdfMake()).createPdf(definition).getBuffer();
}
