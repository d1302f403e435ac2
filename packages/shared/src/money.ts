/**
 * 1,234 and 12,34,567: whole numbers grouped the Indian way (thousand, lakh, crore), as
 * `toLocaleString('en-IN')` writes them. Written out because a page's first `Intl` number format
 * costs a slow phone tens of milliseconds of ICU set-up, on every page that shows a price.
 */
export function formatIndianNumber(value: number): string {
  const n = Number.isFinite(value) ? Math.round(value) : 0;
  const digits = String(Math.abs(n));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${n < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last3}`;
}

/** ₹12,500 and ₹1,00,000 (Indian digit grouping, whole rupees): every price, page or mail. */
export function formatRupees(amount: number): string {
  const text = formatIndianNumber(amount);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/** One decimal at most, no trailing '.0': 12.5, 12, 1.2. */
const short = (n: number) => String(Math.round(n * 10) / 10);

/** A map price pill: ₹950, ₹12.5k, ₹1.2L (lakh). */
export function formatRupeesShort(amount: number): string {
  const n = Number.isFinite(amount) ? Math.max(0, Math.round(amount)) : 0;
  if (n < 1000) return `₹${n}`;
  if (n < 99_950) return `₹${short(n / 1000)}k`;
  return `₹${short(n / 100_000)}L`;
}
