/**
 * Generated demo images: vehicle photos (an SVG side view in a scene, rendered to JPEG with sharp), category icons
 * and photos, avatars, blog covers, banners and make badges. Each image is written as the original plus the three
 * thumbnail sizes the clients ask for. Rendering is cached by file name, so identical images are rendered once per
 * seed (and not at all when the uploads folder already holds them).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { BodyKey, PartArt } from './data/makes.ts';

export const PHOTO_W = 1600;
export const PHOTO_H = 1067;
/** Thumbnail folders and their widths. */
export const THUMBNAILS = [
  ['thumbnail', 400],
  ['thumbnail2x', 800],
  ['thumbnail3x', 1200],
] as const;

/** Bumped whenever the drawings change, so cached files of an older look are not reused. */
const VERSION = 'v1';
const FONT = 'DejaVu Sans, Liberation Sans, Noto Sans, Arial, Helvetica, sans-serif';

export type Shape =
  | 'sedan'
  | 'hatchback'
  | 'wagon'
  | 'coupe'
  | 'suv'
  | 'pickup'
  | 'van'
  | 'minivan'
  | 'boxtruck'
  | 'semi'
  | 'bus'
  | 'motorcycle'
  | 'sportbike'
  | 'scooter'
  | 'boat'
  | 'pwc'
  | 'wheel'
  | 'roofbox'
  | 'product';

export function shapeFor(body: BodyKey, art?: PartArt): Shape {
  switch (body) {
    case 'sedan':
      return 'sedan';
    case 'hatchback':
      return 'hatchback';
    case 'wagon':
      return 'wagon';
    case 'coupe':
    case 'convertible':
      return 'coupe';
    case 'suv':
    case 'crossover':
      return 'suv';
    case 'pickup':
      return 'pickup';
    case 'minivan':
      return 'minivan';
    case 'cargo-van':
      return 'van';
    case 'box-truck':
      return 'boxtruck';
    case 'semi':
      return 'semi';
    case 'bus':
      return 'bus';
    case 'sport-bike':
      return 'sportbike';
    case 'naked':
    case 'cruiser':
    case 'touring':
    case 'adventure':
      return 'motorcycle';
    case 'scooter':
      return 'scooter';
    case 'boat':
      return 'boat';
    case 'pwc':
      return 'pwc';
    case 'part':
      return art ?? 'product';
  }
}

type Family = 'road' | 'bike' | 'water' | 'part';
const familyOf = (s: Shape): Family =>
  s === 'boat' || s === 'pwc'
    ? 'water'
    : s === 'motorcycle' || s === 'sportbike' || s === 'scooter'
      ? 'bike'
      : s === 'wheel' || s === 'roofbox' || s === 'product'
        ? 'part'
        : 'road';

/** How many distinct photos an item of this shape can have (the last of a car is its interior). */
export const photoVariants = (s: Shape): number => (familyOf(s) === 'road' && s !== 'semi' && s !== 'bus' && s !== 'boxtruck' ? 4 : 3);
/** Variant 3 of road vehicles is an interior, shared by every listing (two upholstery tones). */
export const isInteriorVariant = (s: Shape, v: number) => v === 3 && photoVariants(s) === 4;

