import { env } from '@/config/env';
import { apiFile } from './api-client';
import { saveBlob } from './save-blob';

/** A URL the API hands out ("/api/…") as a path under the API, which the client prefixes. */
const underApi = (url: string) =>
  url.startsWith(`${env.apiBaseUrl}/`) ? url.slice(env.apiBaseUrl.length) : url;

/**
 * Saves a file the API serves only with the session's token (a plain link could not send it):
 * fetched through the API client, never from the browser's cache, then saved under `filename`.
 */
export async function downloadApiFile(url: string, filename: string): Promise<void> {
  saveBlob(await apiFile(underApi(url), { cache: 'no-store' }), filename);
}
