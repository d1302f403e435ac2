/**
 * Glyph widths (1/1000 em) of the standard Helvetica and Helvetica-Bold fonts, from Adobe's
 * AFM files, for the printable ASCII range 32-126. Used only to wrap lines.
 */
// prettier-ignore
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

// prettier-ignore
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Widths of the WinAnsi characters above 126 that the documents use. */
const EXTRA: Readonly<Record<number, number>> = {
  0x85: 1000, // ellipsis
  0x91: 222, // left single quote
  0x92: 222, // right single quote
  0x93: 333, // left double quote
  0x94: 333, // right double quote
  0x95: 350, // bullet
  0x96: 556, // en dash
  0x97: 1000, // em dash
};

/** Width in 1/1000 em of one WinAnsi byte. */
export function glyphWidth(code: number, bold: boolean): number {
  const table = bold ? BOLD : REGULAR;
  if (code >= 32 && code <= 126) return table[code - 32] ?? 556;
  return EXTRA[code] ?? 556;
}
