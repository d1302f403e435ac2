/**
 * The letters an avatar shows: the first and last names' initials ('Rahul Kumar Sharma' → 'RS'),
 * one letter for a single name or an e-mail, '?' when there is nothing to show.
 */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ? Array.from(parts[0])[0] : undefined;
  if (!first) return '?';
  const lastPart = parts.length > 1 ? parts.at(-1) : undefined;
  const last = lastPart ? Array.from(lastPart)[0] : '';
  return (first + last).toUpperCase();
}
