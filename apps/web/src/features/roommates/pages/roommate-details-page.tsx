import { ArrowLeft, UserX } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { BlockButton } from '@/components/block/block-button';
import { toast } from '@/components/ui/toast';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { shownName } from '@/lib/profile-fields';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { usePublicProfile } from '@/lib/queries/get-public-profile';
import { Seo } from '@/lib/seo';
import { MatchPanel } from '../components/match-panel';
import { RoommateProfileView } from '../components/roommate-profile';
import { RoommatePreviewProfile } from '../components/roommate-preview-card';
import { VisitRecord } from '@/components/visit-record/visit-record';

// The inquiry form brings react-hook-form and its zod schema: its own chunk, requested as the page
// opens (in parallel with the profile), so the profile never waits for it.
const loadInquiryForm = () => import('../components/roommate-inquiry-form');
const RoommateInquiryForm = lazy(async () => ({
  default: (await loadInquiryForm()).RoommateInquiryForm,
}));

function parseId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** The toast of a link without an id (its English text, `roommates:details.chooseRoommate`). */
export const CHOOSE_ROOMMATE = 'Choose a roommate to see their profile.';

/** A link without a (valid) id leads back to the list, saying why. */
function BackToList() {
  const { t } = useTranslation('roommates');
  useEffect(() => {
    toast.info(t('details.chooseRoommate'), { id: 'roommate-details-no-id' });
  }, [t]);
  return <Navigate to={paths.findRoommates} replace />;
}

export function RoommateDetailsPage() {
  const { t } = useTranslation(['roommates', 'messages', 'session']);
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const roommate = usePublicProfile(id);
  const { user } = useAuth();
  const missing =
    roommate.isError && roommate.error instanceof ApiError && roommate.error.status === 404;
  const name = roommate.data ? shownName(roommate.data) : null;
  // Guests and unverified accounts get the preview: no habits, no score.
  const full = roommate.data?.view === 'FULL' ? roommate.data : null;
  useEffect(() => {
    void loadInquiryForm();
  }, []);
  if (id === null) return <BackToList />;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Seo
        title={t('details.title')}
        description={
          name ? t('details.seoDescriptionNamed', { name }) : t('details.seoDescription')
        }
      />
      <Link
        to={paths.findRoommates}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('details.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('details.title')}
      </h1>

      {missing ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-slate-200 py-16 text-center">
          <UserX aria-hidden="true" className="size-12 text-slate-300" />
          <p role="alert" className="mt-3 text-lg font-semibold text-slate-900">
            {t('session:userNotFound')}
          </p>
        </div>
      ) : roommate.isError ? (
        <p role="alert" className="mt-8 text-center text-red-700">
          {t('messages:profileFetchFailed')}
        </p>
      ) : !roommate.data ? (
        <div aria-label={t('details.loading')} className="mt-6 grid gap-6 lg:grid-cols-5">
          <div className="space-y-4 lg:col-span-3">
            <Skeleton className="h-32" />
            <Skeleton className="h-64" />
          </div>
          <Skeleton className="h-96 lg:col-span-2" />
        </div>
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-5">
          <div className="lg:col-span-3">
            {full ? (
              <RoommateProfileView user={full} />
            ) : (
              roommate.data.view === 'PREVIEW' && (
                <RoommatePreviewProfile preview={roommate.data} signedIn={Boolean(user)} />
              )
            )}
            <VisitRecord userId={roommate.data.id} />
          </div>
          <div className="space-y-6 lg:col-span-2">
            {user && full && user.id !== full.id && (
              <MatchPanel id={roommate.data.id} name={name ?? ''} />
            )}
            {user && user.id !== roommate.data.id && (
              <div className="flex justify-end">
                <BlockButton userId={roommate.data.id} name={name ?? ''} />
              </div>
            )}
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              {user?.id === roommate.data.id ? (
                <p className="text-slate-700">{t('details.ownProfile')}</p>
              ) : (
                <Suspense fallback={<Skeleton className="h-[44rem]" />}>
                  <RoommateInquiryForm
                    key={roommate.data.id}
                    receiverId={roommate.data.id}
                    receiverName={name ?? ''}
                  />
                </Suspense>
              )}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
