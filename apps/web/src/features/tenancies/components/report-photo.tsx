import { useReportPhoto } from '../api/get-report-photo';
import { PrivatePhoto } from './private-photo';

/** A report photo's thumbnail, fetched with the session. */
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
  return (
    <PrivatePhoto file={useReportPhoto(reportId, photoId)} alt={alt} failedText={failedText} />
  );
}
