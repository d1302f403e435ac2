import { MAX_ITEM_PHOTOS } from '@roomsetu/shared';
import { Camera, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, labelClass } from '@/components/ui/form-fields';
import { useObjectUrls } from '@/lib/use-object-urls';

/**
 * The item's photos: the phone's camera opens (a computer offers its files), up to
 * MAX_ITEM_PHOTOS, each shown before it is sent and removable.
 */
export function ReportPhotoPicker({
  files,
  onChange,
  error,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('tenancies');
  const urls = useObjectUrls(files);
  const [leftOut, setLeftOut] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const full = files.length >= MAX_ITEM_PHOTOS;

  const add = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const room = MAX_ITEM_PHOTOS - files.length;
    setLeftOut(chosen.length > room);
    onChange([...files, ...chosen.slice(0, room)]);
  };

  return (
    <div>
      <p className={labelClass}>{t('reports.photos')}</p>
      <label
        htmlFor={inputId}
        className={`mt-1.5 flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-3 font-semibold text-slate-900 focus-within:ring-2 focus-within:ring-brand-600 ${
          error ? 'border-red-400 bg-red-50' : 'border-slate-300 bg-white hover:bg-slate-50'
        } ${full ? 'cursor-not-allowed opacity-60' : ''}`}
      >
        <Camera aria-hidden="true" className="size-5 text-brand-600" />
        {t('reports.photosTake')}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = ''; // the same photo can be chosen again after removing it
          }}
          className="sr-only"
        />
      </label>
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        {t('reports.photosHint', { max: MAX_ITEM_PHOTOS })}
      </p>
      <p className="mt-1 text-sm text-slate-600" aria-live="polite">
        {t('reports.photosCount', { n: files.length, max: MAX_ITEM_PHOTOS })}
        {leftOut && (
          <span className="block text-amber-800">
            {t('reports.photosTooMany', { max: MAX_ITEM_PHOTOS })}
          </span>
        )}
      </p>
      <FieldError id={errorId} message={error} />
      {files.length > 0 && (
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              className="relative"
            >
              {urls[index] && (
                <img
                  src={urls[index]}
                  alt={t('reports.photoPreview', { number: index + 1, name: file.name })}
                  className="aspect-square w-full rounded-lg object-cover"
                />
              )}
              <button
                type="button"
                onClick={() => {
                  setLeftOut(false);
                  onChange(files.filter((_, i) => i !== index));
                }}
                aria-label={t('reports.removePhoto', { number: index + 1 })}
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
