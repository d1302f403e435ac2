import {
  MAX_LISTING_IMAGES,
  MESSAGES,
  PHOTO_ALT_TEXTS,
  photoAlt,
  type PhotoAltText,
} from '@roomsetu/shared';
import { ArrowDown, ArrowUp, ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useDeletePropertyPhoto } from '../../api/delete-property-photo';
import { usePropertyPhotos } from '../../api/get-property-photos';
import { useDescribePhoto, useReorderPhotos } from '../../api/photo-order';
import { useUploadPropertyPhotos } from '../../api/upload-property-photos';
import { ACCEPT_IMAGES, MAX_IMAGE_MB, pickImages } from '../../utils/images';

const isAltChoice = (value: string | null): value is PhotoAltText =>
  (PHOTO_ALT_TEXTS as readonly (string | null)[]).includes(value);

/**
 * Add photos, delete them, put them in order (drag on a desktop, arrow buttons for keyboards and
 * phones; the first is the cover and primary) and say what each shows. Saved as soon as changed.
 */
export function EditPhotos({ propertyId, title }: { propertyId: number; title: string }) {
  const { data: photos, isPending, isError } = usePropertyPhotos(propertyId);
  const upload = useUploadPropertyPhotos();
  const reorder = useReorderPhotos();
  const describePhoto = useDescribePhoto();
  const remove = useDeletePropertyPhoto();
  const [notes, setNotes] = useState<string[]>([]);
  const [pending, setPending] = useState<number[] | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inputId = useId();
  const busy = upload.isPending || reorder.isPending || describePhoto.isPending || remove.isPending;

  if (isPending) return <Spinner label="Loading photos…" />;
  if (isError) return <p role="alert">{MESSAGES.genericError}</p>;

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
    setAnnouncement(`Moved to position ${to + 1} of ${ids.length}.`);
    reorder.mutate(
      { id: propertyId, photoIds: ids },
      {
        onSuccess: () => toast.success(MESSAGES.propertyUpdated),
        onError: () => toast.error(MESSAGES.propertyUpdateFailed),
        onSettled: () => setPending(null),
      },
    );
  };
  const describe = (photoId: number, altText: PhotoAltText) =>
    describePhoto.mutate(
      { photoId, altText },
      {
        onSuccess: () => toast.success(MESSAGES.propertyUpdated),
        onError: () => toast.error(MESSAGES.propertyUpdateFailed),
      },
    );
  const onFiles = (list: FileList | null) => {
    const { kept, notes: skipped } = pickImages(photos.length, Array.from(list ?? []));
    setNotes(skipped);
    if (!kept.length) return;
    upload.mutate(
      { id: propertyId, files: kept },
      {
        onSuccess: () => toast.success(MESSAGES.propertyUpdated),
        onError: () => toast.error(MESSAGES.uploadFailed),
      },
    );
  };
  const deletePhoto = (photoId: number) =>
    remove.mutate(photoId, {
      onSuccess: () => toast.success(MESSAGES.propertyUpdated),
      onError: () => toast.error(MESSAGES.propertyUpdateFailed),
    });

  return (
    <div className="space-y-5">
      {photos.length === 0 ? (
        <p className="text-slate-600">{MESSAGES.previewNotAvailable}</p>
      ) : (
        <fieldset disabled={busy}>
          <legend className="text-sm font-medium text-slate-800">Photos in order</legend>
          <p className="mt-1 text-sm text-slate-600">
            The first photo is the cover on cards and the gallery. Drag to reorder, or use the
            arrows.
          </p>
          <ol className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {ordered.map((photo, index) => {
              const name = `photo ${index + 1}${photo.altText ? ` (${photo.altText})` : ''}`;
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
                      alt={photoAlt(photo.altText, title, index)}
                      width={480}
                      height={320}
                      loading="lazy"
                      className="aspect-[3/2] w-full cursor-grab object-cover"
                    />
                    {index === 0 && (
                      <span className="absolute left-2 top-2 rounded-full bg-slate-900/80 px-2 py-0.5 text-sm font-semibold text-white">
                        Cover
                      </span>
                    )}
                  </div>
                  <div className="space-y-2 p-2">
                    <label className="block text-sm font-medium text-slate-700">
                      Shows
                      <select
                        value={isAltChoice(photo.altText) ? photo.altText : ''}
                        onChange={(event) => {
                          const altText = event.target.value;
                          if (isAltChoice(altText)) describe(photo.id, altText);
                        }}
                        aria-label={`What ${name} shows`}
                        className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
                      >
                        <option value="" disabled>
                          Choose…
                        </option>
                        {PHOTO_ALT_TEXTS.map((choice) => (
                          <option key={choice} value={choice}>
                            {choice}
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
                        <span aria-hidden="true">Primary</span>
                        <span className="sr-only">{`Primary: ${name}`}</span>
                      </label>
                      <span className="flex items-center">
                        <button
                          type="button"
                          onClick={() => move(photo.id, index - 1)}
                          disabled={index === 0}
                          aria-label={`Move ${name} earlier`}
                          className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                        >
                          <ArrowUp aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          onClick={() => move(photo.id, index + 1)}
                          disabled={index === ordered.length - 1}
                          aria-label={`Move ${name} later`}
                          className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                        >
                          <ArrowDown aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          onClick={() => deletePhoto(photo.id)}
                          aria-label={`Delete photo ${index + 1}`}
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
          Upload photos
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
          PNG or JPG, up to {MAX_IMAGE_MB} MB each; {photos.length}/{MAX_LISTING_IMAGES} photos.
        </p>
        {notes.length > 0 && <p className="mt-1 text-sm text-amber-800">{notes.join(' ')}</p>}
      </div>
    </div>
  );
}
