import { PHOTO_ALT_TEXTS, type PhotoAltText, type PropertyPhoto } from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { srcSetOf } from '../../utils/showcase';

const navButton =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white';

/**
 * The large photo's width: the page's padding (px-4, sm:px-6, lg:px-8), then beside the 22 rem
 * column after a 2 rem gap on desktops, in the max-w-7xl page.
 */
const PHOTO_SIZES =
  '(min-width: 1280px) 832px, (min-width: 1024px) calc(100vw - 448px), ' +
  '(min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

const isPhotoAltText = (text: string): text is PhotoAltText =>
  (PHOTO_ALT_TEXTS as readonly string[]).includes(text);

/**
 * The shared `photoAlt` in the language shown: what the owner chose the photo shows, with the
 * listing's title; else "{title}, photo n"; else the stored description as it is.
 */
function photoAlt(
  t: TFunction<['rooms', 'enums']>,
  altText: string | null,
  title: string,
  index: number,
): string {
  if (!altText) return t('details.gallery.photoAlt', { title, n: index + 1 });
  return isPhotoAltText(altText)
    ? t('details.gallery.namedAlt', { what: t(`enums:photoAlt.${altText}`), title })
    : altText;
}

/** Primary photo first, then the rest in their order. */
function primaryFirst(photos: readonly PropertyPhoto[]): PropertyPhoto[] {
  return [...photos].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
}

/**
 * The listing's photos: one large, thumbnails below. Arrow keys (and Home/End) move through them
 * when the gallery has focus. The browser picks a card variant or the full size for the screen
 * (the full size is listed as 1600 px; a narrower original's is as wide as its widest variant).
 */
export function PhotoGallery({
  photos,
  title,
}: {
  photos: readonly PropertyPhoto[];
  title: string;
}) {
  const { t } = useTranslation(['rooms', 'enums', 'messages']);
  const ordered = useMemo(() => primaryFirst(photos), [photos]);
  const [selected, setSelected] = useState(0);
  const count = ordered.length;

  if (count === 0) {
    return (
      <div className="flex aspect-[16/10] flex-col items-center justify-center gap-2 rounded-2xl bg-slate-100 text-slate-500 sm:aspect-[16/9]">
        <ImageOff aria-hidden="true" className="size-10" />
        <p className="font-medium">{t('messages:previewNotAvailable')}</p>
      </div>
    );
  }

  const index = Math.min(selected, count - 1);
  const current = ordered[index]!;
  const go = (delta: number) => setSelected((index + delta + count) % count);
  const altOf = (photo: PropertyPhoto, i: number) => photoAlt(t, photo.altText, title, i);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      Home: () => setSelected(0),
      End: () => setSelected(count - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    // The named carousel takes focus so that the arrow keys, Home and End page through the
    // photos (the thumbnails are buttons too); jsx-a11y cannot tell it is a composite widget.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={t('details.gallery.label', { title })}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-2xl"
    >
      <div className="relative aspect-[16/10] overflow-hidden rounded-2xl bg-slate-100 sm:aspect-[16/9]">
        <img
          key={current.id}
          src={current.url}
          srcSet={srcSetOf([...current.cardVariants, { width: 1600, url: current.url }])}
          sizes={PHOTO_SIZES}
          alt={altOf(current, index)}
          width={1600}
          height={1000}
          loading="eager"
          // The first photo is the page's largest paint: drawn in the frame it arrives for, not a
          // frame later (async decoding lets the page paint without it first).
          decoding={index === 0 ? 'sync' : 'async'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          className="size-full object-cover"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={t('details.gallery.previous')}
              onClick={() => go(-1)}
              className={`${navButton} left-3`}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={t('details.gallery.next')}
              onClick={() => go(1)}
              className={`${navButton} right-3`}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        )}
        <p
          aria-live="polite"
          className="absolute right-3 bottom-3 rounded-full bg-slate-900/70 px-2.5 py-1 text-sm font-medium text-white"
        >
          {index + 1} / {count}
        </p>
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {ordered.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                aria-label={t('details.gallery.show', { n: i + 1 })}
                aria-current={i === index}
                onClick={() => setSelected(i)}
                className={`block overflow-hidden rounded-lg ring-2 ${
                  i === index ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300'
                }`}
              >
                <img
                  src={photo.cardUrl || photo.url}
                  srcSet={srcSetOf(photo.cardVariants)}
                  sizes="96px"
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
