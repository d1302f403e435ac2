import { MAX_ITEM_PHOTOS } from '@roomsetu/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, labelClass } from '@/components/ui/form-fields';
import { useObjectUrls } from '@/lib/use-object-urls';
import { CameraInput, PhotoPreview } from './photo-input';

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
  const hintId = useId();
  const errorId = useId();
  const full = files.length >= MAX_ITEM_PHOTOS;

  const add = (chosen: File[]) => {
    const room = MAX_ITEM_PHOTOS - files.length;
    setLeftOut(chosen.length > room);
    onChange([...files, ...chosen.slice(0, room)]);
  };

  return (
    <div>
      <p className={labelClass}>{t('reports.photos')}</p>
      <CameraInput
        label={t('reports.photosTake')}
        multiple
        disabled={full}
        invalid={Boolean(error)}
        describedBy={`${hintId}${error ? ` ${errorId}` : ''}`}
        onFiles={add}
      />
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
              <PhotoPreview
                url={urls[index]}
                alt={t('reports.photoPreview', { number: index + 1, name: file.name })}
                removeLabel={t('reports.removePhoto', { number: index + 1 })}
                onRemove={() => {
                  setLeftOut(false);
                  onChange(files.filter((_, i) => i !== index));
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
