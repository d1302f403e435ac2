import { EyeOff } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { MESSAGES } from '@roomsetu/shared';
import { useHiddenRoommates, useUnhide } from '../api/roommate-match';

/** Profile settings: the people I hid from my roommate results, each with Show again. */
export function HiddenPeople() {
  const hidden = useHiddenRoommates();
  const unhide = useUnhide();
  const headingId = 'hidden-people-heading';

  return (
    <section
      aria-labelledby={headingId}
      className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <EyeOff aria-hidden="true" className="size-5 text-slate-500" />
        Hidden people
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        You chose not to see them in your roommate results. They can still message you.
      </p>
      {hidden.isPending ? (
        <div aria-label="Loading hidden people" className="mt-4 space-y-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : hidden.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Could not load the people you hid. Please try again.
        </p>
      ) : hidden.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">You have not hidden anyone.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {hidden.data.map((person) => {
            const name = `${person.firstName} ${person.lastName}`.trim();
            return (
              <li key={person.id} className="flex items-center gap-3 py-2.5">
                <Avatar name={name} />
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{name}</span>
                <button
                  type="button"
                  disabled={unhide.isPending}
                  onClick={() =>
                    unhide.mutate(person.id, {
                      onSuccess: () => toast.success(`${name} is back in your roommate results`),
                      onError: () => toast.error(MESSAGES.unknownError),
                    })
                  }
                  aria-label={`Show ${name} again`}
                  className={buttonClasses('secondary', 'md', 'h-11')}
                >
                  Show again
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
