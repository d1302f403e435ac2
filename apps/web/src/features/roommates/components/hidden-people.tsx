import { MESSAGES } from '@roomsetu/shared';
import { EyeOff } from 'lucide-react';
import { PeopleList } from '@/components/people-list';
import { toast } from '@/components/ui/toast';
import { useHiddenRoommates, useUnhide } from '../api/roommate-match';

/** Profile settings: the people I hid from my roommate results, each with Show again. */
export function HiddenPeople() {
  const hidden = useHiddenRoommates();
  const unhide = useUnhide();
  return (
    <PeopleList
      id="hidden-people"
      title="Hidden people"
      Icon={EyeOff}
      intro="You chose not to see them in your roommate results. They can still message you."
      people={hidden}
      noun="people you hid"
      empty="You have not hidden anyone."
      action={{
        label: 'Show again',
        ariaLabel: (name) => `Show ${name} again`,
        busy: unhide.isPending,
      }}
      onAction={(person, name) =>
        unhide.mutate(person.id, {
          onSuccess: () => toast.success(`${name} is back in your roommate results`),
          onError: () => toast.error(MESSAGES.unknownError),
        })
      }
    />
  );
}
