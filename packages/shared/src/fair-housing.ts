/**
 * Fair housing: a listing may prefer families or bachelors, a gender or vegetarian tenants (those
 * are its own fields), but it may not shut people out by religion, caste or community. This finds
 * phrases that do, in English, Hindi (Devanagari) and Hinglish, so the listing can be refused
 * with the phrase quoted back to its owner.
 *
 * Only exclusion patterns are matched ("no <group>", "<group> only", "only <group>", "<group> not
 * allowed", "सिर्फ <group>", "<group> नहीं", "sirf <group>", "<group> nahi"): a community word
 * alone ("near Jain temple", "Jain food available") is fine.
 *
 * The text is read after folding what would hide a phrase from the patterns but not from a reader
 * (`foldForMatching`): compatibility forms (fullwidth letters, ligatures), invisible characters
 * (zero-width spaces and joiners, soft hyphens, variation selectors), accents on Latin letters,
 * Cyrillic and Greek look-alikes of Latin letters, and the nukta and chandrabindu in Devanagari.
 */

/** Religion, caste and community words, singular; plurals and "non-" forms are derived. */
export const FAIR_HOUSING_GROUPS_EN = [
  'muslim',
  'moslem',
  'moslim',
  'muslman',
  'muslmaan',
  'mohammedan',
  'musalman',
  'musalmaan',
  'mussalman',
  'hindu',
  'hindoo',
  'christian',
  'isai',
  'isaai',
  'catholic',
  'sikh',
  'jain',
  'parsi',
  'buddhist',
  'jew',
  'brahmin',
  'brahman',
  'bramhin',
  'bramin',
  'bamun',
  'marwari',
  'baniya',
  'bania',
  'agarwal',
  'kayastha',
  'rajput',
  'thakur',
  'jat',
  'yadav',
  'dalit',
  'harijan',
  'obc',
  'scheduled caste',
  'scheduled tribe',
  'lower caste',
  'upper caste',
  'other caste',
  'other religion',
  'other communit',
  'bihari',
  'punjabi',
  'bengali',
  'gujarati',
  'marathi',
  'kashmiri',
  'madrasi',
  'south indian',
  'north indian',
  'north eastern',
  'north-eastern',
  'northeastern',
  'north east',
  'north-east',
  'northeast',
] as const;

export const FAIR_HOUSING_GROUPS_HI = [
  'मुस्लिम',
  'मुस्लिमों',
  'मुसलमान',
  'मुसलमानों',
  'हिंदू',
  'हिन्दू',
  'हिंदुओं',
  'हिन्दुओं',
  'ईसाई',
  'ईसाइयों',
  'सिख',
  'सिखों',
  'जैन',
  'जैनियों',
  'पारसी',
  'बौद्ध',
  'ब्राह्मण',
  'ब्राह्मणों',
  'मारवाड़ी',
  'मारवाड़ियों',
  'बनिया',
  'राजपूत',
  'जाट',
  'यादव',
  'दलित',
  'दलितों',
  'हरिजन',
  'एससी',
  'एसटी',
  'अनुसूचित जाति',
  'अनुसूचित जनजाति',
  'ओबीसी',
  'नीची जाति',
  'छोटी जाति',
  'दूसरी जाति',
  'दूसरे धर्म',
  'अन्य धर्म',
  'बिहारी',
] as const;

/** People nouns that may follow a group ("Jain families only"); food or places never do. */
const PEOPLE = [
  'people',
  'persons',
  'person',
  'famil(?:y|ies)',
  'tenants?',
  'candidates?',
  'bachelors?',
  'boys?',
  'girls?',
  'men',
  'women',
  'students?',
  'communit(?:y|ies)',
  'log',
  'logon',
  'logo',
  'parivar',
  'लोग',
  'लोगों',
  'परिवार',
  'किरायेदार',
];

