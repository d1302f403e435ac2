import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PeopleList } from '@/components/people-list';
import { toast } from '@/components/ui/toast';
import { useHiddenRoommates, useUnhide } from '../api/roommate-match';

/** Profile settings: the people I hid from my roommate results, each with Show again. */
export function HiddenPeople() {
  const { t } = useTranslation(['roommates', 'messages']);
  const hidden = useHiddenRoommates();
  const unhide = useUnhide();
  return (
    <PeopleList
      id="hidden-people"
      title={t('hidden.title')}
      Icon={EyeOff}
      intro={t('hidden.intro')}
      people={hidden}
      noun={t('hidden.noun')}
      empty={t('hidden.empty')}
      action={{
        label: t('hidden.showAgain'),
        ariaLabel: (name) => t('hidden.showAgainLabel', { name }),
        busy: unhide.isPending,
      }}
      onAction={(person, name) =>
        unhide.mutate(person.id, {
          onSuccess: () => toast.success(t('hidden.unhidden', { name })),
          onError: () => toast.error(t('messages:unknownError')),
        })
      }
    />
  );
}
