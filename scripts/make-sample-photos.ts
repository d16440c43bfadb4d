/**
 * Makes the bundled content's sample photographs (issue 20): the hero slides, the product families, the
 * mobile app and the site's default link-preview picture. Nothing is downloaded: each picture is a scene
 * drawn in SVG (gradients, soft shapes, out-of-focus lights, shadows), rendered by sharp, given a little
 * film grain and saved as a JPEG that the image pipeline (src/build/images.ts) turns into WebP and
 * smaller sizes like any photograph an editor uploads. The noise is seeded: the same script makes the
 * same files.
 *
 *   npx tsx scripts/make-sample-photos.ts
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../src/config/project-paths';

const imagesDir = path.join(projectRoot, 'content', 'assets', 'images');
const publicImgDir = path.join(projectRoot, 'public', 'img');

/** mulberry32: a small seeded generator, so a run reproduces the committed files. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Size {
  width: number;
  height: number;
}

const hero: Size = { width: 1600, height: 900 };
const product: Size = { width: 1200, height: 800 };
const social: Size = { width: 1200, height: 630 };

/** Out-of-focus lights of a background: soft discs of the given colours, blurred together. */
function bokeh(size: Size, seed: number, colours: readonly string[], count = 26): string {
  const next = random(seed);
  const discs = Array.from({ length: count }, () => {
    const r = 20 + next() * 70;
    const x = next() * size.width;
    const y = next() * size.height * 0.55;
    const colour = colours[Math.floor(next() * colours.length)] ?? '#ffffff';
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" opacity="${(0.25 + next() * 0.45).toFixed(2)}"/>`;
  });
  return `<g filter="url(#soft)">${discs.join('')}</g>`;
}

/** Filters and gradients every scene uses: depth-of-field blur, drop shadow, vignette, wood grain. */
function defs(size: Size, extra = ''): string {
  return `<defs>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${size.width / 90}"/></filter>
    <filter id="blur-far" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${size.width / 260}"/></filter>
    <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${size.width / 110}"/></filter>
    <filter id="grain-wood" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="3" seed="7"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0.25  0 0 0 0 0.14  0 0 0 0 0.07  0 0 0 0.55 0"/>
      <feComposite in2="SourceGraphic" operator="in"/>
    </filter>
    <radialGradient id="vignette" cx="50%" cy="45%" r="75%">
      <stop offset="55%" stop-color="#000" stop-opacity="0"/>
      <stop offset="100%" stop-color="#000" stop-opacity="0.45"/>
    </radialGradient>
    <linearGradient id="light-left" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0.18"/>
      <stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    ${extra}
  </defs>`;
}

