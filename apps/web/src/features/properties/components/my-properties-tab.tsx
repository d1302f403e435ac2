import { House, Plus, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useMyProperties, type MyProperty } from '../api/get-my-properties';
import { DeletePropertyDialog } from './manage/delete-property-dialog';
import { EditPropertyDialog } from './manage/edit-property-dialog';
import { MyPropertyItem } from './manage/my-property-item';

/** The /profile 'My Property' tab: the owner's listings, each editable and deletable. */
export function MyPropertiesTab() {
  const { t } = useTranslation(['listing', 'messages']);
  const { data, isPending, isError, refetch } = useMyProperties();
  const [editing, setEditing] = useState<MyProperty | null>(null);
  const [deleting, setDeleting] = useState<MyProperty | null>(null);

  return (
    <section aria-labelledby="my-properties-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-properties-title" className="text-xl font-semibold text-slate-900">
          {t('myProperties.title')}
        </h2>
        <Link to={paths.listProperty} className={buttonClasses('primary', 'sm')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('myProperties.listProperty')}
        </Link>
      </div>
      <div className="mt-5">
        {isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label={t('myProperties.loading')}
            className="space-y-4"
          >
            <Skeleton className="h-36 w-full rounded-2xl" />
            <Skeleton className="h-36 w-full rounded-2xl" />
          </div>
        ) : isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
          >
            <p>{t('myProperties.loadFailed')}</p>
            <button
              type="button"
              onClick={() => void refetch()}
              className={buttonClasses('secondary', 'sm')}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              {t('myProperties.retry')}
            </button>
          </div>
        ) : data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
            <House aria-hidden="true" className="mx-auto size-10 text-slate-400" />
            <p className="mt-3 font-semibold text-slate-900">{t('messages:noProperties')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('myProperties.emptyHint')}</p>
          </div>
        ) : (
          <ul className="space-y-4">
            {data.map((property) => (
              <li key={property.id}>
                <MyPropertyItem
                  property={property}
                  onEdit={() => setEditing(property)}
                  onDelete={() => setDeleting(property)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing && <EditPropertyDialog property={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeletePropertyDialog property={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
