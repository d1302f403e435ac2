import sharp from 'sharp';
import { encodeImage, type EncodedImage } from '../../lib/images';

/** Demo photos are drawn at seed time (no downloads): simple rooms in a few palettes. */
const PALETTES = [
  { wall: '#f4e9d8', floor: '#b08968', accent: '#2563eb', sky: '#bfdbfe' },
  { wall: '#e0f2f1', floor: '#8d6e63', accent: '#00897b', sky: '#b3e5fc' },
  { wall: '#fdf2f8', floor: '#a1887f', accent: '#db2777', sky: '#c7d2fe' },
  { wall: '#f1f5f9', floor: '#78716c', accent: '#f59e0b', sky: '#bae6fd' },
  { wall: '#fef9c3', floor: '#9a7b4f', accent: '#16a34a', sky: '#a5f3fc' },
  { wall: '#ede9fe', floor: '#6d4c41', accent: '#7c3aed', sky: '#dbeafe' },
];

type Scene = 'bedroom' | 'living' | 'kitchen' | 'exterior' | 'bathroom';
export const SCENES: readonly Scene[] = ['exterior', 'bedroom', 'living', 'kitchen', 'bathroom'];

function window(x: number, sky: string): string {
  return `<rect x="${x}" y="90" width="200" height="160" rx="6" fill="${sky}" stroke="#fff" stroke-width="10"/>
<line x1="${x + 100}" y1="90" x2="${x + 100}" y2="250" stroke="#fff" stroke-width="8"/>`;
}

function sceneSvg(scene: Scene, p: (typeof PALETTES)[number]): string {
  const room = `<rect width="960" height="640" fill="${p.wall}"/><rect y="440" width="960" height="200" fill="${p.floor}"/>`;
  const parts: Record<Scene, string> = {
    exterior: `<rect width="960" height="640" fill="${p.sky}"/><rect y="500" width="960" height="140" fill="#86efac"/>
<rect x="230" y="230" width="500" height="290" fill="${p.wall}" stroke="#94a3b8" stroke-width="4"/>
<polygon points="200,240 480,90 760,240" fill="${p.accent}"/>
<rect x="440" y="380" width="80" height="140" fill="${p.floor}"/>
<rect x="290" y="300" width="100" height="80" fill="#e0f2fe" stroke="#fff" stroke-width="6"/>
<rect x="570" y="300" width="100" height="80" fill="#e0f2fe" stroke="#fff" stroke-width="6"/>
<circle cx="120" cy="470" r="60" fill="#22c55e"/><rect x="112" y="470" width="16" height="60" fill="#78350f"/>`,
    bedroom: `${room}${window(620, p.sky)}<rect x="120" y="330" width="420" height="150" rx="14" fill="#fff"/>
<rect x="120" y="290" width="40" height="190" rx="8" fill="${p.floor}"/><rect x="170" y="310" width="120" height="50" rx="16" fill="${p.accent}" opacity=".8"/>
<rect x="160" y="380" width="380" height="100" rx="10" fill="${p.accent}" opacity=".55"/><rect x="580" y="390" width="90" height="90" fill="${p.floor}"/>`,
    living: `${room}${window(80, p.sky)}<rect x="420" y="320" width="420" height="130" rx="24" fill="${p.accent}"/>
<rect x="420" y="280" width="420" height="70" rx="24" fill="${p.accent}" opacity=".75"/><rect x="480" y="470" width="300" height="30" rx="8" fill="#fff" opacity=".8"/>
<rect x="60" y="300" width="60" height="140" fill="#22c55e" rx="20"/><rect x="560" y="120" width="160" height="110" fill="#fff" stroke="${p.floor}" stroke-width="8"/>`,
    kitchen: `${room}<rect x="0" y="300" width="960" height="160" fill="#fff"/><rect x="0" y="290" width="960" height="20" fill="#94a3b8"/>
<rect x="60" y="90" width="840" height="120" fill="${p.accent}" opacity=".7"/>${window(380, p.sky)
      .replace(/y="90"/g, 'y="100"')
      .replace('height="160"', 'height="100"')}
<circle cx="200" cy="280" r="24" fill="#334155"/><circle cx="280" cy="280" r="24" fill="#334155"/><rect x="700" y="310" width="140" height="150" fill="#e2e8f0" stroke="#94a3b8" stroke-width="4"/>`,
    bathroom: `<rect width="960" height="640" fill="#f8fafc"/><path d="M0 0h960v640H0z" fill="url(#tiles)"/>
<rect x="140" y="360" width="420" height="150" rx="60" fill="#fff" stroke="#cbd5e1" stroke-width="6"/>
<rect x="660" y="140" width="160" height="200" rx="12" fill="${p.sky}" stroke="#94a3b8" stroke-width="6"/><rect x="680" y="380" width="120" height="130" rx="8" fill="${p.accent}" opacity=".6"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
<defs><pattern id="tiles" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="#e2e8f0"/><rect width="58" height="58" fill="#f1f5f9"/></pattern></defs>
${parts[scene]}</svg>`;
}

export interface DemoPhoto extends EncodedImage {
  scene: Scene;
}

/** A pool of distinct photos; each property gets its own copies of a few of them. */
export async function drawDemoPhotos(): Promise<DemoPhoto[]> {
  const jobs = PALETTES.flatMap((palette) =>
    SCENES.map(async (scene) => {
      const png = await sharp(Buffer.from(sceneSvg(scene, palette)))
        .png()
        .toBuffer();
      return { scene, ...(await encodeImage(png)) };
    }),
  );
  return Promise.all(jobs);
}

/** A made-up identity card for the admin queue: no real person, no real number. */
export async function drawDemoDocument(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540">
<rect width="856" height="540" rx="28" fill="#f8fafc" stroke="#94a3b8" stroke-width="6"/>
<rect width="856" height="90" rx="28" fill="#1e3a8a"/><rect y="60" width="856" height="30" fill="#1e3a8a"/>
<text x="40" y="58" font-family="sans-serif" font-size="34" fill="#fff">SPECIMEN - DEMO IDENTITY CARD</text>
<rect x="40" y="130" width="220" height="270" rx="12" fill="#cbd5e1"/>
<circle cx="150" cy="220" r="60" fill="#94a3b8"/><rect x="80" y="300" width="140" height="90" rx="45" fill="#94a3b8"/>
<text x="300" y="180" font-family="sans-serif" font-size="30" fill="#0f172a">Name: Sneha Demo</text>
<text x="300" y="240" font-family="sans-serif" font-size="30" fill="#0f172a">Born: 01/01/1999</text>
<text x="300" y="300" font-family="sans-serif" font-size="30" fill="#0f172a">No.: XXXXXX7319</text>
<text x="40" y="480" font-family="sans-serif" font-size="24" fill="#64748b">Not a real document. Generated for the RoomSetu demo.</text>
</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return (await encodeImage(png)).full;
}
