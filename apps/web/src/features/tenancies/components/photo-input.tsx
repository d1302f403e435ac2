import { Camera, X } from 'lucide-react';
import { useId, type Ref } from 'react';

/** The button that takes photos: on a phone the back camera opens, a computer offers its files. */
export function CameraInput({
  label,
  onFiles,
  multiple = false,
  disabled = false,
  invalid = false,
  describedBy,
  ref,
}: {
  label: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={`mt-1.5 flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-3 font-semibold text-slate-900 focus-within:ring-2 focus-within:ring-brand-600 ${
        invalid ? 'border-red-400 bg-red-50' : 'border-slate-300 bg-white hover:bg-slate-50'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <Camera aria-hidden="true" className="size-5 text-brand-600" />
      {label}
      <input
        ref={ref}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple={multiple}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = ''; // the same photo can be chosen again after removing it
        }}
        className="sr-only"
      />
    </label>
  );
}

/** A chosen photo before it is sent, with the button that takes it out (in a `relative` box). */
export function PhotoPreview({
  url,
  alt,
  removeLabel,
  onRemove,
}: {
  /** Its object URL; undefined for the moment it takes to make. */
  url: string | undefined;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <>
      {url && <img src={url} alt={alt} className="aspect-square w-full rounded-lg object-cover" />}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}
