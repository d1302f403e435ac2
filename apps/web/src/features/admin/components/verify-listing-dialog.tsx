import {
  LISTING_CHECKLIST_ITEMS,
  type AdminListingRow,
  type ListingChecklistItem,
} from '@roomsetu/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useListingVerification } from '../api/verify-listing';

const NONE: Record<ListingChecklistItem, boolean> = {
  photosLookReal: false,
  addressPlausible: false,
  ownerReachable: false,
};

/** Marking a listing Verified: the admin ticks what they checked; all three are needed. */
export function VerifyListingDialog({
  row,
  onClose,
}: {
  row: AdminListingRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'enums']);
  const verify = useListingVerification();
  const [checked, setChecked] = useState(NONE);
  const all = LISTING_CHECKLIST_ITEMS.every((item) => checked[item]);
  const close = () => {
    setChecked(NONE);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!row || !all) return;
    verify.mutate(
      {
        id: row.id,
        checklist: { photosLookReal: true, addressPlausible: true, ownerReachable: true },
      },
      { onSuccess: close },
    );
  };
  return (
    <Modal
      open={row !== null}
      onClose={close}
      title={t('listings.verifyDialog.title')}
      description={row ? t('listings.verifyDialog.description', { title: row.title }) : undefined}
    >
      <form onSubmit={submit} className="space-y-3">
        {LISTING_CHECKLIST_ITEMS.map((item) => (
          <CheckboxField
            key={item}
            name={item}
            checked={checked[item]}
            onChange={(e) => setChecked((c) => ({ ...c, [item]: e.target.checked }))}
          >
            {t(`enums:listingChecklist.${item}`)}
          </CheckboxField>
        ))}
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" onClick={close} className={buttonClasses('secondary', 'md')}>
            {t('listings.verifyDialog.cancel')}
          </button>
          <button
            type="submit"
            disabled={!all || verify.isPending}
            className={buttonClasses('primary', 'md')}
          >
            {verify.isPending
              ? t('listings.verifyDialog.saving')
              : t('listings.verifyDialog.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
