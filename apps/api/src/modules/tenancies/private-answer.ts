import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';

/**
 * A tenancy's private file (a report photo, an invoice, an agreement) answered to one of its
 * parties: never cached anywhere; a document is offered as a download under `filename`.
 */
export async function sendPrivate(
  res: Response,
  body: Readable | Buffer,
  type: 'image/webp' | 'application/pdf',
  filename?: string,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'private, no-store');
  if (filename) res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  if (Buffer.isBuffer(body)) res.end(body);
  else await pipeline(body, res);
}
