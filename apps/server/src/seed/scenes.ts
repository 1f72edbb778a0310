/**
 * Demo pictures drawn as SVG: a hotel facade against a sky, with sea or hills, a skyline and
 * trees; and room interiors with a bed, a window and a lamp. Colours and shapes come from a
 * seeded generator, so every scene differs and every run draws the same ones. No text: fonts
 * differ between machines and would change the bytes.
 */
import { createRandom, type Random } from './random.js';

interface Sky {
  top: string;
  horizon: string;
  sun: string;
  sunY: number;
}

const SKIES: Sky[] = [
  { top: '#2f7fd0', horizon: '#bfe3ff', sun: '#fff6c8', sunY: 0.18 },
  { top: '#3b2a6b', horizon: '#ff9a5a', sun: '#ffd27a', sunY: 0.42 },
  { top: '#1e3c72', horizon: '#f3a6b8', sun: '#ffe0e6', sunY: 0.38 },
  { top: '#0f8fa8', horizon: '#ffe2b8', sun: '#fff1cc', sunY: 0.22 },
  { top: '#4a6fb5', horizon: '#f6d365', sun: '#fff3b0', sunY: 0.3 },
];
const FACADES = ['#f4e1c1', '#e8b4a0', '#f7f3ea', '#c9d6df', '#f2c57c', '#d8a48f', '#b8d8be'];
const ACCENTS = ['#1f4e79', '#7a2e2e', '#2e6b4f', '#8a5a13', '#5b3f8c', '#23395d'];
const WALLS = ['#efe6d8', '#dfe9e3', '#f3e3d3', '#e4e0ef', '#f6efe0', '#d9e4ec'];
const BLANKETS = ['#2f5d8a', '#b5523b', '#4f7d5c', '#c9a227', '#6b4c8a', '#2b7a78'];
const FLOORS = ['#a4764a', '#8b5e3c', '#c49a6c', '#6f4e37'];

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
/** Mixes a colour toward black (amount < 0) or white (amount > 0). */
function shade(color: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  const target = amount < 0 ? 0 : 255;
  const mixed = channels.map((c) => c + (target - c) * Math.abs(amount));
  return `#${mixed.map(hex).join('')}`;
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

function skyline(random: Random, width: number, base: number, color: string): string {
  let x = 0;
  let parts = '';
  while (x < width) {
    const w = random.int(40, 110);
    const h = random.int(60, 220);
    parts += `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${color}"/>`;
    for (let wy = base - h + 12; wy < base - 14; wy += 22) {
      for (let wx = x + 8; wx < x + w - 12; wx += 18) {
        if (random.chance(0.35))
          parts += `<rect x="${wx}" y="${wy}" width="8" height="11" fill="#ffd98a" opacity="0.85"/>`;
      }
    }
    x += w + random.int(0, 12);
  }
  return parts;
}

function palm(x: number, ground: number, size: number, leaf: string): string {
  const top = ground - size;
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const ex = x + Math.sin(radians) * size * 0.55;
      const ey = top + Math.abs(Math.cos(radians)) * -size * 0.12 + size * 0.22;
      return `<path d="M${x},${top} Q${(x + ex) / 2},${top - size * 0.2} ${ex},${ey}" stroke="${leaf}" stroke-width="${size * 0.07}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${x - 8},${ground} Q${x - 20},${ground - size / 2} ${x},${top}" stroke="#6b4a2b" stroke-width="${size * 0.06}" fill="none"/>${leaves}`;
}

function pine(x: number, ground: number, size: number, color: string): string {
  const tiers = [0, 1, 2]
    .map((i) => {
      const y = ground - size * 0.25 - i * size * 0.25;
      const half = size * (0.32 - i * 0.07);
      return `<polygon points="${x - half},${y} ${x + half},${y} ${x},${y - size * 0.38}" fill="${color}"/>`;
    })
    .join('');
  return `<rect x="${x - 5}" y="${ground - size * 0.28}" width="10" height="${size * 0.28}" fill="#5a3d22"/>${tiers}`;
}

function facade(random: Random, width: number, ground: number): string {
  const color = random.pick(FACADES);
  const accent = random.pick(ACCENTS);
  const floors = random.int(4, 8);
  const columns = random.int(5, 9);
  const buildingWidth = random.int(460, 640);
  const floorHeight = 52;
  const height = floors * floorHeight + 70;
  const left = (width - buildingWidth) / 2 + random.int(-120, 120);
  const top = ground - height;
  const cell = buildingWidth / columns;
  let windows = '';
  for (let floor = 0; floor < floors; floor++) {
    for (let column = 0; column < columns; column++) {
      const lit = random.chance(0.45);
      const wx = left + column * cell + cell * 0.22;
      const wy = top + 40 + floor * floorHeight;
      windows += `<rect x="${wx}" y="${wy}" width="${cell * 0.56}" height="30" rx="3" fill="${lit ? '#ffe08a' : shade(accent, 0.55)}"/>`;
      if (floor > 0 && column % 2 === 0)
        windows += `<rect x="${wx - 4}" y="${wy + 30}" width="${cell * 0.56 + 8}" height="5" fill="${shade(color, -0.35)}"/>`;
    }
  }
  const door = left + buildingWidth / 2;
  return [
    `<rect x="${left + 14}" y="${top + 14}" width="${buildingWidth}" height="${height}" fill="#000" opacity="0.18"/>`,
    `<rect x="${left}" y="${top}" width="${buildingWidth}" height="${height}" fill="${color}"/>`,
    `<rect x="${left - 10}" y="${top - 16}" width="${buildingWidth + 20}" height="20" fill="${shade(color, -0.3)}"/>`,
    `<rect x="${door - 70}" y="${top - 58}" width="140" height="36" rx="6" fill="${accent}"/>`,
    `<rect x="${door - 52}" y="${top - 46}" width="104" height="12" rx="3" fill="#ffe9a8"/>`,
    windows,
    `<polygon points="${door - 90},${ground - 70} ${door + 90},${ground - 70} ${door + 105},${ground - 45} ${door - 105},${ground - 45}" fill="${accent}"/>`,
    `<rect x="${door - 40}" y="${ground - 45}" width="80" height="45" fill="${shade(accent, -0.4)}"/>`,
    `<rect x="${door - 36}" y="${ground - 41}" width="72" height="41" fill="#ffd98a" opacity="0.7"/>`,
  ].join('');
}

/** A hotel seen from outside, 1200×800 by default. */
export function hotelScene(seed: number, width = 1200, height = 800): string {
  const random = createRandom(seed);
  const sky = random.pick(SKIES);
  const seaside = random.chance(0.5);
  const horizon = Math.round(height * 0.58);
  const ground = Math.round(height * 0.86);
  const sunX = random.int(150, width - 150);
  const hills = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => `${(i * width) / 6},${horizon - random.int(20, 120)}`)
    .join(' ');
  const water = seaside
    ? `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#sea)"/>` +
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<rect x="${random.int(0, width - 200)}" y="${horizon + 12 + i * 14}" width="${random.int(60, 200)}" height="3" fill="#fff" opacity="0.35"/>`,
        )
        .join('')
    : `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${shade('#6fa86a', random.next() * 0.3 - 0.15)}"/>`;
  const trees = [80, 230, width - 230, width - 90]
    .map((x) =>
      seaside
        ? palm(x + random.int(-30, 30), ground + 10, random.int(180, 260), '#2f7d3a')
        : pine(x + random.int(-30, 30), ground + 10, random.int(170, 250), '#2e5e3a'),
    )
    .join('');
  return svg(
    width,
    height,
    [
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.horizon}"/></linearGradient>`,
      `<radialGradient id="sun"><stop offset="0" stop-color="${sky.sun}"/><stop offset="0.35" stop-color="${sky.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>`,
      `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(sky.top, 0.2)}"/><stop offset="1" stop-color="${shade(sky.top, -0.45)}"/></linearGradient></defs>`,
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
      `<circle cx="${sunX}" cy="${height * sky.sunY}" r="150" fill="url(#sun)"/>`,
      `<polygon points="0,${horizon} ${hills} ${width},${horizon}" fill="${shade(sky.top, -0.35)}" opacity="0.55"/>`,
      water,
      skyline(random, width, ground - 40, shade(sky.top, -0.55)),
      `<rect y="${ground - 40}" width="${width}" height="${height - ground + 40}" fill="${seaside ? '#e9d8a6' : '#7a9a5a'}"/>`,
      facade(random, width, ground),
      `<rect y="${ground}" width="${width}" height="${height - ground}" fill="${seaside ? '#dcc68e' : '#5f7f46'}"/>`,
      trees,
    ].join(''),
  );
}

