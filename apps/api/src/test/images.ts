import sharp from 'sharp';

export function jpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .toBuffer();
}

export function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#22c55e' } })
    .png()
    .toBuffer();
}

/** A real JPEG cut in half: starts right, cannot be decoded. */
export async function truncatedJpeg(): Promise<Buffer> {
  const noise = Buffer.alloc(400 * 300 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  const full = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
    .jpeg()
    .toBuffer();
  return full.subarray(0, Math.floor(full.length / 2));
}

/** A JPEG carrying GPS EXIF data, to show uploads lose it. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#f59e0b' } })
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '26/1 54/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '75/1 47/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}
