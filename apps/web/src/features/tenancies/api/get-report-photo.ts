import { useApiFileUrl } from '@/lib/use-api-file-url';

/**
 * GET /api/tenancy-reports/:reportId/photos/:photoId as a blob: URL, released when the photo
 * leaves the screen.
 */
export const useReportPhoto = (reportId: number, photoId: number) =>
  useApiFileUrl(`/tenancy-reports/${reportId}/photos/${photoId}`);