// ------------------------------------------------------------------------------------------------ colour helpers

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function rgbToHex([r, g, b]: [number, number, number]): string {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
/** Mixes `hex` towards `to` by t (0..1). */
function mix(hex: string, to: string, t: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(to);
  return rgbToHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}
const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
const darken = (hex: string, t: number) => mix(hex, '#000000', t);
function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A tiny deterministic PRNG for scenery (skylines, waves), independent of the seed's main sequence. */
function sceneRng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ------------------------------------------------------------------------------------------------ shared parts

/** Paint gradients of a body colour: `paint` (vertical), `paintHi` (highlight). */
function paintDefs(color: string): string {
  const dark = luminance(color) < 0.2;
  const top = dark ? lighten(color, 0.28) : lighten(color, 0.22);
  const bottom = dark ? darken(color, 0.2) : darken(color, 0.38);
  return `
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/>
      <stop offset="0.42" stop-color="${color}"/>
      <stop offset="0.58" stop-color="${darken(color, 0.08)}"/>
      <stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="#5b7083"/>
      <stop offset="0.5" stop-color="#27323d"/>
      <stop offset="1" stop-color="#161c22"/>
    </linearGradient>
    <radialGradient id="rim" cx="0.45" cy="0.4" r="0.7">
      <stop offset="0" stop-color="#eef1f4"/>
      <stop offset="0.6" stop-color="#b9c0c8"/>
      <stop offset="1" stop-color="#7b838c"/>
    </radialGradient>
    <linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f4f6f8"/>
      <stop offset="0.5" stop-color="#a7afb8"/>
      <stop offset="1" stop-color="#dfe3e8"/>
    </linearGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000" stop-opacity="0.55"/>
      <stop offset="0.7" stop-color="#000" stop-opacity="0.18"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>`;
}

/** A road wheel centred at (x, -r). */
function wheel(x: number, r: number, spokes = 5): string {
  const cy = -r;
  let s = `<g>
    <circle cx="${x}" cy="${cy}" r="${r}" fill="#15171a"/>
    <circle cx="${x}" cy="${cy}" r="${r * 0.9}" fill="none" stroke="#2b2f35" stroke-width="${r * 0.05}"/>
    <circle cx="${x}" cy="${cy}" r="${r * 0.64}" fill="url(#rim)"/>
    <circle cx="${x}" cy="${cy}" r="${r * 0.55}" fill="#2f343a"/>
    <circle cx="${x}" cy="${cy}" r="${r * 0.42}" fill="#5d646c"/>`;
  for (let i = 0; i < spokes; i++) {
    const a = (i * 360) / spokes - 90;
    s += `<rect x="${x - r * 0.07}" y="${cy - r * 0.6}" width="${r * 0.14}" height="${r * 0.5}" rx="${r * 0.05}" fill="url(#rim)" transform="rotate(${a + 90} ${x} ${cy})"/>`;
  }
  s += `<circle cx="${x}" cy="${cy}" r="${r * 0.17}" fill="url(#rim)" stroke="#6b7280" stroke-width="${r * 0.03}"/>
    <circle cx="${x}" cy="${cy}" r="${r * 0.06}" fill="#4b5563"/></g>`;
  return s;
}

/** A dark wheel well behind the body (shows through the arch cut-out). */
const well = (x: number, r: number) => `<circle cx="${x}" cy="${-r}" r="${r * 1.12}" fill="#0b0c0e"/>`;

/** The bottom edge of a body from front (x1) to rear (x0) at height y with two arches of radius ar. */
function bottomWithArches(xFrontEnd: number, xRearEnd: number, y: number, wheels: number[], ar: number): string {
  // wheels sorted front to rear
  const ws = [...wheels].sort((a, b) => b - a);
  let d = ` L ${xFrontEnd},${y}`;
  for (const w of ws) d += ` L ${w + ar},${y} A ${ar} ${ar} 0 1 0 ${w - ar},${y}`;
  d += ` L ${xRearEnd},${y}`;
  return d;
}

interface Drawn {
  svg: string;
  /** Length and height of the drawing, in its own units (ground at y = 0, x from 0 to length). */
  length: number;
  height: number;
}

// ------------------------------------------------------------------------------------------------ vehicles

interface CarSpec {
  length: number;
  r: number;
  rw: number;
  fw: number;
  by: number;
  roofY: number;
  body: string;
  windows: string[];
  doors: string;
  mirrorX: number;
  handles: [number, number];
  beltY: number;
  /** Heights of the headlight and taillight tops. */
  lampY: number;
}

function carSpec(kind: 'sedan' | 'hatchback' | 'wagon' | 'coupe' | 'suv' | 'minivan'): CarSpec {
  switch (kind) {
    case 'sedan': {
      const by = -38;
      return {
        length: 1000,
        r: 76,
        rw: 210,
        fw: 790,
        by,
        roofY: -276,
        mirrorX: 742,
        handles: [420, 626],
        beltY: -176,
        lampY: -150,
        body: `M 22,-64 L 18,-122 Q 18,-152 52,-160 L 250,-170 C 302,-176 342,-250 404,-268 Q 428,-276 460,-276 L 600,-273 Q 642,-270 664,-256 C 702,-228 742,-190 776,-180 L 930,-160 Q 986,-150 992,-116 L 990,-64 Q 986,${by} 958,${by}`,
        windows: [
          'M 300,-178 C 345,-218 378,-252 426,-260 L 512,-262 L 512,-182 Z',
          'M 530,-262 L 602,-261 Q 636,-258 655,-246 C 685,-224 708,-200 724,-184 L 530,-182 Z',
        ],
        doors: `M 316,-176 Q 300,-118 316,${by - 8} M 520,-180 L 520,${by - 8} M 726,-180 Q 744,-120 728,${by - 8}`,
      };
    }
    case 'hatchback': {
      const by = -38;
      return {
        length: 860,
        r: 74,
        rw: 172,
        fw: 668,
        by,
        roofY: -276,
        mirrorX: 622,
        handles: [350, 508],
        beltY: -180,
        lampY: -152,
        body: `M 30,-64 L 26,-150 Q 28,-180 48,-196 C 66,-234 96,-266 160,-272 L 468,-276 Q 514,-274 542,-256 C 588,-226 624,-194 662,-184 L 800,-164 Q 850,-154 856,-120 L 854,-64 Q 850,${by} 824,${by}`,
        windows: [
          'M 92,-200 C 110,-236 138,-258 182,-262 L 270,-263 L 270,-188 L 86,-188 Z',
          'M 286,-264 L 432,-265 L 432,-186 L 286,-186 Z',
          'M 448,-265 L 478,-265 Q 512,-261 532,-248 C 568,-225 596,-201 612,-188 L 448,-186 Z',
        ],
        doors: `M 278,-184 Q 270,-118 280,${by - 8} M 440,-184 L 440,${by - 8} M 618,-184 Q 636,-120 620,${by - 8}`,
      };
    }
    case 'wagon': {
      const by = -38;
      return {
        length: 1000,
        r: 76,
        rw: 210,
        fw: 790,
        by,
        roofY: -280,
        mirrorX: 744,
        handles: [420, 630],
        beltY: -180,
        lampY: -156,
        body: `M 24,-64 L 20,-162 Q 22,-196 40,-226 Q 66,-270 124,-276 L 600,-280 Q 644,-278 668,-260 C 708,-230 744,-192 780,-182 L 932,-162 Q 986,-152 992,-118 L 990,-64 Q 986,${by} 958,${by}`,
        windows: [
          'M 70,-192 Q 84,-246 124,-262 L 250,-266 L 250,-188 L 66,-188 Z',
          'M 266,-266 L 500,-267 L 500,-186 L 266,-186 Z',
          'M 518,-267 L 600,-267 Q 640,-264 660,-250 C 690,-226 712,-204 728,-188 L 518,-186 Z',
        ],
        doors: `M 258,-184 Q 250,-118 262,${by - 8} M 510,-184 L 510,${by - 8} M 730,-184 Q 748,-120 732,${by - 8}`,
      };
    }
    case 'coupe': {
      const by = -36;
      return {
        length: 1000,
        r: 76,
        rw: 210,
        fw: 790,
        by,
        roofY: -250,
        mirrorX: 722,
        handles: [560, 560],
        beltY: -172,
        lampY: -146,
        body: `M 20,-62 L 18,-116 Q 20,-144 56,-152 L 246,-162 C 306,-172 364,-232 436,-244 Q 470,-250 520,-250 L 572,-249 Q 614,-246 640,-230 C 676,-204 716,-178 758,-170 L 934,-152 Q 986,-144 992,-112 L 990,-62 Q 986,${by} 958,${by}`,
        windows: [
          'M 342,-172 C 380,-212 412,-232 448,-238 L 476,-240 L 470,-176 Z',
          'M 488,-241 L 568,-240 Q 602,-237 622,-224 C 652,-204 680,-186 700,-176 L 484,-176 Z',
        ],
        doors: `M 478,-174 Q 470,-110 480,${by - 8} M 716,-172 Q 736,-110 720,${by - 8}`,
      };
    }
    case 'suv': {
      const by = -50;
      return {
        length: 1000,
        r: 86,
        rw: 200,
        fw: 800,
        by,
        roofY: -354,
        mirrorX: 760,
        handles: [380, 590],
        beltY: -262,
        lampY: -214,
        body: `M 26,-80 L 22,-206 Q 24,-238 46,-262 L 84,-330 Q 96,-348 126,-350 L 646,-354 Q 684,-352 704,-336 L 784,-258 L 944,-236 Q 988,-228 992,-190 L 990,-80 Q 986,${by} 958,${by}`,
        windows: [
          'M 78,-264 L 108,-324 Q 116,-334 132,-334 L 252,-335 L 252,-266 Z',
          'M 268,-335 L 462,-337 L 462,-264 L 268,-264 Z',
          'M 480,-337 L 640,-338 Q 670,-336 688,-320 L 752,-264 L 480,-264 Z',
        ],
        doors: `M 262,-260 L 262,${by - 10} M 472,-260 L 472,${by - 10} M 760,-252 Q 768,-150 750,${by - 10}`,
      };
    }
    case 'minivan': {
      const by = -48;
      return {
        length: 1000,
        r: 82,
        rw: 200,
        fw: 796,
        by,
        roofY: -338,
        mirrorX: 764,
        handles: [420, 580],
        beltY: -238,
        lampY: -196,
        body: `M 26,-80 L 22,-214 Q 24,-262 50,-300 Q 72,-328 114,-332 L 606,-338 Q 646,-336 666,-318 L 788,-226 L 946,-202 Q 988,-194 992,-160 L 990,-80 Q 986,${by} 958,${by}`,
        windows: [
          'M 64,-238 Q 66,-290 92,-310 Q 104,-320 124,-320 L 284,-322 L 284,-238 Z',
          'M 300,-323 L 486,-324 L 486,-238 L 300,-238 Z',
          'M 502,-325 L 604,-326 Q 636,-324 654,-310 L 752,-238 L 502,-238 Z',
        ],
        doors: `M 292,-234 L 292,${by - 10} M 494,-234 L 494,${by - 10} M 292,-240 L 486,-240 M 760,-228 Q 770,-140 752,${by - 10}`,
      };
    }
  }
}

function carLike(color: string, kind: 'sedan' | 'hatchback' | 'wagon' | 'coupe' | 'suv' | 'minivan'): Drawn {
  const c = carSpec(kind);
  const { r, rw, fw, by, length: L } = c;
  const ar = r * 1.14;
  const big = kind === 'suv' || kind === 'minivan';
  const d = c.body + bottomWithArches(L - 42, 56, by, [fw, rw], ar) + ` Q 24,${by - 2} 22,-64 Z`;
  const lamp = c.lampY;
  const handles = (c.handles[0] === c.handles[1] ? [c.handles[0]] : c.handles)
    .map((x) => `<rect x="${x}" y="${c.beltY + 28}" width="36" height="9" rx="4" fill="#000" fill-opacity="0.35"/>`)
    .join('');
  const svg = `
    ${well(rw, r)}${well(fw, r)}
    <path d="${d}" fill="url(#paint)" stroke="${darken(color, 0.5)}" stroke-width="2"/>
    ${c.windows.map((w) => `<path d="${w}" fill="url(#glass)"/>`).join('')}
    ${c.windows
      .map((w) => `<path d="${w}" fill="#ffffff" fill-opacity="0.07" transform="translate(0 -2)"/>`)
      .slice(0, 1)
      .join('')}
    <path d="M 40,${c.beltY + 18} L ${L - 40},${c.beltY + 34}" stroke="#ffffff" stroke-opacity="0.22" stroke-width="4" fill="none"/>
    <path d="${c.doors}" stroke="#000" stroke-opacity="0.35" stroke-width="3" fill="none"/>
    ${handles}
    <path d="M ${c.mirrorX},${c.beltY + 2} l 34,-6 l 8,22 l -36,4 Z" fill="${darken(color, 0.25)}"/>
    <path d="M ${L - 54},${lamp} Q ${L - 20},${lamp + 6} ${L - 12},${lamp + 28} L ${L - 52},${lamp + 24} Z" fill="#f8fafc" stroke="#94a3b8" stroke-width="2"/>
    <path d="M 22,${lamp - 2} L 54,${lamp - 4} L 56,${lamp + 24} L 20,${lamp + 26} Z" fill="#c81e1e" stroke="#7f1d1d" stroke-width="2"/>
    <rect x="${L - 100}" y="${big ? -120 : -92}" width="86" height="${big ? 30 : 22}" rx="8" fill="#111827" fill-opacity="0.7"/>
    <rect x="${rw + ar + 6}" y="${by - 14}" width="${fw - rw - 2 * ar - 12}" height="12" fill="#000" fill-opacity="0.25"/>
    ${kind === 'suv' ? `<rect x="130" y="-364" width="510" height="10" rx="4" fill="#1f2937"/>` : ''}
    ${wheel(rw, r)}${wheel(fw, r)}`;
  return { svg, length: L, height: -c.roofY + 14 };
}

function pickup(color: string): Drawn {
  const r = 88;
  const rw = 190;
  const fw = 800;
  const by = -56;
  const ar = r * 1.14;
  const d =
    `M 20,-80 L 18,-218 L 404,-218 L 406,-232 L 422,-344 Q 428,-360 450,-362 L 612,-364 Q 642,-362 658,-346 L 726,-264 L 938,-246 Q 988,-238 992,-200 L 990,-86 Q 986,${by} 958,${by}` +
    bottomWithArches(958, 46, by, [fw, rw], ar) +
    ` Q 22,${by - 2} 20,-80 Z`;
  const svg = `
    ${well(rw, r)}${well(fw, r)}
    <path d="${d}" fill="url(#paint)" stroke="${darken(color, 0.5)}" stroke-width="2"/>
    <rect x="16" y="-228" width="392" height="14" rx="4" fill="${darken(color, 0.35)}"/>
    <path d="M 442,-340 L 536,-342 L 536,-268 L 438,-268 Z" fill="url(#glass)"/>
    <path d="M 552,-342 L 606,-343 Q 632,-341 646,-326 L 696,-268 L 552,-268 Z" fill="url(#glass)"/>
    <path d="M 410,-214 L 410,${by - 6} M 544,-264 L 544,${by - 6} M 708,-262 Q 720,-150 706,${by - 6} M 30,-206 L 30,-90" stroke="#000" stroke-opacity="0.35" stroke-width="3" fill="none"/>
    <path d="M 40,-180 L 950,-168" stroke="#fff" stroke-opacity="0.2" stroke-width="4"/>
    <rect x="470" y="-236" width="36" height="9" rx="4" fill="#000" fill-opacity="0.35"/>
    <rect x="600" y="-236" width="36" height="9" rx="4" fill="#000" fill-opacity="0.35"/>
    <path d="M 712,-262 l 38,-8 l 8,26 l -40,4 Z" fill="${darken(color, 0.3)}"/>
    <rect x="948" y="-236" width="42" height="70" rx="6" fill="url(#chrome)"/>
    <path d="M 950,-232 Q 982,-228 988,-206 L 952,-204 Z" fill="#f8fafc" stroke="#94a3b8" stroke-width="2"/>
    <rect x="18" y="-204" width="22" height="46" fill="#c81e1e" stroke="#7f1d1d" stroke-width="2"/>
    <rect x="930" y="-130" width="62" height="40" rx="6" fill="url(#chrome)"/>
    ${wheel(rw, r, 6)}${wheel(fw, r, 6)}`;
  return { svg, length: 1000, height: 376 };
}

function van(color: string): Drawn {
  const r = 80;
  const rw = 190;
  const fw = 808;
  const by = -48;
  const ar = r * 1.14;
  const d =
    `M 20,-72 L 18,-392 Q 20,-424 56,-428 L 720,-432 Q 762,-430 782,-404 L 866,-292 L 956,-256 Q 988,-242 992,-204 L 990,-76 Q 986,${by} 958,${by}` +
    bottomWithArches(958, 46, by, [fw, rw], ar) +
    ` Q 22,${by - 2} 20,-72 Z`;
  const svg = `
    ${well(rw, r)}${well(fw, r)}
    <path d="${d}" fill="url(#paint)" stroke="${darken(color, 0.5)}" stroke-width="2"/>
    <path d="M 702,-404 L 742,-406 Q 764,-402 776,-384 L 840,-294 L 702,-294 Z" fill="url(#glass)"/>
    <path d="M 470,-404 L 470,${by - 8} M 690,-410 L 690,${by - 8} M 28,-410 L 28,-80 M 470,-300 L 690,-300" stroke="#000" stroke-opacity="0.33" stroke-width="3" fill="none"/>
    <path d="M 30,-200 L 960,-186" stroke="#fff" stroke-opacity="0.2" stroke-width="4"/>
    <rect x="640" y="-260" width="32" height="9" rx="4" fill="#000" fill-opacity="0.35"/>
    <rect x="720" y="-272" width="32" height="9" rx="4" fill="#000" fill-opacity="0.35"/>
    <path d="M 842,-290 l 40,-6 l 8,28 l -42,4 Z" fill="${darken(color, 0.3)}"/>
    <path d="M 952,-250 Q 984,-240 990,-214 L 952,-212 Z" fill="#f8fafc" stroke="#94a3b8" stroke-width="2"/>
    <rect x="18" y="-260" width="20" height="60" fill="#c81e1e" stroke="#7f1d1d" stroke-width="2"/>
    <rect x="920" y="-110" width="72" height="34" rx="6" fill="#111827" fill-opacity="0.7"/>
    ${wheel(rw, r)}${wheel(fw, r)}`;
  return { svg, length: 1000, height: 440 };
}

function boxTruck(color: string): Drawn {
  const r = 92;
  const rw = 250;
  const fw = 842;
  const by = -70;
  const ar = r * 1.14;
  const cab =
    `M 668,-96 L 668,-372 Q 670,-394 698,-396 L 852,-398 Q 884,-396 898,-372 L 944,-262 Q 988,-252 992,-212 L 990,-100 Q 986,${by} 958,${by}` +
    ` L ${fw + ar},${by} A ${ar} ${ar} 0 1 0 ${fw - ar},${by} L 668,${by} Z`;
  const box = '#f1f3f5';
  const svg = `
    ${well(rw, r)}${well(fw, r)}
    <rect x="16" y="-112" width="660" height="34" fill="#23272e"/>
    <path d="M 20,-540 L 650,-540 L 650,-118 L 20,-118 Z" fill="${box}" stroke="#9ca3af" stroke-width="3"/>
    <path d="M 20,-540 L 650,-540 L 650,-500 L 20,-500 Z" fill="#e2e5e9"/>
    <path d="M 180,-536 L 180,-122 M 340,-536 L 340,-122 M 500,-536 L 500,-122" stroke="#cbd0d6" stroke-width="3"/>
    <rect x="60" y="-300" width="520" height="70" rx="8" fill="${color}" fill-opacity="0.9"/>
    <path d="${cab}" fill="url(#paint)" stroke="${darken(color, 0.5)}" stroke-width="2"/>
    <path d="M 702,-372 L 852,-374 Q 872,-372 882,-356 L 920,-268 L 702,-268 Z" fill="url(#glass)"/>
    <path d="M 690,-262 L 690,-100 M 920,-262 Q 930,-180 916,-100" stroke="#000" stroke-opacity="0.33" stroke-width="3" fill="none"/>
    <path d="M 926,-262 l 40,-4 l 6,30 l -42,2 Z" fill="#1f2937"/>
    <rect x="950" y="-236" width="40" height="90" rx="6" fill="url(#chrome)"/>
    <rect x="930" y="-130" width="62" height="36" rx="6" fill="#1f2937"/>
    ${wheel(rw, r, 8)}${wheel(fw, r, 8)}`;
  return { svg, length: 1000, height: 550 };
}

function semi(color: string): Drawn {
  const r = 96;
  const w1 = 150;
  const w2 = 320;
  const fw = 840;
  const by = -96;
  const ar = r * 1.12;
  const d =
    `M 370,${by} L 370,-540 Q 372,-566 402,-568 L 562,-570 Q 594,-568 600,-542 L 616,-412 L 906,-392 Q 978,-384 986,-326 L 990,-130 Q 988,${by} 962,${by}` +
    ` L ${fw + ar},${by} A ${ar} ${ar} 0 1 0 ${fw - ar},${by} Z`;
  const svg = `
    ${well(w1, r)}${well(w2, r)}${well(fw, r)}
    <rect x="20" y="-150" width="380" height="34" fill="#23272e"/>
    <rect x="110" y="-176" width="250" height="26" rx="4" fill="#374151"/>
    <path d="M ${w1 - 110},-236 Q ${w1 - 110},-252 ${w1 - 90},-252 L ${w2 + 100},-252 L ${w2 + 100},-190 L ${w1 - 110},-190 Z" fill="#1f2937"/>
    <path d="${d}" fill="url(#paint)" stroke="${darken(color, 0.5)}" stroke-width="2"/>
    <rect x="604" y="-700" width="22" height="290" rx="8" fill="url(#chrome)"/>
    <path d="M 470,-540 L 570,-542 Q 586,-540 590,-524 L 604,-420 L 470,-420 Z" fill="url(#glass)"/>
    <rect x="396" y="-520" width="52" height="36" rx="6" fill="url(#glass)"/>
    <path d="M 460,-414 L 460,-110 M 612,-410 L 612,-110" stroke="#000" stroke-opacity="0.33" stroke-width="3" fill="none"/>
    <rect x="640" y="-200" width="150" height="74" rx="30" fill="url(#chrome)"/>
    <rect x="970" y="-370" width="22" height="240" rx="6" fill="url(#chrome)"/>
    <path d="M 940,-360 Q 980,-356 986,-330 L 944,-328 Z" fill="#f8fafc"/>
    <path d="M 380,-300 L 960,-290" stroke="#fff" stroke-opacity="0.2" stroke-width="5"/>
    <path d="M 612,-402 l 50,-10 l 10,34 l -54,6 Z" fill="#1f2937"/>
    <rect x="900" y="-140" width="92" height="40" rx="8" fill="url(#chrome)"/>
    ${wheel(w1, r, 10)}${wheel(w2, r, 10)}${wheel(fw, r, 10)}`;
  return { svg, length: 1000, height: 712 };
}

function bus(color: string): Drawn {
  const r = 86;
  const rw = 230;
  const fw = 810;
  const by = -62;
  const ar = r * 1.12;
  const d =
    `M 20,-80 L 18,-436 Q 22,-466 62,-468 L 904,-468 Q 952,-466 966,-424 L 986,-262 Q 992,-232 992,-200 L 990,-86 Q 986,${by} 958,${by}` +
    bottomWithArches(958, 46, by, [fw, rw], ar) +
    ` Q 22,${by - 2} 20,-80 Z`;
  let win = '';
  for (let i = 0; i < 8; i++) {
    const x = 60 + i * 96;
    win += `<rect x="${x}" y="-430" width="84" height="118" rx="8" fill="url(#glass)" stroke="#111827" stroke-width="4"/>`;
  }
  const svg = `
    ${well(rw, r)}${well(fw, r)}
    <path d="${d}" fill="url(#paint)" stroke="${darken(color, 0.5)}" stroke-width="2"/>
    ${win}
    <rect x="852" y="-440" width="90" height="360" rx="6" fill="#111827" fill-opacity="0.85"/>
    <rect x="860" y="-430" width="34" height="340" rx="4" fill="url(#glass)"/>
    <rect x="900" y="-430" width="34" height="340" rx="4" fill="url(#glass)"/>
    <path d="M 20,-280 L 850,-280 M 20,-190 L 850,-190 M 20,-120 L 850,-120" stroke="#111827" stroke-width="8" stroke-opacity="0.8"/>
    <path d="M 950,-436 Q 962,-420 966,-400 L 950,-398 Z" fill="#111827"/>
    <rect x="960" y="-200" width="32" height="40" rx="6" fill="#f8fafc"/>
    <rect x="18" y="-300" width="18" height="70" fill="#c81e1e"/>
    <rect x="22" y="-470" width="60" height="18" rx="5" fill="#f59e0b"/>
    <rect x="900" y="-486" width="60" height="18" rx="5" fill="#f59e0b"/>
    ${wheel(rw, r, 8)}${wheel(fw, r, 8)}`;
  return { svg, length: 1000, height: 490 };
}

function spokedWheel(x: number, r: number, cast: boolean): string {
  const cy = -r;
  let s = `<circle cx="${x}" cy="${cy}" r="${r}" fill="#15171a"/><circle cx="${x}" cy="${cy}" r="${r * 0.8}" fill="none" stroke="#2d3238" stroke-width="${r * 0.05}"/>
    <circle cx="${x}" cy="${cy}" r="${r * 0.74}" fill="none" stroke="url(#rim)" stroke-width="${r * 0.07}"/>
    <circle cx="${x}" cy="${cy}" r="${r * 0.42}" fill="none" stroke="#9aa3ad" stroke-width="${r * 0.06}"/>`;
  const n = cast ? 6 : 24;
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    const x2 = x + Math.cos(a) * r * 0.72;
    const y2 = cy + Math.sin(a) * r * 0.72;
    s += `<line x1="${x}" y1="${cy}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${cast ? '#c3c9d0' : '#d1d5db'}" stroke-width="${cast ? r * 0.08 : r * 0.018}" stroke-linecap="round"/>`;
  }
  s += `<circle cx="${x}" cy="${cy}" r="${r * 0.13}" fill="url(#chrome)" stroke="#4b5563" stroke-width="2"/>`;
  return s;
}