function svg(size: Size, body: string, extraDefs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">
    ${defs(size, extraDefs)}
    ${body}
    <rect width="100%" height="100%" fill="url(#light-left)"/>
    <rect width="100%" height="100%" fill="url(#vignette)"/>
  </svg>`;
}

/** A wooden table top from `top` down, lit from the left. */
function table(size: Size, top: number, light: string, dark: string): string {
  return `<linearGradient id="wood" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
  <g><rect y="${top}" width="${size.width}" height="${size.height - top}" fill="url(#wood)"/>
  <rect y="${top}" width="${size.width}" height="${size.height - top}" fill="${light}" filter="url(#grain-wood)"/></g>`;
}

/** A bank card lying on the table: rounded body, chip, number groups and the bank's mark. */
function card(x: number, y: number, w: number, angle: number, from: string, to: string, id: string): string {
  const h = w * 0.63;
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="${w * 0.03}" y="${h * 0.08}" width="${w}" height="${h}" rx="${w * 0.05}" fill="#000" opacity="0.45" filter="url(#shadow)"/>
    <rect width="${w}" height="${h}" rx="${w * 0.05}" fill="url(#${id})"/>
    <rect width="${w}" height="${h * 0.5}" rx="${w * 0.05}" fill="#fff" opacity="0.08"/>
    <rect x="${w * 0.09}" y="${h * 0.34}" width="${w * 0.14}" height="${h * 0.18}" rx="${w * 0.015}" fill="#d9b45a"/>
    <path d="M${w * 0.09} ${h * 0.43}h${w * 0.14}M${w * 0.16} ${h * 0.34}v${h * 0.18}" stroke="#a8842f" stroke-width="${w * 0.004}"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${w * (0.09 + i * 0.2)}" y="${h * 0.66}" width="${w * 0.15}" height="${h * 0.05}" rx="${h * 0.02}" fill="#fff" opacity="0.75"/>`).join('')}
    <circle cx="${w * 0.8}" cy="${h * 0.22}" r="${w * 0.06}" fill="#fff" opacity="0.85"/>
    <path d="M${w * 0.77} ${h * 0.28}l${w * 0.03} ${-h * 0.13}l${w * 0.03} ${h * 0.13}" stroke="${to}" stroke-width="${w * 0.012}" fill="none"/>
  </g>`;
}

/** A phone lying or standing, its screen showing `screen` (drawn in a 100 × 200 box). */
function phone(x: number, y: number, w: number, angle: number, screen: string): string {
  const h = w * 2;
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="${w * 0.06}" y="${h * 0.05}" width="${w}" height="${h}" rx="${w * 0.14}" fill="#000" opacity="0.5" filter="url(#shadow)"/>
    <rect width="${w}" height="${h}" rx="${w * 0.14}" fill="#1b1f24"/>
    <g transform="translate(${w * 0.05} ${w * 0.05}) scale(${(w * 0.9) / 100} ${(h - w * 0.1) / 200})">
      <rect width="100" height="200" rx="10" fill="#f4f7fb"/>
      ${screen}
    </g>
    <rect width="${w}" height="${h * 0.45}" rx="${w * 0.14}" fill="#fff" opacity="0.06"/>
  </g>`;
}

const appScreen = `<rect width="100" height="46" rx="10" fill="#0b4ea2"/>
  <rect x="10" y="14" width="40" height="6" rx="3" fill="#fff" opacity="0.7"/>
  <rect x="10" y="26" width="62" height="11" rx="3" fill="#fff"/>
  ${[0, 1, 2].map((i) => `<circle cx="${20 + i * 30}" cy="66" r="10" fill="#00a3e0" opacity="${0.9 - i * 0.2}"/>`).join('')}
  ${[0, 1, 2, 3, 4].map((i) => `<rect x="10" y="${88 + i * 20}" width="80" height="13" rx="4" fill="#dfe7f1"/><rect x="14" y="${92 + i * 20}" width="${30 + ((i * 17) % 30)}" height="5" rx="2" fill="#7d8ea3"/>`).join('')}`;

const transferScreen = `<rect width="100" height="200" rx="10" fill="#f4f7fb"/>
  <circle cx="50" cy="62" r="24" fill="#2e9d5b"/>
  <path d="M38 62l8 8l16-17" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="18" y="100" width="64" height="8" rx="4" fill="#1f2933"/>
  <rect x="28" y="116" width="44" height="6" rx="3" fill="#7d8ea3"/>
  <rect x="14" y="150" width="72" height="18" rx="9" fill="#0b4ea2"/>`;

/** Banknotes fanned on the table (generic green-grey notes, no real currency). */
function notes(x: number, y: number, w: number, angle: number): string {
  return [0, 1, 2]
    .map(
      (i) => `<g transform="translate(${x + i * 18} ${y - i * 10}) rotate(${angle + i * 7})">
    <rect x="8" y="12" width="${w}" height="${w * 0.45}" rx="6" fill="#000" opacity="0.3" filter="url(#shadow)"/>
    <rect width="${w}" height="${w * 0.45}" rx="6" fill="#8fae8a"/>
    <rect x="${w * 0.05}" y="${w * 0.05}" width="${w * 0.9}" height="${w * 0.35}" rx="4" fill="none" stroke="#5f7f5c" stroke-width="4"/>
    <circle cx="${w * 0.72}" cy="${w * 0.225}" r="${w * 0.1}" fill="#6e8f6a"/>
  </g>`,
    )
    .join('');
}

/** A coin seen from above, gold with a lit edge. */
function coin(x: number, y: number, r: number): string {
  return `<g><ellipse cx="${x + r * 0.15}" cy="${y + r * 0.25}" rx="${r}" ry="${r * 0.95}" fill="#000" opacity="0.35" filter="url(#shadow)"/>
  <circle cx="${x}" cy="${y}" r="${r}" fill="url(#gold)"/><circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="none" stroke="#a27b22" stroke-width="${r * 0.06}"/></g>`;
}

