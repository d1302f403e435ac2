import { MAX_LISTING_IMAGES, type ListingFormDraft } from '@roomsetu/shared';
import { ImagePlus, X } from 'lucide-react';
import { useId, useMemo, useState, type DragEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useObjectUrls } from '@/lib/use-object-urls';
import {
  ACCEPT_IMAGES,
  imageNoteText,
  MAX_IMAGE_MB,
  pickImages,
  type ImageNote,
} from '../../utils/images';
import { useMessageText } from './message-text';

function filesOf(value: ArrayLike<unknown> | undefined): File[] {
  return Array.from(value ?? []).filter((item): item is File => item instanceof File);
}

/** PNG or JPG photos with previews; the first one is the cover. */
export function ImagePicker() {
  const { t } = useTranslation('listing');
  const text = useMessageText();
  const { field, fieldState } = useController<ListingFormDraft, 'images'>({ name: 'images' });
  // Memoised: the previews' object URLs are rebuilt only when the chosen files change.
  const files = useMemo(() => filesOf(field.value), [field.value]);
  const urls = useObjectUrls(files);
  const [notes, setNotes] = useState<ImageNote[]>([]);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const full = files.length >= MAX_LISTING_IMAGES;

  const add = (list: FileList | null) => {
    const { kept, notes: skipped } = pickImages(files.length, Array.from(list ?? []));
    setNotes(skipped);
    field.onChange([...files, ...kept]);
  };
  const remove = (index: number) => {
    setNotes([]);
    field.onChange(files.filter((_, i) => i !== index));
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (!full) add(event.dataTransfer.files);
  };

  return (
    <div className="sm:col-span-2">
      <label
        htmlFor={inputId}
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center focus-within:ring-2 focus-within:ring-brand-600 ${
          fieldState.error
            ? 'border-red-400 bg-red-50'
            : 'border-slate-300 bg-slate-50 hover:bg-slate-100'
        } ${full ? 'cursor-not-allowed opacity-60' : ''}`}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-brand-600" />
        <span className="font-semibold text-slate-900">{t('images.add')}</span>
        <span id={hintId} className="text-sm text-slate-600">
          {t('images.hint', { mb: MAX_IMAGE_MB, max: MAX_LISTING_IMAGES })}
        </span>
        <input
          ref={field.ref}
          id={inputId}
          name={field.name}
          type="file"
          accept={ACCEPT_IMAGES}
          multiple
          disabled={full}
          aria-invalid={fieldState.error ? true : undefined}
          aria-describedby={`${hintId}${fieldState.error ? ` ${errorId}` : ''}`}
          onBlur={field.onBlur}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = ''; // the same file can be chosen again after removing it
          }}
          className="sr-only"
        />
      </label>
      <p className="mt-2 text-sm text-slate-600" aria-live="polite">
        {t('images.count', { n: files.length, max: MAX_LISTING_IMAGES })}
        {notes.length > 0 && (
          <span className="block text-amber-800">
            {notes.map((note) => imageNoteText(t, note)).join(' ')}
          </span>
        )}
      </p>
      {fieldState.error?.message && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {text(fieldState.error.message)}
        </p>
      )}
      {files.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              className="relative"
            >
              {urls[index] && (
                <img
                  src={urls[index]}
                  alt={t('images.preview', { number: index + 1, name: file.name })}
                  className="aspect-square w-full rounded-lg object-cover"
                />
              )}
              {index === 0 && (
                <span className="absolute bottom-1 left-1 rounded bg-slate-900/75 px-1.5 py-0.5 text-xs text-white">
                  {t('images.cover')}
                </span>
              )}
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t('images.remove', { number: index + 1, name: file.name })}
                className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
