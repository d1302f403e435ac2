import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export interface ListedPerson {
  id: number;
  firstName: string;
  lastName: string;
}

interface Props<P extends ListedPerson> {
  /** The section's id stem: its heading is `${id}-heading`. */
  id: string;
  title: string;
  Icon: LucideIcon;
  intro: ReactNode;
  people: { isPending: boolean; isError: boolean; data?: P[] };
  /** "people you blocked": for the loading label and the error. */
  noun: string;
  empty: string;
  /** The button of each row: its text, and its name for a screen reader with the person's. */
  action: { label: string; ariaLabel: (name: string) => string; busy: boolean };
  onAction: (person: P, name: string) => void;
}

/** A settings section listing people, each with one action (Unblock, Show again). */
export function PeopleList<P extends ListedPerson>({
  id,
  title,
  Icon,
  intro,
  people,
  noun,
  empty,
  action,
  onAction,
}: Props<P>) {
  const { t } = useTranslation();
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-slate-500" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {people.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t('peopleList.loading', { what: title.toLowerCase() })}
          className="mt-4 space-y-2"
        >
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : people.isError || !people.data ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('peopleList.failed', { noun })}
        </p>
      ) : people.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {people.data.map((person) => {
            const name = `${person.firstName} ${person.lastName}`.trim();
            return (
              <li key={person.id} className="flex items-center gap-3 py-2.5">
                <Avatar name={name} />
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{name}</span>
                <button
                  type="button"
                  disabled={action.busy}
                  onClick={() => onAction(person, name)}
                  aria-label={action.ariaLabel(name)}
                  className={buttonClasses('secondary', 'md', 'h-11')}
                >
                  {action.label}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
