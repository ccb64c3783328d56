// SVG scenes of a stylised car, drawn on a 1600×1200 canvas: side views (facing either way) against
// a sky and a background, front and rear views, and generic interior and wheel close-ups.
import type { BodyType } from './catalogue-data.ts';

export type Shot = 'side' | 'side-left' | 'front' | 'rear' | 'interior' | 'wheel';
export type Scene = 'day' | 'sunset' | 'overcast' | 'evening' | 'showroom';

export interface PhotoSpec {
  shot: Shot;
  scene: Scene;
  body: BodyType;
  /** Paint colour, #rrggbb. */
  color: string;
  /** Caption, e.g. "Hyundai Creta"; empty for generic shots. */
  caption: string;
  /** Varies backgrounds deterministically. */
  seed: number;
}

export const W = 1600;
export const H = 1200;

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(amount >= 0 ? v + (255 - v) * amount : v * (1 + amount))));
  const r = ch((n >> 16) & 255), g = ch((n >> 8) & 255), b = ch(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SKIES: Record<Scene, [string, string, string]> = {
  day: ['#4f97e0', '#a9d3f5', '#e7f3fb'],
  sunset: ['#3b3670', '#e9805a', '#fcd49a'],
  overcast: ['#8397ad', '#b9c6d3', '#e2e8ee'],
  evening: ['#141c33', '#3c3f6e', '#8c6f96'],
  showroom: ['#d8dce2', '#eef0f3', '#f7f8fa'],
};

/** Body outline (car facing right, 1000 long, wheel arches cut), windows, wheel centres and radius. */
const BODIES: Record<BodyType, { outline: string; glass: string; pillar: number; wheels: [number, number]; r: number }> = {
  hatchback: {
    outline: 'M30,320 L30,205 Q34,150 70,125 L150,72 Q170,62 200,62 L515,60 Q545,62 565,80 L705,175 L900,200 Q965,210 978,245 L985,320',
    glass: 'M88,178 L160,92 Q172,84 190,84 L505,80 Q528,82 545,98 L665,180 Z',
    pillar: 365, wheels: [200, 800], r: 88,
  },
  sedan: {
    outline: 'M20,320 L20,218 Q22,198 45,194 L200,188 L330,90 Q345,80 370,80 L560,78 Q588,80 605,96 L725,182 L910,205 Q968,214 980,248 L985,320',
    glass: 'M215,182 L340,100 Q352,94 372,94 L555,92 Q576,94 590,108 L690,184 Z',
    pillar: 455, wheels: [215, 800], r: 88,
  },
  suv: {
    outline: 'M25,320 L25,140 Q28,82 62,62 Q75,55 100,55 L640,55 Q670,57 688,75 L775,165 L930,182 Q978,190 986,222 L990,320',
    glass: 'M60,170 L72,90 Q78,76 100,76 L632,76 Q652,78 665,92 L745,172 Z',
    pillar: 410, wheels: [210, 805], r: 100,
  },
  muv: {
    outline: 'M25,320 L25,150 Q28,95 60,78 Q72,70 95,70 L600,62 Q632,64 650,82 L770,170 L925,190 Q975,198 985,230 L990,320',
    glass: 'M60,178 L70,104 Q76,90 96,90 L595,84 Q616,86 630,100 L735,180 Z',
    pillar: 380, wheels: [205, 800], r: 94,
  },
  pickup: {
    outline: 'M25,320 L25,190 L420,190 L430,72 Q436,58 460,58 L660,56 Q688,58 704,76 L775,165 L935,185 Q980,192 988,222 L990,320',
    glass: 'M458,178 L462,84 Q466,76 478,76 L652,76 Q670,78 682,92 L745,176 Z',
    pillar: 600, wheels: [210, 810], r: 98,
  },
};

function wheel(cx: number, cy: number, r: number, spokes: number): string {
  const arms = Array.from({ length: spokes }, (_, i) =>
    `<rect x="${cx - r * 0.07}" y="${cy - r * 0.62}" width="${r * 0.14}" height="${r * 0.62}" rx="${r * 0.05}" fill="#9aa3ad" transform="rotate(${(360 / spokes) * i} ${cx} ${cy})"/>`,
  ).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#16181b"/><circle cx="${cx}" cy="${cy}" r="${r * 0.66}" fill="#c9ced4"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.6}" fill="#5d646c"/>${arms}<circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="#d8dce0"/>`;
}

function sideCar(spec: PhotoSpec): string {
  const b = BODIES[spec.body];
  const hub = 320;
  const cut = b.r + 14;
  const [w1, w2] = b.wheels;
  // Close the outline under the car, cutting the wheel arches.
  const path = `${b.outline} L${w2 + cut},${hub} A${cut} ${cut} 0 0 0 ${w2 - cut},${hub} L${w1 + cut},${hub} A${cut} ${cut} 0 0 0 ${w1 - cut},${hub} Z`;
  const dark = shade(spec.color, -0.35);
  return `<defs><linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(spec.color, 0.35)}"/><stop offset="0.45" stop-color="${spec.color}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#6b7d90"/><stop offset="1" stop-color="#1c232b"/></linearGradient>
    <clipPath id="windows"><path d="${b.glass}"/></clipPath></defs>
    <ellipse cx="505" cy="${hub + b.r + 4}" rx="520" ry="26" fill="#000" opacity="0.35"/>
    ${[w1, w2].map((w) => `<path d="M${w - cut},${hub} A${cut} ${cut} 0 0 1 ${w + cut},${hub} Z" fill="#101114"/>`).join('')}
    <path d="${path}" fill="url(#paint)" stroke="${dark}" stroke-width="3"/>
    <path d="${b.glass}" fill="url(#glass)"/>
    <rect x="${b.pillar}" y="40" width="20" height="160" fill="${shade(spec.color, -0.2)}" clip-path="url(#windows)"/>
    <path d="M${b.pillar + 10},190 L${b.pillar + 10},300 M${b.wheels[1] - 150},185 L${b.wheels[1] - 150},300" stroke="${dark}" stroke-width="3" fill="none"/>
    <rect x="${b.pillar - 80}" y="212" width="46" height="10" rx="5" fill="${shade(spec.color, -0.45)}"/>
    <rect x="${b.pillar + 60}" y="212" width="46" height="10" rx="5" fill="${shade(spec.color, -0.45)}"/>
    <ellipse cx="955" cy="${spec.body === 'sedan' || spec.body === 'hatchback' ? 236 : 208}" rx="26" ry="12" fill="#fff6d5"/>
    <rect x="24" y="${spec.body === 'sedan' ? 206 : 170}" width="16" height="42" rx="6" fill="#c0262d"/>
    ${wheel(w1, hub, b.r, 5)}${wheel(w2, hub, b.r, 5)}`;
}

function background(spec: PhotoSpec): string {
  const [top, mid, low] = SKIES[spec.scene];
  let bg = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>
    <stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (spec.scene === 'showroom') {
    bg += `<rect y="820" width="${W}" height="380" fill="#9aa1aa"/><rect y="820" width="${W}" height="6" fill="#c5cad0"/>
      ${[200, 600, 1000, 1400].map((x) => `<ellipse cx="${x}" cy="120" rx="120" ry="18" fill="#fff" opacity="0.8"/>`).join('')}`;
    return bg;
  }
  if (spec.scene === 'sunset' || spec.scene === 'day') {
    bg += `<circle cx="${300 + (spec.seed % 5) * 220}" cy="${spec.scene === 'sunset' ? 640 : 200}" r="${spec.scene === 'sunset' ? 110 : 70}" fill="${spec.scene === 'sunset' ? '#ffd28a' : '#fffbe6'}" opacity="0.9"/>`;
  }
  // A city skyline or hills, varied by seed.
  if (spec.seed % 2 === 0) {
    let x = 0, i = spec.seed;
    const blocks: string[] = [];
    while (x < W) {
      i = (i * 1103515245 + 12345) & 0x7fffffff;
      const w = 70 + (i % 110), h = 120 + ((i >> 8) % 260);
      blocks.push(`<rect x="${x}" y="${770 - h}" width="${w}" height="${h + 60}" fill="${shade(mid, -0.45 - ((i >> 4) % 3) * 0.08)}"/>`);
      x += w + 6;
    }
    bg += blocks.join('');
  } else {
    bg += `<path d="M0,700 Q250,560 520,660 T1040,620 T1600,650 L1600,840 L0,840 Z" fill="${shade(mid, -0.5)}" opacity="0.8"/>
      <path d="M0,760 Q300,690 640,750 T1600,730 L1600,840 L0,840 Z" fill="${shade('#3f7d4a', spec.scene === 'evening' ? -0.6 : -0.1)}"/>`;
  }
  bg += `<rect y="800" width="${W}" height="400" fill="#5b6169"/><rect y="800" width="${W}" height="28" fill="#9b9488"/>
    ${Array.from({ length: 7 }, (_, k) => `<rect x="${k * 250 + 20}" y="1080" width="140" height="14" fill="#e8e4d8"/>`).join('')}`;
  return bg;
}

function frontOrRear(spec: PhotoSpec, rear: boolean): string {
  const tall = spec.body === 'suv' || spec.body === 'muv' || spec.body === 'pickup';
  const top = tall ? 300 : 370;
  const dark = shade(spec.color, -0.35);
  const lamp = rear ? '#c0262d' : '#fff6d5';
  return `<defs><linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(spec.color, 0.3)}"/>
      <stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <ellipse cx="800" cy="960" rx="470" ry="34" fill="#000" opacity="0.35"/>
    <rect x="390" y="860" width="110" height="110" rx="18" fill="#16181b"/><rect x="1100" y="860" width="110" height="110" rx="18" fill="#16181b"/>
    <path d="M${470},${top} L1130,${top} Q1170,${top} 1185,${top + 60} L1240,${top + 200} Q1265,${top + 230} 1265,${top + 280} L1265,900 Q1265,930 1235,930 L365,930 Q335,930 335,900 L335,${top + 280} Q335,${top + 230} 360,${top + 200} L415,${top + 60} Q430,${top} 470,${top} Z" fill="url(#paint)" stroke="${dark}" stroke-width="4"/>
    <path d="M${500},${top + 30} L1100,${top + 30} L1170,${top + 190} L430,${top + 190} Z" fill="#2a323b"/>
    <rect x="380" y="${top + 240}" width="190" height="60" rx="24" fill="${lamp}"/><rect x="1030" y="${top + 240}" width="190" height="60" rx="24" fill="${lamp}"/>
    ${rear ? '' : `<rect x="610" y="${top + 250}" width="380" height="120" rx="20" fill="#1d2127"/>`}
    <rect x="690" y="${top + (rear ? 300 : 400)}" width="220" height="56" rx="6" fill="#f7f7f2" stroke="#222" stroke-width="3"/>
    <text x="800" y="${top + (rear ? 340 : 440)}" font-family="DejaVu Sans Mono, monospace" font-size="34" font-weight="700" text-anchor="middle" fill="#111">DEMO</text>`;
}

function interior(spec: PhotoSpec): string {
  const trim = spec.seed % 2 === 0 ? '#2b2e33' : '#6e5a45';
  return `<rect width="${W}" height="${H}" fill="#15181c"/>
    <path d="M120,80 L1480,80 L1560,520 L40,520 Z" fill="#9fc3e3"/><rect x="40" y="430" width="1520" height="90" fill="#6c7a6a"/>
    <path d="M0,560 Q800,430 1600,560 L1600,1200 L0,1200 Z" fill="${trim}"/>
    <rect x="640" y="600" width="330" height="200" rx="16" fill="#0d1b2a" stroke="#38bdf8" stroke-width="4"/>
    <rect x="665" y="625" width="140" height="70" rx="8" fill="#1e3a5f"/><rect x="820" y="625" width="125" height="150" rx="8" fill="#14532d"/>
    <circle cx="380" cy="700" r="70" fill="#0b0d10" stroke="#94a3b8" stroke-width="5"/><circle cx="380" cy="700" r="6" fill="#f87171"/>
    <line x1="380" y1="700" x2="425" y2="660" stroke="#f87171" stroke-width="5"/>
    <circle cx="380" cy="760" r="220" fill="none" stroke="#0c0d0f" stroke-width="56"/>
    <path d="M170,800 L590,800 L520,880 L240,880 Z" fill="#0c0d0f"/><circle cx="380" cy="830" r="55" fill="#1f2227"/>
    <rect x="1020" y="640" width="380" height="34" rx="12" fill="#0c0d0f" opacity="0.7"/>`;
}

function wheelCloseUp(spec: PhotoSpec): string {
  return `<rect width="${W}" height="${H}" fill="#4b5058"/><rect y="0" width="${W}" height="420" fill="${shade(spec.color, -0.1)}"/>
    <circle cx="800" cy="650" r="520" fill="#2a2c30"/>${wheel(800, 650, 430, spec.seed % 2 === 0 ? 5 : 10)}
    <rect y="1110" width="${W}" height="90" fill="#3a3d42"/>`;
}

function caption(text: string): string {
  if (!text) return '';
  return `<rect x="0" y="1080" width="${W}" height="120" fill="#000" opacity="0.45"/>
    <text x="48" y="1152" font-family="DejaVu Sans, Arial, sans-serif" font-size="54" font-weight="700" fill="#fff">${esc(text)}</text>
    <text x="${W - 48}" y="1152" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#e5e7eb" text-anchor="end">GaadiBazaar demo photo</text>`;
}

/** The SVG document of one photo, sized `width` px wide (the drawing is always 1600×1200 units). */
export function photoSvg(spec: PhotoSpec, width = W): string {
  let body: string;
  if (spec.shot === 'interior') body = interior(spec);
  else if (spec.shot === 'wheel') body = wheelCloseUp(spec);
  else {
    const car =
      spec.shot === 'front' || spec.shot === 'rear'
        ? frontOrRear(spec, spec.shot === 'rear')
        : `<g transform="${spec.shot === 'side-left' ? 'translate(1530,460) scale(-1.3,1.3)' : 'translate(70,460) scale(1.3,1.3)'}">${sideCar(spec)}</g>`;
    body = background(spec) + car;
  }
  const height = Math.round((width * H) / W);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${body}${caption(spec.caption)}</svg>`;
}
