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
  // The full listing (description, policies…): the owner may read it whatever its status.
  const { data, isPending, isError } = useProperty(property.id);

  return (
    <Modal open title={`Edit: ${property.title}`} onClose={onClose} size="lg">
      {isPending ? (
        <Spinner label="Loading property…" />
      ) : isError ? (
        <p role="alert" className="py-8 text-center text-slate-700">
          This property could not be loaded. Close and try again.
        </p>
      ) : (
        <Tabs
          label="Edit property"
          tabs={[
            { id: 'details', label: 'Details', render: () => <EditDetailsForm property={data} /> },
            { id: 'address', label: 'Address', render: () => <EditAddressForm property={data} /> },
            {
              id: 'photos',
              label: 'Photos',
              render: () => <EditPhotos propertyId={data.id} title={data.title} />,
            },
          ]}
        />
      )}
    </Modal>
  );
}
