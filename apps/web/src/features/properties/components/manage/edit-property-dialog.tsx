import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useProperty } from '../../api/get-property';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '../tabs';
import { EditAddressForm } from './edit-address-form';
import { EditDetailsForm } from './edit-details-form';
import { EditPhotos } from './edit-photos';

/** Edit a listing: its fields, its address (state and country follow the city) and its photos. */
export function EditPropertyDialog({
  property,
  onClose,
}: {
  property: { id: number; title: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('listing');
  // The full listing (description, policies…): the owner may read it whatever its status.
  const { data, isPending, isError } = useProperty(property.id);

  return (
    <Modal open title={t('edit.title', { title: property.title })} onClose={onClose} size="lg">
      {isPending ? (
        <Spinner label={t('edit.loading')} />
      ) : isError ? (
        <p role="alert" className="py-8 text-center text-slate-700">
          {t('edit.loadFailed')}
        </p>
      ) : (
        <Tabs
          label={t('edit.tabsLabel')}
          tabs={[
            {
              id: 'details',
              label: t('edit.tabs.details'),
              render: () => <EditDetailsForm property={data} />,
            },
            {
              id: 'address',
              label: t('edit.tabs.address'),
              render: () => <EditAddressForm property={data} />,
            },
            {
              id: 'photos',
              label: t('edit.tabs.photos'),
              render: () => <EditPhotos propertyId={data.id} title={data.title} />,
            },
          ]}
        />
      )}
    </Modal>
  );
}
