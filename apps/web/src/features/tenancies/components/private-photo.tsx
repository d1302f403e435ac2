import { ImageOff } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import type { useApiFileUrl } from '@/lib/use-api-file-url';

/** A photo the API serves only with the session (it is never public), as a square thumbnail. */
export function PrivatePhoto({
  file: { url, failed },
  alt,
  failedText,
}: {
  file: ReturnType<typeof useApiFileUrl>;
  alt: string;
  failedText: string;
}) {
  if (failed) {
    return (
      <div className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-lg bg-slate-100 p-1 text-center text-xs text-slate-600">
        <ImageOff aria-hidden="true" className="size-4" />
        {failedText}
      </div>
    );
  }
  if (!url) return <Skeleton className="aspect-square w-full rounded-lg" />;
  return <img src={url} alt={alt} className="aspect-square w-full rounded-lg object-cover" />;
}
