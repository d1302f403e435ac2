import { MAX_LISTING_IMAGES, PHOTO_ALT_TEXTS, type PhotoAltText } from '@roomsetu/shared';
import { ArrowDown, ArrowUp, ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useDeletePropertyPhoto } from '../../api/delete-property-photo';
import { usePropertyPhotos } from '../../api/get-property-photos';
import { useDescribePhoto, useReorderPhotos } from '../../api/photo-order';
import { useUploadPropertyPhotos } from '../../api/upload-property-photos';
import {
  ACCEPT_IMAGES,
  imageNoteText,
  MAX_IMAGE_MB,
  pickImages,
  type ImageNote,
} from '../../utils/images';

const isAltChoice = (value: string | null): value is PhotoAltText =>
  (PHOTO_ALT_TEXTS as readonly (string | null)[]).includes(value);

/**
 * Add photos, delete them, put them in order (drag on a desktop, arrow buttons for keyboards and
 * phones; the first is the cover and primary) and say what each shows. Saved as soon as changed.
 */
export function EditPhotos({ propertyId, title }: { propertyId: number; title: string }) {
  const { t } = useTranslation(['listing', 'enums', 'messages']);
  const { data: photos, isPending, isError } = usePropertyPhotos(propertyId);
  const upload = useUploadPropertyPhotos();
  const reorder = useReorderPhotos();
  const describePhoto = useDescribePhoto();
  const remove = useDeletePropertyPhoto();
  const [notes, setNotes] = useState<ImageNote[]>([]);
  const [pending, setPending] = useState<number[] | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inputId = useId();
  // What a photo shows: a choice of the list in the page's language, else the stored text.
  const showsText = (altText: string) =>
    isAltChoice(altText) ? t(`enums:photoAlt.${altText}`) : altText;
  const busy = upload.isPending || reorder.isPending || describePhoto.isPending || remove.isPending;

  if (isPending) return <Spinner label={t('photos.loading')} />;
  if (isError) return <p role="alert">{t('messages:genericError')}</p>;

  const full = photos.length >= MAX_LISTING_IMAGES;
  // A new order shows at once while it is saved; once saved (or refused) the server's order rules.
  const ordered = pending
    ? pending.flatMap((id) => photos.filter((photo) => photo.id === id))
    : photos;
  const move = (photoId: number, to: number) => {
    const ids = ordered.map((photo) => photo.id);
    const from = ids.indexOf(photoId);
    if (from < 0 || to < 0 || to >= ids.length || from === to) return;
    ids.splice(from, 1);
    ids.splice(to, 0, photoId);
    setPending(ids);
    setAnnouncement(t('photos.moved', { position: to + 1, total: ids.length }));
    reorder.mutate(
      { id: propertyId, photoIds: ids },
      {
        onSuccess: () => toast.success(t('messages:propertyUpdated')),
        onError: () => toast.error(t('messages:propertyUpdateFailed')),
        onSettled: () => setPending(null),
      },
    );
  };
  const describe = (photoId: number, altText: PhotoAltText) =>
    describePhoto.mutate(
      { photoId, altText },
      {
        onSuccess: () => toast.success(t('messages:propertyUpdated')),
        onError: () => toast.error(t('messages:propertyUpdateFailed')),
      },
    );
  const onFiles = (list: FileList | null) => {
    const { kept, notes: skipped } = pickImages(photos.length, Array.from(list ?? []));
    setNotes(skipped);
    if (!kept.length) return;
    upload.mutate(
      { id: propertyId, files: kept },
      {
        onSuccess: () => toast.success(t('messages:propertyUpdated')),
        onError: () => toast.error(t('messages:uploadFailed')),
      },
    );
  };
  const deletePhoto = (photoId: number) =>
    remove.mutate(photoId, {
      onSuccess: () => toast.success(t('messages:propertyUpdated')),
      onError: () => toast.error(t('messages:propertyUpdateFailed')),
    });

  return (
    <div className="space-y-5">
      {photos.length === 0 ? (
        <p className="text-slate-600">{t('messages:previewNotAvailable')}</p>
      ) : (
        <fieldset disabled={busy}>
          <legend className="text-sm font-medium text-slate-800">{t('photos.legend')}</legend>
          <p className="mt-1 text-sm text-slate-600">{t('photos.help')}</p>
          <ol className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {ordered.map((photo, index) => {
              const shows = photo.altText && showsText(photo.altText);
              const name = shows
                ? t('photos.nameWithShows', { number: index + 1, shows })
                : t('photos.name', { number: index + 1 });
              return (
                <li
                  key={photo.id}
                  draggable={!busy}
                  onDragStart={(event) => {
                    setDragging(photo.id);
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragOver={(event) => {
                    if (dragging !== null) event.preventDefault();
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragging !== null) move(dragging, index);
                    setDragging(null);
                  }}
                  onDragEnd={() => setDragging(null)}
                  data-photo-id={photo.id}
                  className={`overflow-hidden rounded-xl border bg-white ${
                    dragging === photo.id ? 'border-brand-600 opacity-60' : 'border-slate-200'
                  }`}
                >
                  <div className="relative">
                    <img
                      src={photo.cardUrl || photo.url}
                      alt={
                        !photo.altText
                          ? t('photos.altUntitled', { title, number: index + 1 })
                          : isAltChoice(photo.altText)
                            ? t('photos.alt', { shows, title })
                            : photo.altText
                      }
                      width={480}
                      height={320}
                      loading="lazy"
                      className="aspect-[3/2] w-full cursor-grab object-cover"
                    />
                    {index === 0 && (
                      <span className="absolute left-2 top-2 rounded-full bg-slate-900/80 px-2 py-0.5 text-sm font-semibold text-white">
                        {t('photos.cover')}
                      </span>
                    )}
                  </div>
                  <div className="space-y-2 p-2">
                    <label className="block text-sm font-medium text-slate-700">
                      {t('photos.shows')}
                      <select
                        value={isAltChoice(photo.altText) ? photo.altText : ''}
                        onChange={(event) => {
                          const altText = event.target.value;
                          if (isAltChoice(altText)) describe(photo.id, altText);
                        }}
                        aria-label={t('photos.showsLabel', { name })}
                        className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
                      >
                        <option value="" disabled>
                          {t('photos.choose')}
                        </option>
                        {PHOTO_ALT_TEXTS.map((choice) => (
                          <option key={choice} value={choice}>
                            {t(`enums:photoAlt.${choice}`)}
                          </option>
                        ))}
                      </select>
                    </label>
                    <div className="flex items-center justify-between gap-1">
                      <label className="flex items-center gap-1.5 text-sm text-slate-800">
                        <input
                          type="radio"
                          name={`primary-${propertyId}`}
                          checked={index === 0}
                          onChange={() => move(photo.id, 0)}
                          className="size-4 accent-brand-600"
                        />
                        <span aria-hidden="true">{t('photos.primary')}</span>
                        <span className="sr-only">{t('photos.primaryLabel', { name })}</span>
                      </label>
                      <span className="flex items-center">
                        <button
                          type="button"
                          onClick={() => move(photo.id, index - 1)}
                          disabled={index === 0}
                          aria-label={t('photos.moveEarlier', { name })}
                          className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                        >
                          <ArrowUp aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          onClick={() => move(photo.id, index + 1)}
                          disabled={index === ordered.length - 1}
                          aria-label={t('photos.moveLater', { name })}
                          className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                        >
                          <ArrowDown aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          onClick={() => deletePhoto(photo.id)}
                          aria-label={t('photos.delete', { number: index + 1 })}
                          className="inline-flex size-11 items-center justify-center rounded-full text-red-700 hover:bg-red-50"
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </button>
                      </span>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </fieldset>
      )}
      <div>
        <label
          htmlFor={inputId}
          className={`inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-50 ${
            full || busy ? 'cursor-not-allowed opacity-60' : ''
          }`}
        >
          {upload.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-4" />
          )}
          {t('photos.upload')}
          <input
            id={inputId}
            type="file"
            accept={ACCEPT_IMAGES}
            multiple
            disabled={full || busy}
            onChange={(event) => {
              onFiles(event.target.files);
              event.target.value = '';
            }}
            className="sr-only"
          />
        </label>
        <p className="mt-2 text-sm text-slate-600">
          {t('photos.uploadHint', { mb: MAX_IMAGE_MB, n: photos.length, max: MAX_LISTING_IMAGES })}
        </p>
        {notes.length > 0 && (
          <p className="mt-1 text-sm text-amber-800">
            {notes.map((note) => imageNoteText(t, note)).join(' ')}
          </p>
        )}
      </div>
    </div>
  );
}
