import { useEffect, useState } from 'react';
import { apiFile } from '@/lib/api-client';

/**
 * GET /api/tenancy-reports/:reportId/photos/:photoId as a blob: URL (an <img src> could not send
 * the session's token). The URL is released when the photo leaves the screen.
 */
export function useReportPhoto(reportId: number, photoId: number) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({
    url: null,
    failed: false,
  });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    apiFile(`/tenancy-reports/${reportId}/photos/${photoId}`, { cache: 'no-store' })
      .then((image) => {
        if (!live) return;
        url = URL.createObjectURL(image);
        setState({ url, failed: false });
      })
      .catch(() => live && setState({ url: null, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [reportId, photoId]);
  return state;
}
