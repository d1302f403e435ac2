import { zodResolver } from '@hookform/resolvers/zod';
import {
  getCity,
  updateAddressInput,
  type Property,
  type UpdateAddressInput,
} from '@roomsetu/shared';
import { LoaderCircle } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useUpdateAddress, type AddressChanges } from '../../api/update-address';
import { CITY_OPTIONS } from '../../utils/options';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { useMessageText } from '../listing/message-text';
import { ExactLocationField } from '../listing/step-basics';

/** PUT /properties/address/:id; state and country are shown, derived from the city, never typed. */
export function EditAddressForm({ property }: { property: Property }) {
  const { t } = useTranslation(['listing', 'messages']);
  const text = useMessageText();
  const { address } = property;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AddressChanges, unknown, UpdateAddressInput>({
    resolver: zodResolver(updateAddressInput),
    defaultValues: {
      city: address.city,
      line1: address.line1,
      area: address.area ?? '',
      postalCode: address.postalCode,
      exactLocation: property.exactLocation,
    },
  });
  const city = getCity(useWatch({ control, name: 'city' }) ?? '');
  const save = useUpdateAddress();

  const onValid = (values: UpdateAddressInput) =>
    save.mutate(
      { id: property.id, address: values },
      {
        onSuccess: () => toast.success(t('messages:propertyUpdated')),
        onError: () => toast.error(t('messages:propertyUpdateFailed')),
      },
    );

  // Registered before the JSX: field names are not texts to translate.
  const field = {
    city: register('city'),
    postalCode: register('postalCode'),
    line1: register('line1'),
    area: register('area'),
    exactLocation: register('exactLocation'),
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('fields.city')}
        options={CITY_OPTIONS}
        error={text(errors.city?.message)}
        {...field.city}
      />
      <TextField label={t('fields.state')} value={city?.state ?? ''} readOnly />
      <TextField label={t('fields.country')} value={city?.country ?? ''} readOnly />
      <TextField
        label={t('fields.pincode')}
        inputMode="numeric"
        maxLength={6}
        error={text(errors.postalCode?.message)}
        {...field.postalCode}
      />
      <TextField
        label={t('edit.streetAddress')}
        hint={t('messages:addressIsPublic')}
        className="sm:col-span-2"
        error={text(errors.line1?.message)}
        {...field.line1}
      />
      <TextField
        label={t('edit.locality')}
        optional
        className="sm:col-span-2"
        error={text(errors.area?.message)}
        {...field.area}
      />
      <ExactLocationField className="sm:col-span-2" {...field.exactLocation} />
      <div className="sm:col-span-2">
        <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
          {save.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {t('edit.saveAddress')}
        </button>
      </div>
    </form>
  );
}
