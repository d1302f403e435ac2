import { ImageOff } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useReportPhoto } from '../api/get-report-photo';

/** A report photo's thumbnail, fetched with the session (it is never public). */
export function ReportPhoto({
  reportId,
  photoId,
  alt,
  failedText,
}: {
  reportId: number;
  photoId: number;
  alt: string;
  failedText: string;
}) {
  const { url, failed } = useReportPhoto(reportId, photoId);
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