/** A hotel room, 800×533 by default. */
export function roomScene(seed: number, width = 800, height = 533): string {
  const random = createRandom(seed);
  const wall = random.pick(WALLS);
  const blanket = random.pick(BLANKETS);
  const floor = random.pick(FLOORS);
  const sky = random.pick(SKIES);
  const floorY = Math.round(height * 0.72);
  // Lamp, bed with a picture above it, then the window; mirrored half of the time.
  const bedX = random.int(120, 200);
  const windowX = random.int(bedX + 260, width - 250);
  const mirrored = random.chance(0.5);
  const bedTop = floorY - 150;
  const planks = Array.from(
    { length: 8 },
    (_, i) =>
      `<line x1="0" y1="${floorY + i * 20}" x2="${width}" y2="${floorY + i * 20}" stroke="${shade(floor, -0.25)}" stroke-width="2"/>`,
  ).join('');
  const lampX = bedX - 85;
  const flip = mirrored ? ` transform="translate(${width},0) scale(-1,1)"` : '';
  const body = [
    `<defs><linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.horizon}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff2b8" stop-opacity="0.9"/><stop offset="1" stop-color="#fff2b8" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${floorY}" fill="${wall}"/>`,
    `<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="${floor}"/>`,
    planks,
    // The window with its view and curtains.
    `<rect x="${windowX - 8}" y="52" width="236" height="196" fill="${shade(wall, -0.25)}"/>`,
    `<rect x="${windowX}" y="60" width="220" height="180" fill="url(#view)"/>`,
    `<circle cx="${windowX + 150}" cy="110" r="26" fill="${sky.sun}" opacity="0.9"/>`,
    `<line x1="${windowX + 110}" y1="60" x2="${windowX + 110}" y2="240" stroke="${shade(wall, -0.25)}" stroke-width="6"/>`,
    `<rect x="${windowX - 30}" y="44" width="40" height="230" fill="${shade(blanket, 0.35)}"/>`,
    `<rect x="${windowX + 210}" y="44" width="40" height="230" fill="${shade(blanket, 0.35)}"/>`,
    // A picture above the bed.
    `<rect x="${bedX + 110}" y="${bedTop - 150}" width="120" height="80" fill="#fff" stroke="${shade(floor, -0.3)}" stroke-width="6"/>`,
    `<polygon points="${bedX + 116},${bedTop - 76} ${bedX + 160},${bedTop - 120} ${bedX + 224},${bedTop - 76}" fill="${shade(blanket, 0.2)}"/>`,
    // The bed: headboard, mattress, pillows, blanket.
    `<rect x="${bedX}" y="${bedTop - 40}" width="340" height="90" rx="12" fill="${shade(floor, -0.2)}"/>`,
    `<rect x="${bedX - 6}" y="${bedTop + 40}" width="352" height="90" rx="10" fill="#fbfbf8"/>`,
    `<rect x="${bedX + 20}" y="${bedTop + 14}" width="130" height="40" rx="16" fill="#ffffff" stroke="#e3e3e3"/>`,
    `<rect x="${bedX + 190}" y="${bedTop + 14}" width="130" height="40" rx="16" fill="#ffffff" stroke="#e3e3e3"/>`,
    `<rect x="${bedX - 6}" y="${bedTop + 70}" width="352" height="70" rx="10" fill="${blanket}"/>`,
    `<rect x="${bedX - 6}" y="${bedTop + 70}" width="352" height="14" fill="${shade(blanket, 0.3)}"/>`,
    // Bedside table and lamp with its glow.
    `<circle cx="${lampX + 30}" cy="${bedTop - 10}" r="90" fill="url(#glow)"/>`,
    `<rect x="${lampX}" y="${floorY - 70}" width="60" height="70" fill="${shade(floor, -0.1)}"/>`,
    `<rect x="${lampX + 27}" y="${floorY - 120}" width="6" height="50" fill="#444"/>`,
    `<polygon points="${lampX + 10},${floorY - 120} ${lampX + 50},${floorY - 120} ${lampX + 42},${floorY - 155} ${lampX + 18},${floorY - 155}" fill="#fff1c4"/>`,
    // A rug.
    `<ellipse cx="${bedX + 170}" cy="${floorY + 80}" rx="220" ry="28" fill="${shade(blanket, 0.45)}" opacity="0.8"/>`,
  ].join('');
  return svg(width, height, `<g${flip}>${body}</g>`);
}