/** A stack of coins seen from the side, `n` coins high. */
function coinStack(x: number, base: number, w: number, n: number): string {
  const t = w * 0.16;
  const coins = Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${x}" y="${base - (i + 1) * t}" width="${w}" height="${t * 0.92}" rx="${t * 0.4}" fill="url(#gold-side)"/>`,
  );
  return `<ellipse cx="${x + w / 2}" cy="${base + 4}" rx="${w * 0.7}" ry="${t}" fill="#000" opacity="0.35" filter="url(#shadow)"/>${coins.join('')}
  <ellipse cx="${x + w / 2}" cy="${base - n * t + t * 0.1}" rx="${w / 2}" ry="${t * 0.45}" fill="#f2cf6b"/>`;
}

const goldDefs = `<radialGradient id="gold" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#fff1b8"/><stop offset="0.45" stop-color="#e2b743"/><stop offset="1" stop-color="#9c7420"/></radialGradient>
  <linearGradient id="gold-side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a27b22"/><stop offset="0.35" stop-color="#f3d27a"/><stop offset="1" stop-color="#8a661c"/></linearGradient>`;

/** A potted plant with a few leaves (the saving grows). */
function plant(x: number, base: number, s: number): string {
  const leaves = [
    [-40, -0.9],
    [35, -1.1],
    [-15, -1.45],
    [20, -1.6],
  ] as const;
  return `<g filter="url(#blur-far)">
    <path d="M${x - s * 0.35} ${base - s * 0.7}h${s * 0.7}l${-s * 0.08} ${s * 0.7}h${-s * 0.54}z" fill="#c8693f"/>
    <path d="M${x} ${base - s * 0.7}q${s * 0.05} ${-s * 0.5} 0 ${-s * 1.1}" stroke="#3f7d3a" stroke-width="${s * 0.05}" fill="none"/>
    ${leaves.map(([angle, h]) => `<ellipse cx="${x}" cy="${base + s * h}" rx="${s * 0.32}" ry="${s * 0.12}" transform="rotate(${angle} ${x} ${base + s * h})" fill="#4e9a45"/>`).join('')}
  </g>`;
}

/** A laptop seen from the front, its screen showing a chart. */
function laptop(x: number, y: number, w: number): string {
  const h = w * 0.62;
  const bars = [0.35, 0.5, 0.42, 0.68, 0.6, 0.82];
  return `<g transform="translate(${x} ${y})">
    <rect x="${-w * 0.04}" y="${h}" width="${w * 1.08}" height="${w * 0.04}" rx="${w * 0.01}" fill="#9aa3ad"/>
    <ellipse cx="${w / 2}" cy="${h + w * 0.06}" rx="${w * 0.6}" ry="${w * 0.03}" fill="#000" opacity="0.35" filter="url(#shadow)"/>
    <rect width="${w}" height="${h}" rx="${w * 0.02}" fill="#23272d"/>
    <rect x="${w * 0.03}" y="${w * 0.03}" width="${w * 0.94}" height="${h - w * 0.06}" fill="#f4f7fb"/>
    <rect x="${w * 0.03}" y="${w * 0.03}" width="${w * 0.94}" height="${h * 0.12}" fill="#0b4ea2"/>
    ${bars.map((b, i) => `<rect x="${w * (0.1 + i * 0.12)}" y="${h * (0.9 - b * 0.7)}" width="${w * 0.07}" height="${h * b * 0.7}" fill="${i % 2 ? '#00a3e0' : '#0b4ea2'}"/>`).join('')}
  </g>`;
}

