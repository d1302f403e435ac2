/** A body's content coding: brotli, gzip or as it is. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** What to answer for an `Accept-Encoding`: the accepted coding with the highest q, brotli on a tie. */
function choose(header: string): Encoding {
  let best: Encoding = 'identity';
  let bestQ = 0;
  let any = 0;
  const q: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    const value = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = value ? Number(value.slice(2)) : 1;
    if (coding === '*') any = Number.isNaN(weight) ? 0 : weight;
    else q[coding] = Number.isNaN(weight) ? 0 : weight;
  }
  // `*` stands for gzip, which every client that sends it can read; brotli only when named.
  const weights = { br: q.br ?? 0, gzip: q.gzip ?? any };
  for (const coding of ['br', 'gzip'] as const) {
    if (weights[coding] > bestQ) [best, bestQ] = [coding, weights[coding]];
  }
  return best;
}

const chosen = new Map<string, Encoding>();

/**
 * The coding to answer a request's `Accept-Encoding` with (the web app's files and JSON answers
 * alike); a refused coding (q=0) is never picked. Browsers send a handful of distinct headers, so
 * the choice is remembered per header value (up to 100 of them).
 */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = choose(header);
    if (chosen.size >= 100) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}
