import { zodResolver } from '@hookform/resolvers/zod';
import {
  getCity,
  MESSAGES,
  updateAddressInput,
  type Property,
  type UpdateAddressInput,
} from '@roomsetu/shared';
import { LoaderCircle } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useUpdateAddress, type AddressChanges } from '../../api/update-address';
import { CITY_OPTIONS } from '../../utils/options';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { ExactLocationField } from '../listing/step-basics';

/** PUT /properties/address/:id; state and country are shown, derived from the city, never typed. */
export function EditAddressForm({ property }: { property: Property }) {
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
        onSuccess: () => toast.success(MESSAGES.propertyUpdated),
        onError: () => toast.error(MESSAGES.propertyUpdateFailed),
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="City"
        options={CITY_OPTIONS}
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField label="State" value={city?.state ?? ''} readOnly />
      <TextField label="Country" value={city?.country ?? ''} readOnly />
      <TextField
        label="Pincode"
        inputMode="numeric"
        maxLength={6}
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
      <TextField
        label="Street address"
        hint={MESSAGES.addressIsPublic}
        className="sm:col-span-2"
        error={errors.line1?.message}
        {...register('line1')}
      />
      <TextField
        label="Locality"
        optional
        className="sm:col-span-2"
        error={errors.area?.message}
        {...register('area')}
      />
      <ExactLocationField className="sm:col-span-2" {...register('exactLocation')} />
      <div className="sm:col-span-2">
        <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
          {save.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Save address
        </button>
      </div>
    </form>
  );
}