function motorcycle(color: string, sport: boolean): Drawn {
  const r = 140;
  const rw = 190;
  const fw = 830;
  const edge = darken(color, 0.5);
  const tank = sport
    ? `<path d="M 470,-420 Q 490,-500 590,-505 Q 660,-505 690,-470 L 672,-420 Q 590,-396 470,-420 Z" fill="url(#paint)" stroke="${edge}" stroke-width="2"/>`
    : `<path d="M 470,-414 Q 482,-486 580,-492 Q 662,-494 700,-462 L 688,-420 Q 600,-400 470,-414 Z" fill="url(#paint)" stroke="${edge}" stroke-width="2"/>`;
  const seat = sport
    ? `<path d="M 330,-440 Q 380,-462 474,-442 L 470,-418 L 336,-420 Z" fill="#1f2328"/>`
    : `<path d="M 290,-418 Q 300,-446 372,-444 L 478,-432 L 474,-406 L 300,-400 Z" fill="#1f2328"/>`;
  const tail = sport
    ? `<path d="M 336,-420 L 470,-420 L 440,-380 L 300,-396 L 160,-470 L 176,-482 Z" fill="url(#paint)" stroke="${edge}" stroke-width="2"/>`
    : `<path d="M 300,-402 L 196,-428 Q 184,-434 192,-444 L 300,-440 Z" fill="url(#paint)" stroke="${edge}" stroke-width="2"/>
       <path d="M 70,-190 Q 100,-318 246,-322" stroke="url(#paint)" stroke-width="18" fill="none" stroke-linecap="round"/>`;
  const front = sport
    ? `<path d="M 648,-508 Q 726,-552 790,-480 L 776,-344 Q 716,-262 596,-272 L 566,-330 Q 600,-430 648,-508 Z" fill="url(#paint)" stroke="${edge}" stroke-width="2"/>
       <path d="M 690,-536 Q 750,-566 792,-506 L 760,-486 Z" fill="url(#glass)"/>
       <path d="M 748,-470 L 790,-462 L 784,-430 L 752,-438 Z" fill="#f8fafc"/>
       <path d="M 616,-420 L 750,-400" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>`
    : `<circle cx="752" cy="-452" r="34" fill="url(#chrome)"/><circle cx="758" cy="-452" r="24" fill="#f8fafc"/>`;
  const svg = `
    ${spokedWheel(rw, r, sport)}${spokedWheel(fw, r, true)}
    <circle cx="${fw}" cy="-${r}" r="${r * 0.44}" fill="none" stroke="#8d959e" stroke-width="10"/>
    <path d="M ${rw},-${r} L 430,-250" stroke="#2b2f35" stroke-width="28" stroke-linecap="round"/>
    <path d="M 330,-400 L 316,-262" stroke="#c2410c" stroke-width="16" stroke-linecap="round"/>
    <path d="M 700,-470 L 430,-420 L 420,-250 M 700,-470 L 610,-230 L 430,-250" stroke="#2b2f35" stroke-width="20" stroke-linejoin="round" stroke-linecap="round" fill="none"/>
    <path d="M 590,-220 Q 560,-160 450,-168 L 250,-212" stroke="url(#chrome)" stroke-width="26" fill="none" stroke-linecap="round"/>
    <rect x="200" y="-236" width="110" height="46" rx="20" fill="url(#chrome)" transform="rotate(12 255 -213)"/>
    <path d="M 420,-330 L 600,-330 L 610,-220 L 430,-200 Z" fill="#4b5563" stroke="#1f2937" stroke-width="4" stroke-linejoin="round"/>
    ${
      sport
        ? `<path d="M 440,-310 L 590,-310 M 440,-286 L 594,-286 M 440,-262 L 598,-262" stroke="#9ca3af" stroke-width="6"/>`
        : `<path d="M 440,-336 L 470,-420 L 530,-420 L 510,-330 Z M 540,-330 L 590,-410 L 650,-396 L 600,-326 Z" fill="#6b7280" stroke="#1f2937" stroke-width="4"/>
           <path d="M 452,-360 L 508,-360 M 458,-384 L 514,-384 M 560,-360 L 612,-354 M 574,-382 L 628,-374" stroke="#d1d5db" stroke-width="5"/>`
    }
    <circle cx="520" cy="-250" r="34" fill="#9ca3af" stroke="#374151" stroke-width="6"/>
    <path d="M ${fw},-${r} L 704,-476" stroke="url(#chrome)" stroke-width="26" stroke-linecap="round"/>
    <path d="M 760,-268 Q ${fw},-${r + 160} 930,-246" stroke="url(#paint)" stroke-width="18" fill="none" stroke-linecap="round"/>
    ${tail}${seat}${tank}
    <path d="M 500,-470 Q 560,-490 640,-482" stroke="#ffffff" stroke-opacity="0.45" stroke-width="7" fill="none" stroke-linecap="round"/>
    <path d="M 704,-480 L 690,-540 L 636,-556" stroke="#1f2328" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <rect x="616" y="-566" width="44" height="20" rx="8" fill="#111827"/>
    ${front}
    <rect x="${sport ? 162 : 180}" y="${sport ? -488 : -446}" width="26" height="16" rx="4" fill="#c81e1e"/>`;
  return { svg, length: 1000, height: 600 };
}

