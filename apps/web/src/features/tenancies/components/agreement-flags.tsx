import type { AgreementFlag } from '@roomsetu/shared';
import { TriangleAlert } from 'lucide-react';

/** The guardrails a version (or a draft) trips, each with its reason. */
export function AgreementFlagList({ flags }: { flags: readonly AgreementFlag[] }) {
  return (
    <ul className="space-y-2">
      {flags.map((flag) => (
        <li
          key={flag.code}
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{flag.message}</span>
        </li>
      ))}
    </ul>
  );
}