/** A small house model with a key beside it. */
function house(x: number, base: number, s: number): string {
  return `<g>
    <ellipse cx="${x + s * 0.5}" cy="${base}" rx="${s * 0.75}" ry="${s * 0.12}" fill="#000" opacity="0.4" filter="url(#shadow)"/>
    <rect x="${x}" y="${base - s * 0.7}" width="${s}" height="${s * 0.7}" fill="#f3efe7"/>
    <rect x="${x + s * 0.62}" y="${base - s * 0.7}" width="${s * 0.38}" height="${s * 0.7}" fill="#d9d3c7"/>
    <path d="M${x - s * 0.08} ${base - s * 0.66}L${x + s * 0.5} ${base - s * 1.15}L${x + s * 1.08} ${base - s * 0.66}z" fill="#0b4ea2"/>
    <rect x="${x + s * 0.18}" y="${base - s * 0.42}" width="${s * 0.2}" height="${s * 0.42}" fill="#6b4a2f"/>
    <rect x="${x + s * 0.68}" y="${base - s * 0.5}" width="${s * 0.2}" height="${s * 0.18}" fill="#9fd0f0"/>
  </g>`;
}

function key(x: number, y: number, s: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <circle cx="${s * 0.05}" cy="${s * 0.08}" r="${s * 0.22}" fill="#000" opacity="0.3" filter="url(#shadow)"/>
    <circle r="${s * 0.2}" fill="none" stroke="#c9c9c9" stroke-width="${s * 0.09}"/>
    <rect x="${s * 0.17}" y="${-s * 0.05}" width="${s * 0.85}" height="${s * 0.1}" rx="${s * 0.02}" fill="#d6d6d6"/>
    <rect x="${s * 0.78}" y="${s * 0.04}" width="${s * 0.07}" height="${s * 0.1}" fill="#d6d6d6"/>
    <rect x="${s * 0.92}" y="${s * 0.04}" width="${s * 0.07}" height="${s * 0.15}" fill="#d6d6d6"/>
  </g>`;
}

function background(size: Size, from: string, to: string): string {
  return `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <rect width="${size.width}" height="${size.height}" fill="url(#bg)"/>`;
}

interface Photo {
  file: string;
  dir: string;
  size: Size;
  scene: () => string;
}

const warmLights = ['#ffd9a0', '#ffc26b', '#fff3d6', '#f7a35c'];
const coolLights = ['#cfe8ff', '#9fd0f0', '#ffffff', '#ffe6b3'];

const photos: Photo[] = [
  {
    file: 'hero-tarjetas.jpg',
    dir: imagesDir,
    size: hero,
    scene: () =>
      svg(
        hero,
        `${background(hero, '#3b2d2a', '#6d5446')}${bokeh(hero, 11, warmLights)}${table(hero, 520, '#a0704a', '#5e3d26')}
        ${card(610, 470, 420, -14, '#0b4ea2', '#06285a', 'c1')}${card(860, 440, 420, 4, '#e2b743', '#9c7420', 'c2')}${card(1080, 500, 420, 16, '#c9ced6', '#6f7782', 'c3')}`,
      ),
  },
  {
    file: 'hero-remesas.jpg',
    dir: imagesDir,
    size: hero,
    scene: () =>
      svg(
        hero,
        `${background(hero, '#2f3b4a', '#7a6a5a')}${bokeh(hero, 23, warmLights, 30)}${table(hero, 540, '#b9875c', '#6b4529')}
        ${notes(560, 640, 330, -8)}${phone(1020, 400, 230, 12, transferScreen)}`,
      ),
  },
  {
    file: 'hero-ahorro.jpg',
    dir: imagesDir,
    size: hero,
    scene: () =>
      svg(
        hero,
        `${background(hero, '#dfe9f2', '#b9c9d6')}${bokeh(hero, 5, coolLights, 22)}${table(hero, 560, '#d8b48a', '#a27a52')}
        ${plant(1360, 690, 300)}${coinStack(760, 780, 150, 4)}${coinStack(930, 790, 150, 7)}${coinStack(1100, 800, 150, 10)}
        ${coin(640, 800, 55)}`,
        goldDefs,
      ),
  },
  {
    file: 'producto-cuentas.jpg',
    dir: imagesDir,
    size: product,
    scene: () =>
      svg(
        product,
        `${background(product, '#e9eef3', '#c6d2dc')}${bokeh(product, 31, coolLights, 18)}${table(product, 520, '#e0c29c', '#a98054')}
        ${laptop(300, 150, 600)}${phone(930, 560, 110, 70, appScreen)}`,
      ),
  },
  {
    file: 'producto-creditos.jpg',
    dir: imagesDir,
    size: product,
    scene: () =>
      svg(
        product,
        `${background(product, '#f1e6d8', '#cdb89f')}${bokeh(product, 41, warmLights, 20)}${table(product, 500, '#c89a6a', '#80552f')}
        ${house(470, 690, 330)}${key(880, 690, 220, -20)}`,
      ),
  },
  {
    file: 'producto-depositos.jpg',
    dir: imagesDir,
    size: product,
    scene: () =>
      svg(
        product,
        `${background(product, '#0b3f7f', '#0a2540')}${bokeh(product, 53, coolLights, 24)}${table(product, 520, '#7a5638', '#3f2a1a')}
        ${coinStack(300, 700, 150, 3)}${coinStack(480, 705, 150, 6)}${coinStack(660, 710, 150, 9)}${coinStack(840, 715, 150, 12)}`,
        goldDefs,
      ),
  },
  {
    file: 'producto-tarjetas.jpg',
    dir: imagesDir,
    size: product,
    scene: () =>
      svg(
        product,
        `${background(product, '#1d2a3a', '#42505f')}${bokeh(product, 61, coolLights, 22)}${table(product, 480, '#8c6a4e', '#4a3322')}
        ${card(330, 430, 440, -10, '#0b4ea2', '#06285a', 'c4')}${card(560, 420, 440, 9, '#e2b743', '#9c7420', 'c5')}`,
      ),
  },
  {
    file: 'producto-remesas.jpg',
    dir: imagesDir,
    size: product,
    scene: () =>
      svg(
        product,
        `${background(product, '#3a3f4a', '#86705c')}${bokeh(product, 67, warmLights, 22)}${table(product, 500, '#b9875c', '#6b4529')}
        ${notes(300, 610, 300, -6)}${phone(720, 250, 190, 10, transferScreen)}`,
      ),
  },
  {
    file: 'app-mi-bancazul.jpg',
    dir: imagesDir,
    size: product,
    scene: () =>
      svg(
        product,
        `${background(product, '#cfe0ee', '#8fb0c8')}${bokeh(product, 71, coolLights, 24)}${table(product, 600, '#d9b892', '#9c7651')}
        ${phone(500, 90, 250, 0, appScreen)}${plant(980, 700, 200)}`,
      ),
  },
  {
    file: 'banco-azul-compartir.jpg',
    dir: publicImgDir,
    size: social,
    scene: () =>
      svg(
        social,
        `${background(social, '#0b4ea2', '#06285a')}${bokeh(social, 83, coolLights, 20)}
        ${card(640, 250, 380, -10, '#e2b743', '#9c7420', 'c6')}${card(760, 300, 380, 8, '#c9ced6', '#6f7782', 'c7')}
        <rect x="80" y="230" width="96" height="96" rx="20" fill="#fff"/>
        <path d="M104 306 128 246l24 60h-13l-4.3-11.5h-13.4L117 306zm19-22h10.6L128 268z" fill="#0b4ea2"/>
        <text x="80" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">Banco Azul</text>
        <text x="80" y="480" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#dbe8f7">Impulsamos grandes comienzos</text>`,
      ),
  },
];

/** Film grain: seeded luminance noise, laid over the rendered scene. */
function grain(size: Size, seed: number, strength = 9): Buffer {
  const next = random(seed);
  const pixels = Buffer.alloc(size.width * size.height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 128 + Math.round((next() + next() - 1) * strength);
  return pixels;
}

async function make(photo: Photo, seed: number): Promise<void> {
  const rendered = await sharp(Buffer.from(photo.scene())).removeAlpha().toBuffer();
  const noise = await sharp(grain(photo.size, seed), {
    raw: { width: photo.size.width, height: photo.size.height, channels: 1 },
  })
    .toColourspace('srgb')
    .png()
    .toBuffer();
  const out = path.join(photo.dir, photo.file);
  await mkdir(photo.dir, { recursive: true });
  const info = await sharp(rendered)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toFile(out);
  console.log(
    `${path.relative(projectRoot, out)}  ${info.width}×${info.height}  ${(info.size / 1024).toFixed(0)} kB`,
  );
}

/** The grain's seed comes from the file's name: adding a photograph leaves the others as they are. */
function seedOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

for (const photo of photos) await make(photo, seedOf(photo.file));
