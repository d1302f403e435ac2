import {
  ITEM_CONDITIONS,
  MAX_REPORT_NAME,
  MAX_REPORT_NOTE,
  type ItemCondition,
  type TenancyReport,
} from '@roomsetu/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert, RadioGroupField, TextAreaField, TextField } from '@/components/ui/form-fields';
import { useAddReportItem } from '../api/report-steps';
import { formFailure } from '../utils/form-failure';
import { focusOnMount } from '../utils/form-input';
import { ReportPhotoPicker } from './report-photo-picker';

const FIELDS = ['room', 'item', 'condition', 'note', 'photos'] as const;

const isCondition = (value: string): value is ItemCondition =>
  (ITEM_CONDITIONS as readonly string[]).includes(value);

const nameFits = (text: string) => text.trim().length > 0 && text.trim().length <= MAX_REPORT_NAME;

/**
 * "Add item", made for a phone in hand walking through the flat: the room (the ones already used
 * offered), the item, its condition in one tap, a note, and photos from the camera. After each
 * item the room stays filled in and the focus goes to the next item's name.
 */
export function ReportItemForm({
  report,
  rooms,
  onClose,
}: {
  report: TenancyReport;
  rooms: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['tenancies', 'enums', 'common']);
  const add = useAddReportItem();
  const roomsId = useId();
  const itemField = useRef<HTMLInputElement>(null);
  const [room, setRoom] = useState('');
  const [item, setItem] = useState('');
  const [condition, setCondition] = useState<ItemCondition>('GOOD');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [checked, setChecked] = useState<{ room?: string; item?: string }>({});
  const failure = add.error ? formFailure(add.error, FIELDS, t('reports.toast.failed')) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      room: nameFits(room) ? undefined : t('reports.roomRequired', { max: MAX_REPORT_NAME }),
      item: nameFits(item) ? undefined : t('reports.itemRequired', { max: MAX_REPORT_NAME }),
    };
    setChecked(next);
    if (next.room || next.item) return;
    add.mutate(
      {
        reportId: report.id,
        item: { room: room.trim(), item: item.trim(), condition, note: note.trim(), photos },
      },
      {
        onSuccess: () => {
          setItem('');
          setCondition('GOOD');
          setNote('');
          setPhotos([]);
          itemField.current?.focus();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('reports.addItemTitle')}
      className="space-y-4 rounded-xl bg-slate-50 p-4"
    >
      <TextField
        ref={focusOnMount}
        label={t('reports.room')}
        hint={t('reports.roomHint')}
        list={roomsId}
        autoComplete="off"
        maxLength={MAX_REPORT_NAME}
        value={room}
        onChange={(event) => setRoom(event.target.value)}
        error={checked.room ?? failure?.fields.room}
      />
      <datalist id={roomsId}>
        {rooms.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField
        ref={itemField}
        label={t('reports.item')}
        hint={t('reports.itemHint')}
        autoComplete="off"
        maxLength={MAX_REPORT_NAME}
        value={item}
        onChange={(event) => setItem(event.target.value)}
        error={checked.item ?? failure?.fields.item}
      />
      <RadioGroupField
        legend={t('reports.condition')}
        name={`condition-${roomsId}`}
        options={ITEM_CONDITIONS.map((value) => ({
          value,
          label: t(`enums:itemCondition.${value}`),
        }))}
        value={condition}
        onChange={(event) => {
          if (isCondition(event.target.value)) setCondition(event.target.value);
        }}
        error={failure?.fields.condition}
      />
      <TextAreaField
        label={t('reports.note')}
        optional
        rows={2}
        maxLength={MAX_REPORT_NOTE}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={failure?.fields.note}
      />
      <ReportPhotoPicker files={photos} onChange={setPhotos} error={failure?.fields.photos} />
      <FormAlert message={failure?.message ?? null} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClasses('secondary', 'md')}>
          {t('common:actions.close')}
        </button>
        <button type="submit" disabled={add.isPending} className={buttonClasses('primary', 'md')}>
          {add.isPending ? t('reports.adding') : t('reports.addItem')}
        </button>
      </div>
    </form>
  );
}
