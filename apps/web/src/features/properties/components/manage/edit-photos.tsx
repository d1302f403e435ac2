import { MESSAGES, MAX_LISTING_IMAGES } from '@roomsetu/shared';
import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useDeletePropertyPhoto } from '../../api/delete-property-photo';
import { usePropertyPhotos } from '../../api/get-property-photos';
import { useSetPrimaryPhoto } from '../../api/set-primary-photo';
import { useUploadPropertyPhotos } from '../../api/upload-property-photos';
import { ACCEPT_IMAGES, MAX_IMAGE_MB, pickImages } from '../../utils/images';

/** Add photos, delete them, and choose the one primary photo (saved as soon as it is chosen). */
export function EditPhotos({ propertyId }: { propertyId: number }) {
  const { data: photos, isPending, isError } = usePropertyPhotos(propertyId);
  const upload = useUploadPropertyPhotos();
  const primary = useSetPrimaryPhoto();
  const remove = useDeletePropertyPhoto();
  const [notes, setNotes] = useState<string[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const inputId = useId();
  const busy = upload.isPending || primary.isPending || remove.isPending;

  if (isPending) return <Spinner label="Loading photos…" />;
  if (isError) return <p role="alert">{MESSAGES.genericError}</p>;

  const full = photos.length >= MAX_LISTING_IMAGES;
  // The choice shows at once while it is saved; once saved (or refused) the server's flags rule.
  const primaryId = chosen ?? photos.find((photo) => photo.isPrimary)?.id;
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
  const choosePrimary = (photoId: number) => {
    setChosen(photoId);
    primary.mutate(
      { id: propertyId, photoIds: photos.map((p) => p.id), primaryId: photoId },
      {
        onSuccess: () => toast.success(MESSAGES.propertyUpdated),
        onError: () => toast.error(MESSAGES.propertyUpdateFailed),
        onSettled: () => setChosen(null),
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
          <legend className="text-sm font-medium text-slate-800">Primary photo</legend>
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {photos.map((photo, index) => (
              <li key={photo.id} className="overflow-hidden rounded-xl border border-slate-200">
                <img
                  src={photo.cardUrl || photo.url}
                  alt={photo.altText || `Photo ${index + 1}`}
                  width={480}
                  height={320}
                  loading="lazy"
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="flex items-center justify-between gap-2 px-2 py-1.5">
                  <label className="flex items-center gap-1.5 text-sm text-slate-800">
                    <input
                      type="radio"
                      name={`primary-${propertyId}`}
                      checked={photo.id === primaryId}
                      onChange={() => choosePrimary(photo.id)}
                      className="size-4 accent-brand-600"
                      aria-label={`Make photo ${index + 1} the primary photo`}
                    />
                    Primary
                  </label>
                  <button
                    type="button"
                    onClick={() => deletePhoto(photo.id)}
                    aria-label={`Delete photo ${index + 1}`}
                    className="inline-flex size-8 items-center justify-center rounded-full text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            ))}
          </ul>
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
