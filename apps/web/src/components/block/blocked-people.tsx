import { Ban } from 'lucide-react';
import { PeopleList } from '@/components/people-list';
import { useBlocked, useSetBlocked } from './blocks-api';

/** Profile settings: the people I blocked, each with Unblock. */
export function BlockedPeople() {
  const blocked = useBlocked();
  const change = useSetBlocked();
  return (
    <PeopleList
      id="blocked-people"
      title="Blocked people"
      Icon={Ban}
      intro="They cannot message you, and you do not see them in roommate results or their listings in search."
      people={blocked}
      noun="people you blocked"
      empty="You have not blocked anyone."
      action={{ label: 'Unblock', ariaLabel: (name) => `Unblock ${name}`, busy: change.isPending }}
      onAction={(person, name) => change.mutate({ userId: person.id, blocked: false, name })}
    />
  );
}