function scooter(color: string): Drawn {
  const r = 100;
  const rw = 250;
  const fw = 760;
  const svg = `
    ${spokedWheel(rw, r, true)}${spokedWheel(fw, r, true)}
    <path d="M 150,-250 Q 160,-330 260,-330 L 460,-320 Q 520,-230 600,-220 L 660,-230 L 700,-470 L 740,-470 L 740,-210 Q 720,-150 640,-140 L 330,-140 Q 200,-140 150,-250 Z" fill="url(#paint)" stroke="${darken(color, 0.5)}" stroke-width="2"/>
    <path d="M 220,-340 Q 300,-380 440,-346 L 430,-320 L 230,-320 Z" fill="#1f2328"/>
    <path d="M ${fw},-${r} L 720,-330" stroke="url(#chrome)" stroke-width="18"/>
    <path d="M ${fw - 90},-${r + 40} Q ${fw},-${r + 90} ${fw + 80},-${r + 40}" stroke="url(#paint)" stroke-width="22" fill="none"/>
    <path d="M 690,-520 L 760,-500 M 720,-500 L 720,-470" stroke="#1f2328" stroke-width="14" stroke-linecap="round"/>
    <circle cx="752" cy="-440" r="26" fill="#f8fafc" stroke="#9ca3af" stroke-width="6"/>
    <path d="M 180,-250 L 640,-232" stroke="#fff" stroke-opacity="0.3" stroke-width="6"/>`;
  return { svg, length: 1000, height: 540 };
}

