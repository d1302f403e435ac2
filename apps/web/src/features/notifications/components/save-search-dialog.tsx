import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreateSavedSearch } from '../api/saved-searches';
import { searchName, type SearchFiltersInput } from '../utils/search-filters';
import { offerPush } from '@/lib/push/offer';
import { SavedSearchForm } from './saved-search-form';

interface SaveSearchDialogProps {
  open: boolean;
  onClose: () => void;
  filters: SearchFiltersInput;
  /** What a near-search's point is called, to name the search after it. */
  place?: string;
}

/** Names the search (prefilled from its filters) and picks how often to hear about new rooms. */
export function SaveSearchDialog({ open, onClose, filters, place }: SaveSearchDialogProps) {
  const { t } = useTranslation('notifications');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('save.title')}
      description={t('save.description')}
    >
      {/* Mounted on opening, so the name follows the filters shown now. */}
      {open && <SaveSearchForm filters={filters} place={place} onDone={onClose} />}
    </Modal>
  );
}

function SaveSearchForm({
  filters,
  place,
  onDone,
}: {
  filters: SearchFiltersInput;
  place?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(['notifications', 'enums']);
  const create = useCreateSavedSearch();
  const { error } = create;
  const failure =
    error instanceof ApiError
      ? (error.details?.name ?? error.message)
      : error
        ? t('save.failed')
        : null;

  return (
    <SavedSearchForm
      initial={{ name: searchName(t, filters, place), frequency: 'INSTANT' }}
      submitLabel={t('save.submit')}
      pending={create.isPending}
      failure={failure}
      failureAction={
        error instanceof ApiError &&
        error.status === 409 && (
          <Link to={`${paths.profile}?tab=searches`} className="font-semibold underline">
            {t('save.manage')}
          </Link>
        )
      }
      onCancel={onDone}
      onSubmit={(values) =>
        create.mutate(
          { ...values, filters },
          {
            onSuccess: () => {
              toast.success(t('save.saved'));
              onDone();
              offerPush('search');
            },
          },
        )
      }
    />
  );
}
