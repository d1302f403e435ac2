import { Building2 } from 'lucide-react';
import { useState } from 'react';
import type { ShowcasePhoto } from '../api/get-showcase';
import { cardPhoto } from '../utils/showcase';

interface CardPhotoProps {
  photos: readonly ShowcasePhoto[] | null | undefined;
  title: string;
  width: number;
  height: number;
  /** The `sizes` of the photo in its layout, so the browser picks the variant the screen needs. */
  sizes: string;
  /** Among the first cards on screen: fetched at once and first (the page's largest paint), not lazily. */
  priority?: boolean;
  /** The placeholder's text, in the language shown: "No photo available for {title}". */
  noPhotoLabel: string;
}

/** A listing card's small photo (the primary one), or a placeholder when there is none or it fails to load. */
export function CardPhoto({
  photos,
  title,
  width,
  height,
  sizes,
  priority = false,
  noPhotoLabel,
}: CardPhotoProps) {
  const photo = cardPhoto(photos);
  const [broken, setBroken] = useState(false);
  return photo && !broken ? (
    <img
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={photo.srcSet && sizes}
      alt={photo.alt || title}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setBroken(true)}
      className="size-full object-cover"
    />
  ) : (
    <div
      role="img"
      aria-label={noPhotoLabel}
      className="flex size-full items-center justify-center text-slate-400"
    >
      <Building2 aria-hidden="true" className="size-12" />
    </div>
  );
}
