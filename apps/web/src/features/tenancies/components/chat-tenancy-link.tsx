import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSharedTenancy } from '../api/get-tenancies';
import { tenancyPath } from '../utils/shared-tenancy';

/** The link itself: its text (the tenancies catalog) is asked for only when there is a link. */
function TenancyLink({ id }: { id: number }) {
  const { t } = useTranslation('tenancies');
  const text = t('chatLink');
  return (
    <Link
      to={tenancyPath(id)}
      aria-label={text}
      className={buttonClasses('secondary', 'sm', 'min-w-11 px-2.5 sm:px-3')}
    >
      <KeyRound aria-hidden="true" className="size-4" />
      <span className="hidden sm:inline">{text}</span>
    </Link>
  );
}

/**
 * "Tenancy" in the chat header, to the tenancy the signed-in user shares with the person they
 * are talking to (the newest one not called off); nothing when they share none.
 */
export function ChatTenancyLink({ otherId }: { otherId: number }) {
  const { data } = useSharedTenancy(otherId);
  return data ? <TenancyLink id={data.id} /> : null;
}