function boat(color: string, pwc: boolean): Drawn {
  if (pwc) {
    const svg = `
      <path d="M 60,-120 L 860,-150 Q 960,-150 990,-110 L 900,-20 Q 860,0 780,0 L 120,0 Q 70,-10 60,-60 Z" fill="#f3f4f6" stroke="#9ca3af" stroke-width="3"/>
      <path d="M 62,-90 L 950,-118 L 930,-80 L 64,-64 Z" fill="url(#paint)"/>
      <path d="M 200,-150 Q 260,-230 520,-210 L 760,-160 L 200,-140 Z" fill="url(#paint)" stroke="${darken(color, 0.5)}" stroke-width="2"/>
      <path d="M 250,-200 Q 380,-250 540,-216 L 520,-190 L 260,-180 Z" fill="#1f2328"/>
      <path d="M 560,-230 L 620,-300 L 660,-300" stroke="#1f2328" stroke-width="16" stroke-linecap="round" fill="none"/>
      <path d="M 640,-210 L 700,-260 L 760,-170 Z" fill="url(#glass)"/>`;
    return { svg, length: 1000, height: 320 };
  }
  const svg = `
    <path d="M 30,-250 L 870,-262 Q 958,-262 1000,-240 L 904,-84 Q 862,-8 760,0 L 86,0 Q 40,-6 34,-60 Z" fill="#f5f6f8" stroke="#9ca3af" stroke-width="3"/>
    <path d="M 33,-176 L 972,-196 L 950,-160 L 34,-146 Z" fill="url(#paint)"/>
    <path d="M 34,-110 L 920,-124 L 900,-100 L 35,-92 Z" fill="url(#paint)" fill-opacity="0.8"/>
    <path d="M 30,-250 L 870,-262" stroke="#cbd5e1" stroke-width="8"/>
    <path d="M 40,-290 L 860,-300" stroke="#d1d5db" stroke-width="5"/>
    <path d="M 80,-250 L 80,-290 M 250,-252 L 250,-292 M 700,-258 L 700,-298 M 850,-262 L 850,-300" stroke="#d1d5db" stroke-width="5"/>
    <path d="M 380,-262 L 430,-372 L 600,-376 L 650,-262 Z" fill="#e5e7eb" stroke="#9ca3af" stroke-width="3"/>
    <path d="M 440,-362 L 592,-364 L 630,-276 L 410,-276 Z" fill="url(#glass)" fill-opacity="0.85"/>
    <path d="M 360,-470 L 640,-470" stroke="#374151" stroke-width="16" stroke-linecap="round"/>
    <path d="M 380,-466 L 400,-262 M 620,-466 L 610,-262" stroke="url(#chrome)" stroke-width="9"/>
    <path d="M 0,-330 L 46,-330 Q 60,-330 60,-300 L 60,-140 L 20,-100 L 0,-100 Z" fill="#1f2937"/>
    <rect x="2" y="-322" width="52" height="30" rx="8" fill="#374151"/>`;
  return { svg, length: 1000, height: 480 };
}

function partArt(kind: 'wheel' | 'roofbox' | 'product', color: string, label: string): Drawn {
  if (kind === 'wheel') {
    const r = 300;
    const cx = 500;
    let s = `<circle cx="${cx}" cy="${-r}" r="${r}" fill="#17191c"/>`;
    for (let i = 0; i < 36; i++) {
      s += `<rect x="${cx - 10}" y="${-2 * r + 2}" width="20" height="44" rx="4" fill="#25292e" transform="rotate(${i * 10} ${cx} ${-r})"/>`;
    }
    s += `<circle cx="${cx}" cy="${-r}" r="${r * 0.86}" fill="#1b1e22" stroke="#2c3137" stroke-width="10"/>
      <circle cx="${cx}" cy="${-r}" r="${r * 0.66}" fill="url(#rim)"/>
      <circle cx="${cx}" cy="${-r}" r="${r * 0.6}" fill="${darken(color, 0.35)}"/>`;
    for (let i = 0; i < 10; i++) {
      s += `<path d="M ${cx - 16},${-r - 40} L ${cx - 30},${-r - r * 0.6} L ${cx + 30},${-r - r * 0.6} L ${cx + 16},${-r - 40} Z" fill="url(#rim)" transform="rotate(${i * 36} ${cx} ${-r})"/>`;
    }
    s += `<circle cx="${cx}" cy="${-r}" r="${r * 0.66}" fill="none" stroke="${color}" stroke-width="12"/>
      <circle cx="${cx}" cy="${-r}" r="52" fill="url(#chrome)" stroke="#4b5563" stroke-width="4"/>
      <circle cx="${cx}" cy="${-r}" r="18" fill="#374151"/>`;
    return { svg: s, length: 1000, height: 2 * r + 20 };
  }
  if (kind === 'roofbox') {
    const s = `
      <rect x="120" y="-120" width="760" height="26" rx="10" fill="#2b2f35"/>
      <rect x="210" y="-130" width="26" height="130" rx="6" fill="#374151"/>
      <rect x="760" y="-130" width="26" height="130" rx="6" fill="#374151"/>
      <path d="M 60,-150 Q 80,-300 360,-320 L 760,-310 Q 960,-290 960,-190 Q 950,-140 880,-132 L 120,-130 Q 56,-134 60,-150 Z" fill="url(#paint)" stroke="${darken(color, 0.5)}" stroke-width="3"/>
      <path d="M 140,-250 Q 300,-300 560,-300 L 840,-286" stroke="#fff" stroke-opacity="0.4" stroke-width="10" fill="none"/>
      <path d="M 70,-170 L 950,-176" stroke="#000" stroke-opacity="0.3" stroke-width="4"/>
      <rect x="470" y="-210" width="80" height="24" rx="8" fill="#111827" fill-opacity="0.6"/>`;
    return { svg: s, length: 1000, height: 340 };
  }
  const s = `
    <path d="M 260,-520 L 560,-600 L 840,-540 L 840,-80 L 540,0 L 260,-70 Z" fill="${darken(color, 0.3)}"/>
    <path d="M 260,-520 L 540,-460 L 540,0 L 260,-70 Z" fill="url(#paint)" stroke="${darken(color, 0.5)}" stroke-width="3"/>
    <path d="M 540,-460 L 840,-540 L 840,-80 L 540,0 Z" fill="${darken(color, 0.18)}" stroke="${darken(color, 0.5)}" stroke-width="3"/>
    <path d="M 260,-520 L 560,-600 L 840,-540 L 540,-460 Z" fill="${lighten(color, 0.25)}" stroke="${darken(color, 0.5)}" stroke-width="3"/>
    <path d="M 282,-330 L 518,-280 L 518,-190 L 282,-240 Z" fill="#ffffff" fill-opacity="0.94"/>
    <text x="0" y="0" font-family="${FONT}" font-weight="700" font-size="40" text-anchor="middle" fill="#111827" transform="translate(400 -232) rotate(12)">${escapeXml(label.slice(0, 10))}</text>
    <circle cx="690" cy="-300" r="90" fill="#fff" fill-opacity="0.18"/>`;
  return { svg: s, length: 1000, height: 620 };
}

