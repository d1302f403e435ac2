import type { RoommateProfileAnswer } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { fullName, previewRows, profileRows } from '@/lib/profile-fields';
import { usePublicProfile } from '@/lib/queries/get-public-profile';
import { Avatar } from '@/components/ui/avatar';
import { Modal } from '@/components/ui/modal';

const name = (data: RoommateProfileAnswer, email?: string) =>
  data.view === 'PREVIEW' ? data.name : fullName({ ...data, email });

/**
 * 'View Full Profile': the other person's public profile, a dash for what they left empty, and
 * the e-mail the conversation shares with its participants.
 */
export function ProfileModal({
  userId,
  email,
  open,
  onClose,
}: {
  userId: number;
  email?: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['chat', 'messages', 'session']);
  const profile = usePublicProfile(userId, open);
  const missing =
    profile.isError && profile.error instanceof ApiError && profile.error.status === 404;

  return (
    <Modal open={open} onClose={onClose} title={t('profile.title')}>
      {profile.isPending ? (
        <Spinner label={t('profile.loading')} />
      ) : profile.isError || !profile.data ? (
        <p role="alert" className="py-8 text-center text-slate-700">
          {missing || !profile.isError
            ? t('session:userNotFound')
            : t('messages:profileFetchFailed')}
        </p>
      ) : (
        <div>
          <div className="flex items-center gap-3">
            <Avatar name={name(profile.data, email)} size="md" />
            <p className="text-lg font-semibold text-slate-900">{name(profile.data, email)}</p>
          </div>
          <dl className="mt-4 grid grid-cols-1 gap-x-6 sm:grid-cols-2">
            {(profile.data.view === 'PREVIEW'
              ? previewRows(profile.data)
              : profileRows(profile.data, email)
            ).map((row) => (
              <div
                key={row.label}
                className="flex justify-between gap-4 border-b border-slate-100 py-2"
              >
                <dt className="text-sm text-slate-600">{row.label}</dt>
                <dd className="text-right text-sm font-medium break-all text-slate-900">
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Modal>
  );
}
