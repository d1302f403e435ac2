/**
 * Chat messages that ask for money before a visit: the advance-payment scam. Such a message is
 * delivered as usual and carries a flag, so the recipient sees a safety note under it.
 *
 * The check is a list of phrases in English, Hindi (Devanagari) and Hinglish, matched on words,
 * so it is cheap enough to run on every message as it is presented. Its limits, on purpose:
 * - Words alone are not enough: "deposit", "rent" or "advance" on their own are how people talk
 *   about a flat ("Is the deposit refundable?", "I paid the deposit after the visit"), so only a
 *   request (pay, send, transfer, bhejo, भेजो), an instrument (UPI, bank transfer, an UPI id) or a
 *   timing ("before the visit", "pay first", "pehle") makes a flag.
 * - A negation right before a phrase ("no advance payment", "advance nahi") lifts it; a negation
 *   further away does not, so "no need to visit, pay the advance" is still flagged.
 * - Spelling games (a-d-v-a-n-c-e, digits for letters), images and other languages are not
 *   caught; the note is a reminder, not a filter, and reports remain the way to act on a scam.
 */
export const MESSAGE_FLAGS = ['PAYMENT_REQUEST'] as const;
export type MessageFlag = (typeof MESSAGE_FLAGS)[number];

/** Where the recipient's safety note links to. */
export const PAYMENT_SAFETY_NOTE =
  'Never pay an advance, token amount or deposit before you have seen the room and met the owner.';

/** Money that is only ever asked for up front. */
const UPFRONT = String.raw`(?:advance|token|booking)(?:\s+(?:amount|money|payment|rent|fee|deposit))?`;
/** Money that is normal to pay, but not before the visit. */
const MONEY = String.raw`(?:advance|token|booking|deposit|security)(?:\s+(?:amount|money|payment|rent|fee|deposit))?`;

/** English and Hinglish, on lower-cased text with single spaces. */
const LATIN_PHRASES: readonly string[] = [
  // A request to pay money up front.
  String.raw`\b(?:pay|send|transfer|deposit|give)\s+(?:(?:me|us|the|an|a|some|your)\s+|(?:rs\.?|₹)\s*)*(?:\d[\d,]*\s*)?${UPFRONT}`,
  String.raw`\b${MONEY}\s+(?:first|now|today|immediately|to (?:book|confirm|hold|reserve|block))`,
  String.raw`\b(?:advance|token)\s+(?:amount|money|payment)`,
  String.raw`\bbooking\s+amount`,
  // Money before the visit.
  String.raw`\b${MONEY}\s+before\s+(?:the\s+|a\s+|your\s+)?(?:visit|viewing|seeing|meeting|site visit)`,
  String.raw`\b(?:pay|payment|transfer)\s+(?:\w+\s+){0,3}before\s+(?:the\s+|a\s+|your\s+)?(?:visit|viewing|seeing|meeting|you see|you visit|coming)`,
  String.raw`\bpay\s+(?:me\s+|us\s+)?first\b(?!\s+month)`,
  String.raw`\bwithout\s+(?:a\s+)?visit(?:ing)?\s*,?\s*(?:just\s+)?(?:pay|send|transfer)`,
  // Instruments.
  String.raw`\bupi\b`,
  String.raw`\bbank\s+transfer`,
  String.raw`\b(?:neft|imps|rtgs|ifsc)\b`,
  String.raw`\baccount\s+(?:number|no\.?|details)`,
  String.raw`\b(?:gpay|google pay|phonepe|phone pe|paytm)\s+(?:me|us|karo|kar do|kardo|kijiye|the|it|now|to|on|number)`,
  String.raw`\b(?:send|pay|transfer)\s+(?:\w+\s+){0,3}(?:on|via|through|by|to)\s+(?:gpay|google pay|phonepe|paytm)`,
  String.raw`[\w.-]{2,}@(?:ok(?:axis|hdfcbank|icici|sbi)|ybl|ibl|axl|paytm|upi|apl)\b`,
  // Hinglish.
  String.raw`\b(?:advance|token|booking|deposit|paise|paisa|payment|amount)\s+(?:abhi\s+|pehle\s+|jaldi\s+)?(?:bhejo|bhej do|bhejdo|bhejiye|bhej dijiye|de do|dedo|dijiye|dena hoga|dena padega|jama karo|transfer karo|daal do|dalo)`,
  String.raw`\bpehle\s+(?:\w+\s+){0,2}(?:payment|paise|paisa|advance|token|pay)`,
  String.raw`\b(?:upi|gpay|phonepe|paytm|transfer)\s+(?:karo|kar do|kardo|kijiye|kar dijiye)`,
];

/** Hindi in Devanagari: \b does not work on Devanagari, so these match as plain substrings. */
const DEVANAGARI_PHRASES: readonly string[] = [
  'टोकन',
  'एडवांस',
  'एडवान्स',
  'अग्रिम',
  'बयाना',
  'यूपीआई',
  'बैंक ट्रांसफर',
  'पैसे भेज',
  'पैसा भेज',
  'रुपये भेज',
  'पहले पैसे',
  'पहले भुगतान',
  'पहले पेमेंट',
  'भुगतान करें',
  'भुगतान कीजिए',
  'ट्रांसफर कर',
  'जमा कर',
];

const NEGATION = String.raw`(?:no|not|never|without|don't|dont|do not|won't|will not|nahi|nahin|mat|नहीं|मत|बिना)`;

const latin = LATIN_PHRASES.map((p) => new RegExp(p, 'gu'));
const negatedBefore = new RegExp(
  String.raw`(?:^|[\s,.(])${NEGATION}\s+(?:(?:need|take|ask|want|require|charge)\s+(?:to\s+|for\s+)?)?(?:any\s+|an\s+|a\s+)?$`,
  'u',
);
const negatedAfter = new RegExp(String.raw`^\s*(?:${NEGATION})(?:\s|$|[,.!?])`, 'u');

function normalise(content: string): string {
  return content.normalize('NFC').toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();
}

/** A match that a negation right before (or "nahi" right after) turns into its opposite. */
function negated(text: string, start: number, end: number): boolean {
  return (
    negatedBefore.test(text.slice(Math.max(0, start - 24), start)) ||
    negatedAfter.test(text.slice(end, end + 12))
  );
}

function asksForPayment(text: string): boolean {
  for (const pattern of latin) {
    pattern.lastIndex = 0;
    for (const m of text.matchAll(pattern)) {
      if (!negated(text, m.index, m.index + m[0].length)) return true;
    }
  }
  for (const phrase of DEVANAGARI_PHRASES) {
    let at = text.indexOf(phrase);
    while (at >= 0) {
      if (!negated(text, at, at + phrase.length)) return true;
      at = text.indexOf(phrase, at + 1);
    }
  }
  return false;
}

/** The flags a chat message carries; pure, so the server and a preview agree. */
export function messageFlags(content: string): MessageFlag[] {
  return asksForPayment(normalise(content)) ? ['PAYMENT_REQUEST'] : [];
}