function drawVehicle(shape: Shape, color: string, label: string): Drawn {
  switch (shape) {
    case 'sedan':
    case 'hatchback':
    case 'wagon':
    case 'coupe':
    case 'suv':
    case 'minivan':
      return carLike(color, shape);
    case 'pickup':
      return pickup(color);
    case 'van':
      return van(color);
    case 'boxtruck':
      return boxTruck(color);
    case 'semi':
      return semi(color);
    case 'bus':
      return bus(color);
    case 'motorcycle':
      return motorcycle(color, false);
    case 'sportbike':
      return motorcycle(color, true);
    case 'scooter':
      return scooter(color);
    case 'boat':
      return boat(color, false);
    case 'pwc':
      return boat(color, true);
    case 'wheel':
    case 'roofbox':
    case 'product':
      return partArt(shape, color, label);
  }
}

// ------------------------------------------------------------------------------------------------ scenes

type Scene = 'day' | 'sunset' | 'studio' | 'night' | 'water-day' | 'water-sunset' | 'studio-dark' | 'studio-warm';

function skyline(rand: () => number, baseY: number, fill: string, lit: boolean): string {
  let s = '';
  let x = -20;
  while (x < PHOTO_W) {
    const w = 50 + rand() * 110;
    const h = 60 + rand() * 230;
    s += `<rect x="${x.toFixed(0)}" y="${(baseY - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${fill}"/>`;
    if (lit) {
      for (let wy = baseY - h + 14; wy < baseY - 12; wy += 22) {
        for (let wx = x + 10; wx < x + w - 14; wx += 18) {
          if (rand() < 0.35)
            s += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="8" height="10" fill="#fde68a" fill-opacity="${(0.5 + rand() * 0.5).toFixed(2)}"/>`;
        }
      }
    }
    x += w + rand() * 14;
  }
  return s;
}

function sceneBackground(scene: Scene, groundY: number, seed: number): string {
  const rand = sceneRng(seed);
  const W = PHOTO_W;
  const H = PHOTO_H;
  switch (scene) {
    case 'day':
      return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8e8"/><stop offset="1" stop-color="#dcecfb"/></linearGradient>
        <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7b8189"/><stop offset="1" stop-color="#4a4f56"/></linearGradient></defs>
        <rect width="${W}" height="${H}" fill="url(#sky)"/>
        <ellipse cx="${300 + rand() * 900}" cy="160" rx="160" ry="34" fill="#fff" fill-opacity="0.7"/>
        <ellipse cx="${200 + rand() * 1100}" cy="240" rx="120" ry="26" fill="#fff" fill-opacity="0.55"/>
        ${skyline(rand, groundY - 150, '#a9bfd6', false)}
        <rect y="${groundY - 160}" width="${W}" height="20" fill="#8fa98a"/>
        <rect y="${groundY - 140}" width="${W}" height="40" fill="#c9cdd2"/>
        <rect y="${groundY - 100}" width="${W}" height="${H - groundY + 100}" fill="url(#road)"/>
        ${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 220 - 40}" y="${groundY + 110}" width="120" height="12" fill="#f5f5f4" fill-opacity="0.8"/>`).join('')}`;
    case 'sunset':
      return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b2a6b"/><stop offset="0.55" stop-color="#e0607e"/><stop offset="1" stop-color="#fbbf6a"/></linearGradient>
        <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a3f4f"/><stop offset="1" stop-color="#1f1b24"/></linearGradient></defs>
        <rect width="${W}" height="${H}" fill="url(#sky)"/>
        <circle cx="${400 + rand() * 800}" cy="${groundY - 180}" r="110" fill="#fde68a" fill-opacity="0.9"/>
        <path d="M 0,${groundY - 150} Q 300,${groundY - 300} 620,${groundY - 170} T 1200,${groundY - 200} T ${W},${groundY - 160} L ${W},${groundY - 90} L 0,${groundY - 90} Z" fill="#47305a"/>
        <rect y="${groundY - 100}" width="${W}" height="${H - groundY + 100}" fill="url(#road)"/>
        <rect y="${groundY - 100}" width="${W}" height="6" fill="#fbbf6a" fill-opacity="0.35"/>`;
    case 'night':
      return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1026"/><stop offset="1" stop-color="#283a63"/></linearGradient>
        <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2f3a"/><stop offset="1" stop-color="#12151b"/></linearGradient></defs>
        <rect width="${W}" height="${H}" fill="url(#sky)"/>
        ${skyline(rand, groundY - 100, '#161d33', true)}
        <rect y="${groundY - 100}" width="${W}" height="${H - groundY + 100}" fill="url(#road)"/>
        <ellipse cx="${W / 2}" cy="${groundY + 60}" rx="700" ry="60" fill="#fde68a" fill-opacity="0.08"/>`;
    case 'studio':
    case 'studio-dark':
    case 'studio-warm': {
      const [c0, c1, f0, f1] =
        scene === 'studio'
          ? ['#f8fafc', '#aab2bd', '#e5e7eb', '#c7ccd3']
          : scene === 'studio-dark'
            ? ['#4b5563', '#111827', '#374151', '#1f2937']
            : ['#fdf4e7', '#d9b98f', '#f1e3cf', '#d6bf9d'];
      return `<defs><radialGradient id="wall" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></radialGradient>
        <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${f0}"/><stop offset="1" stop-color="${f1}"/></linearGradient></defs>
        <rect width="${W}" height="${H}" fill="url(#wall)"/>
        <path d="M 0,${groundY - 120} Q ${W / 2},${groundY - 150} ${W},${groundY - 120} L ${W},${H} L 0,${H} Z" fill="url(#floor)"/>`;
    }
    case 'water-day':
    case 'water-sunset': {
      const sunset = scene === 'water-sunset';
      const sky = sunset ? ['#40307a', '#f08a6a', '#fcd089'] : ['#5a9be0', '#bfdcf7', '#e8f3fd'];
      const sea = sunset ? ['#6a4c7d', '#2d2347'] : ['#2a86b8', '#0e4f7a'];
      let waves = '';
      for (let i = 0; i < 26; i++) {
        const y = groundY - 90 + rand() * (H - groundY + 90);
        const x = rand() * W;
        waves += `<path d="M ${x.toFixed(0)},${y.toFixed(0)} q 30,-10 60,0 t 60,0" stroke="#fff" stroke-opacity="${(0.15 + rand() * 0.25).toFixed(2)}" stroke-width="4" fill="none"/>`;
      }
      return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>
        <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sea[0]}"/><stop offset="1" stop-color="${sea[1]}"/></linearGradient></defs>
        <rect width="${W}" height="${H}" fill="url(#sky)"/>
        ${sunset ? `<circle cx="${300 + rand() * 1000}" cy="${groundY - 200}" r="90" fill="#fde68a" fill-opacity="0.9"/>` : `<ellipse cx="${300 + rand() * 900}" cy="170" rx="150" ry="30" fill="#fff" fill-opacity="0.7"/>`}
        <path d="M 0,${groundY - 190} Q 200,${groundY - 260} 420,${groundY - 200} T 900,${groundY - 210} L 900,${groundY - 180} L 0,${groundY - 180} Z" fill="${sunset ? '#4c3566' : '#7fa39a'}"/>
        <rect y="${groundY - 180}" width="${W}" height="${H - groundY + 180}" fill="url(#sea)"/>
        ${waves}`;
    }
  }
}

/** Foreground over the lower hull of boats (the water line). */
function waterForeground(scene: Scene, groundY: number): string {
  const c = scene === 'water-sunset' ? '#3d2d5c' : '#176a9a';
  return `<path d="M 0,${groundY - 18} q 40,-14 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 t 80,0 L ${PHOTO_W},${PHOTO_H} L 0,${PHOTO_H} Z" fill="${c}" fill-opacity="0.92"/>`;
}