/** What must not follow "only <group>" for it to be a food or a place, not people. */
const NOT_PEOPLE = [
  'food',
  'khana',
  'khaana',
  'bhojan',
  'meals?',
  'kitchen',
  'cooking',
  'tiffin',
  'mess',
  'temple',
  'mandir',
  'derasar',
  'masjid',
  'mosque',
  'church',
  'gurudwara',
  'gurdwara',
  'dharamshala',
  'school',
  'college',
  'hospital',
  'colony',
  'society',
  'nagar',
  'street',
  'road',
  'market',
  'restaurant',
  'sweets?',
  'style',
  'festivals?',
  'dish(?:es)?',
  'cuisine',
  'thali',
  'facing',
  'side',
  'corner',
  'view',
  'room',
  'entrance',
  'balcony',
  'language',
  'खाना',
  'भोजन',
  'मंदिर',
  'मस्जिद',
  'चर्च',
  'गुरुद्वारा',
  'कॉलोनी',
  'सोसाइटी',
];

/** Code point ranges of marks that only decorate a Latin letter (accents, combining overlays). */
const LATIN_MARK_RANGES: readonly (readonly [number, number])[] = [
  [0x0300, 0x036f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];
/** Code points that show nothing besides format characters: a joiner, fillers, variation selectors. */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x034f, 0x034f],
  [0x115f, 0x1160],
  [0x3164, 0x3164],
  [0xffa0, 0xffa0],
  [0xfe00, 0xfe0f],
];
const within = (ranges: readonly (readonly [number, number])[], char: string) => {
  const cp = char.codePointAt(0)!;
  return ranges.some(([from, to]) => cp >= from && cp <= to);
};
const FORMAT = /^\p{Cf}$/u;
const isInvisible = (char: string) => FORMAT.test(char) || within(INVISIBLE_RANGES, char);
const withoutLatinMarks = (text: string) =>
  Array.from(text)
    .filter((c) => !within(LATIN_MARK_RANGES, c))
    .join('');
/** Cyrillic, Greek and Armenian letters drawn like Latin ones. */
const LOOK_ALIKES: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['аa', 'еe', 'оo', 'рp', 'сc', 'уy', 'хx', 'іi', 'јj', 'ѕs', 'ԁd', 'һh', 'ӏl', 'ԛq', 'ԝw'],
    ['АA', 'ВB', 'ЕE', 'КK', 'МM', 'НH', 'ОO', 'РP', 'СC', 'ТT', 'ХX', 'УY', 'ІI', 'ЅS', 'ЈJ'],
    ['οo', 'αa', 'νv', 'ιi', 'κk', 'τt', 'ρp', 'υu', 'χx', 'ϲc', 'ɡg', 'ոn', 'սu', 'օo'],
    ['ΑA', 'ΒB', 'ΕE', 'ΖZ', 'ΗH', 'ΙI', 'ΚK', 'ΜM', 'ΝN', 'ΟO', 'ΡP', 'ΤT', 'ΥY', 'ΧX'],
  ]
    .flat()
    .map((pair) => [pair[0]!, pair[1]!]),
);

/**
 * `text` as the patterns read it, and for each of its code units the index in `text` it came
 * from. One code point at a time: compatibility forms folded (NFKC), Latin accents dropped,
 * invisible characters removed, look-alikes made Latin, the nukta dropped and chandrabindu read as
 * anusvara, curly apostrophes made straight.
 */
