import { Ban } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useBlocked, useSetBlocked } from './blocks-api';

/** Profile settings: the people I blocked, each with Unblock. */
export function BlockedPeople() {
  const blocked = useBlocked();
  const change = useSetBlocked();
  const headingId = 'blocked-people-heading';

  return (
    <section
      aria-labelledby={headingId}
      className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Ban aria-hidden="true" className="size-5 text-slate-500" />
        Blocked people
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        They cannot message you, and you do not see them in roommate results or their listings in
        search.
      </p>
      {blocked.isPending ? (
        <div aria-label="Loading blocked people" className="mt-4 space-y-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : blocked.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Could not load the people you blocked. Please try again.
        </p>
      ) : blocked.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">You have not blocked anyone.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {blocked.data.map((person) => {
            const name = `${person.firstName} ${person.lastName}`.trim();
            return (
              <li key={person.id} className="flex items-center gap-3 py-2.5">
                <Avatar name={name} />
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{name}</span>
                <button
                  type="button"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ userId: person.id, blocked: false, name })}
                  aria-label={`Unblock ${name}`}
                  className={buttonClasses('secondary', 'sm')}
                >
                  Unblock
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