interface VariantSpec {
  scene: Scene;
  mirror: boolean;
  /** Fraction of the canvas width the vehicle spans. */
  span: number;
}

function variantSpec(shape: Shape, v: number): VariantSpec {
  const fam = familyOf(shape);
  if (fam === 'water')
    return [
      { scene: 'water-day', mirror: false, span: 0.8 },
      { scene: 'water-sunset', mirror: true, span: 0.78 },
      { scene: 'water-day', mirror: true, span: 0.92 },
    ][v % 3] as VariantSpec;
  if (fam === 'part')
    return [
      { scene: 'studio', mirror: false, span: 0.62 },
      { scene: 'studio-dark', mirror: shape !== 'product', span: 0.58 },
      { scene: 'studio-warm', mirror: false, span: 0.66 },
    ][v % 3] as VariantSpec;
  const base: VariantSpec[] = [
    { scene: 'day', mirror: false, span: 0.82 },
    { scene: 'studio', mirror: true, span: 0.8 },
    { scene: fam === 'bike' ? 'night' : 'sunset', mirror: false, span: 0.88 },
    { scene: 'night', mirror: true, span: 0.82 },
  ];
  return base[v % 4] as VariantSpec;
}

function captionSvg(title: string, subtitle: string, accent = '#f59e0b'): string {
  const t = escapeXml(title);
  const s = escapeXml(subtitle);
  const width = Math.min(PHOTO_W - 80, Math.max(520, 60 + title.length * 34));
  return `<g>
    <rect x="40" y="${PHOTO_H - 170}" width="${width}" height="130" rx="18" fill="#0b1220" fill-opacity="0.62"/>
    <rect x="40" y="${PHOTO_H - 170}" width="10" height="130" rx="4" fill="${accent}"/>
    <text x="74" y="${PHOTO_H - 100}" font-family="${FONT}" font-weight="700" font-size="56" fill="#ffffff">${t}</text>
    <text x="76" y="${PHOTO_H - 60}" font-family="${FONT}" font-size="26" fill="#e5e7eb" fill-opacity="0.9">${s}</text>
  </g>`;
}

/** A vehicle (or part) photo. Variant 0 is the cover; `caption` is drawn on it. */
export function vehiclePhotoSvg(o: {
  shape: Shape;
  color: string;
  variant: number;
  label: string;
  caption?: { title: string; subtitle: string; accent?: string };
  seed: number;
}): string {
  const spec = variantSpec(o.shape, o.variant);
  const drawn = drawVehicle(o.shape, o.color, o.label);
  const fam = familyOf(o.shape);
  const groundY = fam === 'water' ? 860 : fam === 'part' ? 900 : 880;
  // scale to the wanted span, but keep tall vehicles inside the frame
  let scale = (PHOTO_W * spec.span) / drawn.length;
  const maxH = groundY - 120;
  if (drawn.height * scale > maxH) scale = maxH / drawn.height;
  const w = drawn.length * scale;
  const x0 = (PHOTO_W - w) / 2;
  const transform = spec.mirror
    ? `translate(${(x0 + w).toFixed(1)} ${groundY}) scale(${(-scale).toFixed(4)} ${scale.toFixed(4)})`
    : `translate(${x0.toFixed(1)} ${groundY}) scale(${scale.toFixed(4)})`;
  const shadow =
    fam === 'water'
      ? ''
      : `<ellipse cx="${PHOTO_W / 2}" cy="${groundY + 4}" rx="${(w * 0.56).toFixed(0)}" ry="${fam === 'part' ? 36 : 30}" fill="url(#shadow)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_W}" height="${PHOTO_H}" viewBox="0 0 ${PHOTO_W} ${PHOTO_H}">
  <defs>${paintDefs(o.color)}</defs>
  ${sceneBackground(spec.scene, groundY, o.seed)}
  ${shadow}
  <g transform="${transform}">${drawn.svg}</g>
  ${fam === 'water' ? waterForeground(spec.scene, groundY) : ''}
  ${o.caption ? captionSvg(o.caption.title, o.caption.subtitle, o.caption.accent) : ''}
</svg>`;
}

/** A car interior (dashboard and steering wheel), shared by all road vehicles' last photo. */
export function interiorSvg(tone: 'black' | 'tan'): string {
  const seat = tone === 'black' ? '#1f2226' : '#b0875a';
  const dash = '#1b1d21';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_W}" height="${PHOTO_H}" viewBox="0 0 ${PHOTO_W} ${PHOTO_H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec3f0"/><stop offset="1" stop-color="#e3f0fb"/></linearGradient>
    <linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#34383f"/><stop offset="1" stop-color="${dash}"/></linearGradient>
    <radialGradient id="gauge" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#1e293b"/></radialGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0f766e"/></linearGradient>
  </defs>
  <rect width="${PHOTO_W}" height="${PHOTO_H}" fill="url(#sky)"/>
  <path d="M 0,560 L 1600,560 L 1600,640 L 0,640 Z" fill="#6b7280"/>
  <path d="M 700,560 L 900,560 L 1400,700 L 200,700 Z" fill="#4b5563"/>
  <path d="M 790,570 L 810,570 L 830,640 L 770,640 Z" fill="#f5f5f4"/>
  <path d="M 0,0 L 260,0 Q 190,300 120,620 L 0,640 Z" fill="#202328"/>
  <path d="M 1600,0 L 1340,0 Q 1410,300 1480,620 L 1600,640 Z" fill="#202328"/>
  <path d="M 0,0 L 1600,0 L 1600,60 Q 800,20 0,60 Z" fill="#2a2d33"/>
  <path d="M 0,600 Q 800,520 1600,600 L 1600,1067 L 0,1067 Z" fill="url(#dash)"/>
  <path d="M 0,640 Q 800,570 1600,640" stroke="#4b5563" stroke-width="4" fill="none"/>
  <rect x="420" y="640" width="360" height="150" rx="40" fill="url(#gauge)" stroke="#0b0f19" stroke-width="6"/>
  <circle cx="520" cy="715" r="56" fill="none" stroke="#38bdf8" stroke-width="6"/>
  <circle cx="680" cy="715" r="56" fill="none" stroke="#f59e0b" stroke-width="6"/>
  <path d="M 520,715 L 552,684 M 680,715 L 654,690" stroke="#f8fafc" stroke-width="5" stroke-linecap="round"/>
  <rect x="880" y="620" width="300" height="180" rx="18" fill="url(#screen)" stroke="#0b0f19" stroke-width="8"/>
  <rect x="910" y="650" width="120" height="18" rx="6" fill="#e2e8f0" fill-opacity="0.8"/>
  <rect x="910" y="684" width="200" height="12" rx="6" fill="#e2e8f0" fill-opacity="0.5"/>
  <rect x="910" y="710" width="160" height="12" rx="6" fill="#e2e8f0" fill-opacity="0.5"/>
  <circle cx="600" cy="880" r="250" fill="none" stroke="#16181b" stroke-width="56"/>
  <circle cx="600" cy="880" r="250" fill="none" stroke="#3a3e45" stroke-width="6"/>
  <path d="M 360,900 L 840,900 L 760,960 L 440,960 Z" fill="#1b1d21"/>
  <circle cx="600" cy="920" r="70" fill="#24272c" stroke="#4b5563" stroke-width="6"/>
  <path d="M 1260,1067 Q 1260,820 1380,800 L 1600,800 L 1600,1067 Z" fill="${seat}"/>
  <path d="M 1290,1067 Q 1300,860 1390,840" stroke="#000" stroke-opacity="0.25" stroke-width="6" fill="none"/>
  <rect x="1000" y="860" width="180" height="60" rx="14" fill="#2a2d33"/>
  <circle cx="1050" cy="890" r="18" fill="#9ca3af"/><circle cx="1130" cy="890" r="18" fill="#9ca3af"/>
</svg>`;
}

// ------------------------------------------------------------------------------------------------ other images

/** Square icon of a category: a white silhouette on a rounded tile of the accent colour. */
export function categoryIconSvg(shape: Shape, accent: string, size = 512): string {
  const drawn = drawVehicle(shape, '#ffffff', '');
  const inner = size * 0.72;
  const scale = Math.min(inner / drawn.length, (size * 0.6) / drawn.height);
  const w = drawn.length * scale;
  const h = drawn.height * scale;
  const x0 = (size - w) / 2;
  const y0 = (size + h) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>${paintDefs('#f8fafc')}
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(accent, 0.15)}"/><stop offset="1" stop-color="${darken(accent, 0.25)}"/></linearGradient></defs>
  <rect width="${size}" height="${size}" rx="${size * 0.22}" fill="url(#tile)"/>
  <circle cx="${size * 0.78}" cy="${size * 0.2}" r="${size * 0.2}" fill="#fff" fill-opacity="0.08"/>
  <g transform="translate(${x0.toFixed(1)} ${y0.toFixed(1)}) scale(${scale.toFixed(4)})">${drawn.svg}</g>
</svg>`;
}