export function foldForMatching(text: string): { text: string; from: number[] } {
  let out = '';
  const from: number[] = [];
  for (let i = 0; i < text.length;) {
    const char = String.fromCodePoint(text.codePointAt(i)!);
    let folded = '';
    if (!isInvisible(char)) {
      folded = withoutLatinMarks(char.normalize('NFKC').normalize('NFD')).normalize('NFC');
      folded = Array.from(folded, (c) => LOOK_ALIKES[c] ?? c).join('');
      folded = folded
        .replace(/\u093c/g, '')
        .replace(/\u0901/g, '\u0902')
        .replace(/[’‘`]/g, "'");
    }
    out += folded;
    for (let k = 0; k < folded.length; k++) from.push(i);
    i += char.length;
  }
  return { text: out, from };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Word edges that also work for Devanagari (its vowel signs are marks, not letters). */
const START = '(?<![\\p{L}\\p{M}\\p{N}])';
const END = '(?![\\p{L}\\p{M}\\p{N}])';
const SEP = '[\\s\\-–—:,]+';
const OPT_SEP = '[\\s\\-–—:,]*';

const englishGroup = (word: string) => {
  const body = escape(word).replace(/[\s-]+/g, '[\\s-]+');
  const plural = word.endsWith('communit') ? '(?:y|ies)' : word.endsWith('s') ? '' : '(?:e?s)?';
  return `${body}${plural}`;
};

// Longest first, so "sc/st" wins over "sc" and "scheduled caste" over nothing.
const byLength = (a: string, b: string) => b.length - a.length;
/** "SC/ST", "SC-ST", "SC & ST", "SC ST": the short words alone are too common to match. */
const SC_ST = 'sc\\s*(?:/|-|&|and|\\s)\\s*sts?';
const GROUP = `(?:non[\\s-]?)?(?:${SC_ST}|${[...FAIR_HOUSING_GROUPS_EN].sort(byLength).map(englishGroup).join('|')}|${[...FAIR_HOUSING_GROUPS_HI].sort(byLength).map(escape).join('|')})`;
const PEOPLE_NOUN = `(?:${SEP}(?:${PEOPLE.join('|')}))?`;
const NOT_FOLLOWED_BY_THING = `(?!${SEP}(?:${NOT_PEOPLE.join('|')})${END})`;

const ONLY = '(?:only|sirf|sirph|keval|kewal|bas|केवल|सिर्फ़|सिर्फ|सिर्फ़|मात्र|बस)';
const NO = '(?:nahi\\s+chalega|nahin|nahi|no|not|never|na|mana|नहीं|ना|मना|वर्जित|निषेध|बिल्कुल\\s+नहीं)';

const PATTERNS: RegExp[] = [
  // no Muslims / not for Muslims / no non-Jains
  `${START}(?:no|not\\s+for|not\\s+to|no\\s+entry\\s+for)${SEP}(?:${GROUP}|sc|st)${PEOPLE_NOUN}${END}${NOT_FOLLOWED_BY_THING}`,
  // Brahmins only / Jain families only / Marwaris preferred only
  `${START}${GROUP}${PEOPLE_NOUN}${OPT_SEP}(?:only|preferred|ke\\s+liye\\s+hi|hi|ही|केवल|ही\\s+चाहिए)${END}`,
  // only Hindus / only for Jains / sirf Jain / केवल ब्राह्मण
  `${START}${ONLY}${SEP}(?:for${SEP}|ke\\s+liye${SEP}|के\\s+लिए${SEP})?${GROUP}${END}${NOT_FOLLOWED_BY_THING}`,
  // Muslims not allowed / मुस्लिम नहीं / SC/ST nahi chalega
  `${START}${GROUP}${PEOPLE_NOUN}${SEP}(?:(?:are|is)${SEP})?(?:not\\s+allowed|not\\s+welcome|not\\s+accepted|allowed\\s+nahi|nahi\\s+chalenge|${NO}|को${SEP}नहीं|के\\s+लिए\\s+नहीं|वाले\\s+नहीं|वर्जित|अनुमति\\s+नहीं)${END}`,
].map((source) => new RegExp(foldForMatching(source).text, 'iu'));

/** The first phrase in `text` that excludes people by religion, caste or community, or null. */
export function findExclusionPhrase(text: string): string | null {
  const folded = foldForMatching(text);
  let first: { start: number; end: number } | null = null;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(folded.text);
    if (!match) continue;
    const start = match.index + (match[0].length - match[0].trimStart().length);
    const end = match.index + match[0].trimEnd().length;
    if (!first || start < first.start) first = { start, end };
  }
  if (!first) return null;
  // Quoted as the owner wrote it, so they find it in their text.
  const from = folded.from[first.start]!;
  const last = folded.from[first.end - 1]!;
  return text.slice(from, last + String.fromCodePoint(text.codePointAt(last)!).length);
}

/** Why a listing text is refused, quoting the phrase to remove. */
export function exclusionMessage(phrase: string): string {
  return `Listings cannot exclude people by religion, caste or community: remove “${phrase}”.`;
}
