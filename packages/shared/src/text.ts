import { formatIndianNumber } from './money';

/** "1 view", "2 views", "1,200 inquiries": a count with its noun in the right number. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatIndianNumber(n)} ${n === 1 ? singular : plural}`;
}

/** The text as one sentence with one full stop: a reason typed with or without its own. */
export function asSentence(text: string): string {
  const t = text.trim();
  if (!t) return '';
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}