/** Category photo: a representative vehicle in a scene with the category name. */
export function categoryPhotoSvg(shape: Shape, color: string, name: string, accent: string, seed: number): string {
  return vehiclePhotoSvg({
    shape,
    color,
    variant: shape === 'boat' ? 0 : 2,
    label: name,
    caption: { title: name, subtitle: 'Browse the demo listings', accent },
    seed,
  });
}

export function avatarSvg(initials: string, color: string, size = 400): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(color, 0.2)}"/><stop offset="1" stop-color="${darken(color, 0.3)}"/></linearGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#g)"/>
  <circle cx="${size * 0.85}" cy="${size * 0.15}" r="${size * 0.3}" fill="#fff" fill-opacity="0.08"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size * 0.4}" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

/** A badge with a make's name, for brand lists. */
export function makeBadgeSvg(name: string, accent: string, size = 400): string {
  const words = name.split(/\s+/);
  const lines =
    words.length > 1 && name.length > 11 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : [name];
  const longest = Math.max(...lines.map((l) => l.length));
  const fs = Math.min(size * 0.2, (size * 1.45) / Math.max(4, longest));
  const text = lines
    .map(
      (l, i) =>
        `<text x="50%" y="${size / 2 + (i - (lines.length - 1) / 2) * fs * 1.15}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fs.toFixed(1)}" fill="${darken(accent, 0.35)}">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="#f8fafc"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.44}" fill="#ffffff" stroke="${accent}" stroke-width="${size * 0.03}"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.38}" fill="none" stroke="${lighten(accent, 0.6)}" stroke-width="${size * 0.012}"/>
  ${text}
</svg>`;
}

function wrapText(text: string, maxChars: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > maxChars && line) {
      out.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) out.push(line);
  return out;
}

/** Blog cover: a vehicle in a scene with the post title over a coloured band. */
export function blogCoverSvg(title: string, accent: string, shape: Shape, color: string, seed: number): string {
  const lines = wrapText(title, 30).slice(0, 3);
  const photo = vehiclePhotoSvg({ shape, color, variant: 0, label: '', seed });
  const bandH = 90 + lines.length * 70;
  const overlay = `<g>
    <rect x="0" y="0" width="${PHOTO_W}" height="${bandH}" fill="${darken(accent, 0.2)}" fill-opacity="0.88"/>
    <text x="70" y="70" font-family="${FONT}" font-size="28" font-weight="700" fill="#fde68a" letter-spacing="4">WHEELDEAL BLOG</text>
    ${lines.map((l, i) => `<text x="70" y="${140 + i * 70}" font-family="${FONT}" font-weight="700" font-size="58" fill="#ffffff">${escapeXml(l)}</text>`).join('')}
  </g>`;
  return photo.replace('</svg>', `${overlay}</svg>`);
}

export const BANNER_W = 1600;
export const BANNER_H = 600;

export function bannerSvg(title: string, subtitle: string, from: string, to: string, shape: Shape, color: string): string {
  const drawn = drawVehicle(shape, color, '');
  const scale = Math.min(760 / drawn.length, 380 / drawn.height);
  const x0 = BANNER_W - 80 - drawn.length * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_W}" height="${BANNER_H}" viewBox="0 0 ${BANNER_W} ${BANNER_H}">
  <defs>${paintDefs(color)}
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${BANNER_W}" height="${BANNER_H}" fill="url(#bg)"/>
  <circle cx="1250" cy="120" r="260" fill="#fff" fill-opacity="0.07"/>
  <circle cx="1450" cy="560" r="200" fill="#fff" fill-opacity="0.05"/>
  <ellipse cx="${(x0 + (drawn.length * scale) / 2).toFixed(0)}" cy="520" rx="${((drawn.length * scale) / 1.8).toFixed(0)}" ry="24" fill="url(#shadow)"/>
  <g transform="translate(${x0.toFixed(1)} 516) scale(${scale.toFixed(4)})">${drawn.svg}</g>
  <text x="80" y="250" font-family="${FONT}" font-weight="700" font-size="64" fill="#ffffff">${escapeXml(title)}</text>
  <text x="82" y="312" font-family="${FONT}" font-size="28" fill="#e0f2fe">${escapeXml(subtitle)}</text>
  <rect x="80" y="360" width="230" height="64" rx="32" fill="#f59e0b"/>
  <text x="195" y="402" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="26" fill="#111827">Get started</text>
</svg>`;
}

// ------------------------------------------------------------------------------------------------ writing files

export interface StoredImage {
  /** File name stored in images.img_path. */
  path: string;
  width: number;
  height: number;
  /** Size of the original in bytes, known once the file is written. */
  bytes: Promise<number>;
}

/**
 * Renders SVGs to JPEG originals and thumbnails under `uploadsDir`, at most `concurrency` at a time. Requests for
 * the same name share one render; a complete set already on disk is reused.
 */
export class ImageWriter {
  private readonly files = new Map<string, StoredImage>();
  private readonly instances = new Map<string, number>();
  private readonly links: Promise<number>[] = [];
  private running = 0;
  private readonly queue: (() => void)[] = [];
  rendered = 0;
  reused = 0;

  constructor(
    private readonly uploadsDir: string,
    private readonly concurrency = 4,
  ) {
    for (const [dir] of THUMBNAILS) fs.mkdirSync(path.join(uploadsDir, dir), { recursive: true });
  }

  /** `name` without extension; `svg` is only called when the file must be rendered. */
  request(name: string, width: number, height: number, svg: () => string): StoredImage {
    const file = `${name}-${VERSION}.jpg`;
    let img = this.files.get(file);
    if (!img) {
      const bytes = this.slot(() => this.write(file, width, height, svg));
      bytes.catch(() => {}); // surfaced by flush()
      img = { path: file, width, height, bytes };
      this.files.set(file, img);
    }
    return img;
  }

  /**
   * A file of its own for one image row: a hard link (a copy where links are impossible) to the rendered image
   * and its thumbnails. Deleting one row's files — as deleting a listing does — never breaks another row.
   */
  instance(img: StoredImage): StoredImage {
    const base = img.path.replace(/\.jpg$/, '');
    const n = (this.instances.get(base) ?? 0) + 1;
    this.instances.set(base, n);
    const file = `${base}-${n}.jpg`;
    const bytes = img.bytes.then(async (size) => {
      for (const dir of ['', ...THUMBNAILS.map(([d]) => d)]) await linkOrCopy(path.join(this.uploadsDir, dir, img.path), path.join(this.uploadsDir, dir, file));
      return size;
    });
    bytes.catch(() => {});
    this.links.push(bytes);
    return { path: file, width: img.width, height: img.height, bytes };
  }

  /** Waits for every requested file (rejects when one failed). */
  async flush(): Promise<void> {
    await Promise.all([...this.files.values()].map((f) => f.bytes));
    await Promise.all(this.links);
  }

  private async slot<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running++;
    try {
      return await fn();
    } finally {
      this.running--;
      this.queue.shift()?.();
    }
  }

  private async write(file: string, width: number, height: number, svg: () => string): Promise<number> {
    const original = path.join(this.uploadsDir, file);
    const thumbs = THUMBNAILS.map(([dir, w]) => ({ file: path.join(this.uploadsDir, dir, file), w }));
    const existing = statSize(original);
    if (existing > 0 && thumbs.every((t) => statSize(t.file) > 0)) {
      this.reused++;
      return existing;
    }
    const { data, info } = await sharp(Buffer.from(svg())).resize(width, height).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    // Flat illustrations: a linear kernel after vips' box shrink is sharp enough and much cheaper than lanczos.
    await Promise.all(
      thumbs.map((t) =>
        sharp(data, raw)
          .resize({ width: Math.min(t.w, width), withoutEnlargement: true, kernel: 'linear' })
          .jpeg({ quality: 80 })
          .toFile(t.file),
      ),
    );
    // the original last, through a temporary name: a present original means a complete set
    const tmp = `${original}.tmp`;
    const out = await sharp(data, raw).jpeg({ quality: 84 }).toFile(tmp);
    fs.renameSync(tmp, original);
    this.rendered++;
    return out.size;
  }
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  await fs.promises.rm(to, { force: true });
  try {
    await fs.promises.link(from, to);
  } catch {
    await fs.promises.copyFile(from, to);
  }
}

function statSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}
