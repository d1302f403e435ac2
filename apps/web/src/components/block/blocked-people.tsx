import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PeopleList } from '@/components/people-list';
import { useBlocked, useSetBlocked } from './blocks-api';

/** Profile settings: the people I blocked, each with Unblock. */
export function BlockedPeople() {
  const { t } = useTranslation();
  const blocked = useBlocked();
  const change = useSetBlocked();
  return (
    <PeopleList
      id="blocked-people"
      title={t('block.list.title')}
      Icon={Ban}
      intro={t('block.list.intro')}
      people={blocked}
      noun={t('block.list.noun')}
      empty={t('block.list.empty')}
      action={{
        label: t('block.unblock'),
        ariaLabel: (name) => t('block.unblockName', { name }),
        busy: change.isPending,
      }}
      onAction={(person, name) => change.mutate({ userId: person.id, blocked: false, name })}
    />
  );
}
