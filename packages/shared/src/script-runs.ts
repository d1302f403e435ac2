/** A run of text in one script, named for the PDF font that draws it (none: the default font). */
export interface ScriptRun {
  text: string;
  font?: 'NotoSansDevanagari';
}

/** Devanagari letters and signs, and the joiners and spaces between them within a run. */
const DEVANAGARI_RUN = /\p{scx=Deva}[\p{scx=Deva}\u200C\u200D\s]*/gu;

/**
 * Text as runs of one script each: Devanagari in Noto Sans Devanagari, the rest in the default
 * Noto Sans. Each run is shaped whole, so conjuncts and vowel signs come out as Hindi is written.
 * Text with no Devanagari stays one string.
 */
export function scriptRuns(text: string): string | ScriptRun[] {
  const runs: ScriptRun[] = [];
  let last = 0;
  for (const match of text.matchAll(DEVANAGARI_RUN)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index) });
    runs.push({ text: match[0], font: 'NotoSansDevanagari' });
    last = match.index + match[0].length;
  }
  if (runs.length === 0) return text;
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs;
}
