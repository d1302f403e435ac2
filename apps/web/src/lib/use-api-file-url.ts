import { useEffect, useState } from 'react';
import { apiFile } from './api-client';

/**
 * A file the API serves only with the session's token, as a blob: URL (an <img src> could not
 * send the token). The URL is released when the file leaves the screen or `path` changes.
 */
export function useApiFileUrl(path: string) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({
    url: null,
    failed: false,
  });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    apiFile(path, { cache: 'no-store' })
      .then((file) => {
        if (!live) return;
        url = URL.createObjectURL(file);
        setState({ url, failed: false });
      })
      .catch(() => live && setState({ url: null, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}
