import sharp from 'sharp';

/**
 * Photo-like pictures drawn by sharp for the duplicate-photo tests: a lit wall and floor
 * (gradients), furniture and windows (shapes), a sign (text) and sensor noise. Each seed is
 * another room; the same seed draws the same room.
 */

const W = 800;
const H = 600;

function prng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const hex = (r: () => number) =>
  `#${Math.floor(r() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;

function roomSvg(seed: number): string {
  const r = prng(seed);
  const horizon = Math.round(H * (0.45 + r() * 0.3));
  const light = r() < 0.5 ? '0%' : '100%';
  const shapes: string[] = [];
  const count = 5 + Math.floor(r() * 5);
  for (let i = 0; i < count; i++) {
    const x = Math.round(r() * (W - 120));
    const y = Math.round(r() * (H - 120));
    const w = 60 + Math.round(r() * 260);
    const h = 40 + Math.round(r() * 220);
    shapes.push(
      r() < 0.6
        ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.round(r() * 20)}" fill="${hex(r)}"/>`
        : `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w / 2}" ry="${h / 2}" fill="${hex(r)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs>
  <linearGradient id="wall" x1="${light}" y1="0" x2="${light === '0%' ? '100%' : '0%'}" y2="0">
    <stop offset="0" stop-color="${hex(r)}"/><stop offset="1" stop-color="${hex(r)}"/>
  </linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hex(r)}"/><stop offset="1" stop-color="${hex(r)}"/>
  </linearGradient>
</defs>
<rect width="${W}" height="${horizon}" fill="url(#wall)"/>
<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#floor)"/>
${shapes.join('\n')}
<text x="${40 + Math.round(r() * 300)}" y="${60 + Math.round(r() * 400)}" font-family="sans-serif" font-size="48" fill="${hex(r)}">Room ${seed}</text>
</svg>`;
}

/** Adds deterministic grain, as a phone camera would. */
async function withNoise(png: Buffer, seed: number): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const r = prng(seed * 7919);
  for (let i = 0; i < data.length; i++) {
    data[i] = Math.max(0, Math.min(255, data[i]! + Math.round((r() - 0.5) * 24)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Room number `seed` as an 800×600 JPEG. */
export async function roomPhoto(seed: number): Promise<Buffer> {
  return withNoise(
    await sharp(Buffer.from(roomSvg(seed)))
      .png()
      .toBuffer(),
    seed,
  );
}

/** The same picture saved again at JPEG quality 60. */
export const reencoded = (photo: Buffer) => sharp(photo).jpeg({ quality: 60 }).toBuffer();

/** Half the width and height. */
export const halved = (photo: Buffer) =>
  sharp(photo)
    .resize(W / 2, H / 2)
    .jpeg()
    .toBuffer();

/** `fraction` of the width and height cut off each side (0.05: 5 % per side). */
export function cropped(photo: Buffer, fraction = 0.05): Promise<Buffer> {
  const left = Math.round(W * fraction);
  const top = Math.round(H * fraction);
  return sharp(photo)
    .extract({ left, top, width: W - 2 * left, height: H - 2 * top })
    .jpeg()
    .toBuffer();
}

/** A broker's text stamped over the picture. */
export function watermarked(photo: Buffer): Promise<Buffer> {
  const mark = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<text x="${W - 380}" y="${H - 30}" font-family="sans-serif" font-size="34" font-weight="bold" fill="#ffffff" fill-opacity="0.7" stroke="#000" stroke-opacity="0.4">Call 98765 43210</text>
<text x="30" y="50" font-family="sans-serif" font-size="28" fill="#ffffff" fill-opacity="0.6">SHREE PROPERTIES</text>
</svg>`;
  return sharp(photo)
    .composite([{ input: Buffer.from(mark) }])
    .jpeg()
    .toBuffer();
}

/** One flat colour. */
export const plainColour = (colour: string) =>
  sharp({ create: { width: W, height: H, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A blank wall: one paint colour, soft light falling off to one side, camera grain. */
export async function blankWall(colour: string, seed = 1): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><radialGradient id="l" cx="0.3" cy="0.3" r="1"><stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.05"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="${colour}"/><rect width="${W}" height="${H}" fill="url(#l)"/></svg>`;
  return withNoise(await sharp(Buffer.from(svg)).png().toBuffer(), seed);
}
