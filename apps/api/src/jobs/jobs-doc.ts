import type { JobRegistration } from './queue';

export const JOBS_TABLE_START =
  '<!-- jobs table: generated from the registrations, do not edit -->';
export const JOBS_TABLE_END = '<!-- end of jobs table -->';

/** A markdown table laid out as prettier lays it out, so the generated file is formatted. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, 3, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** docs/jobs.md's table of every job the app registers, in name order. */
export function jobsTable(registrations: readonly JobRegistration[]): string {
  const rows = [...registrations]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((r) => [`\`${r.name}\``, r.cron ? `\`${r.cron}\`` : '', r.description, r.idempotent]);
  return table(
    ['job', 'cron (IST)', 'what queues it and what it does', 'why a second run does no harm'],
    rows,
  );
}

/** `doc` with the text between the table's markers replaced by `generated`. */
export function withJobsTable(doc: string, generated: string): string {
  const start = doc.indexOf(JOBS_TABLE_START);
  const end = doc.indexOf(JOBS_TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/jobs.md has lost the jobs table markers');
  return `${doc.slice(0, start + JOBS_TABLE_START.length)}\n\n${generated}\n\n${doc.slice(end)}`;
}
