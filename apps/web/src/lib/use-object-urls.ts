import { useEffect, useState } from 'react';

/** One object URL per file while the files are shown; each is revoked when they change or leave. */
export function useObjectUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}
