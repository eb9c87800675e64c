#!/usr/bin/env node
// Draws the sample businesses' pictures (shell/public/images/businesses): one hand-written SVG
// composition per motif, rasterised at the size the cards show them (800×450, 16:9) as WebP with
// a JPEG fallback (<picture> in ImageWithPlaceholder). The outputs are committed; run this again
// only to change them:  node shell/tools/business-images.mjs   (needs rsvg-convert and cwebp:
// apt-get install -y librsvg2-bin webp imagemagick).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'businesses');
const W = 800;
const H = 450;

/** A vyshyvanka-style cross-stitch band along the bottom edge. */
const stitchBand = (colour) =>
  Array.from({ length: 20 }, (_, i) => {
    const x = i * 40 + 20;
    return `<path d="M${x - 12} 428 l12 -12 l12 12 l-12 12 z" fill="${colour}"/><rect x="${x - 3}" y="425" width="6" height="6" fill="#fff" opacity=".7"/>`;
  }).join('');

const frame = (
  from,
  to,
  motif,
  band = '#c8102e',
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <radialGradient id="sun" cx=".8" cy=".2" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#sun)"/>
  ${motif}
  <rect y="404" width="${W}" height="46" fill="#fff" opacity=".85"/>${stitchBand(band)}
</svg>`;

const MOTIFS = {
  // Varenyky on a plate, a bowl of borscht.
  dining: frame(
    '#f6c453',
    '#e07a2f',
    `
    <ellipse cx="300" cy="250" rx="190" ry="110" fill="#fff"/><ellipse cx="300" cy="250" rx="150" ry="82" fill="#f3efe6"/>
    ${[
      [230, 230],
      [300, 210],
      [370, 235],
      [260, 285],
      [340, 285],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x - 42} ${y} q42 -52 84 0 z" fill="#fbe3b0" stroke="#d9a441" stroke-width="4"/>`,
      )
      .join('')}
    <ellipse cx="590" cy="260" rx="110" ry="60" fill="#fff"/><ellipse cx="590" cy="250" rx="92" ry="40" fill="#a4132b"/><circle cx="620" cy="245" r="14" fill="#fff"/><path d="M600 238 l20 -6" stroke="#3a7d2c" stroke-width="5"/>`,
  ),
  // A loaf, a croissant and a cup.
  bakery: frame(
    '#fbe7c6',
    '#d99a5b',
    `
    <ellipse cx="280" cy="280" rx="170" ry="80" fill="#b86a2b"/><path d="M170 260 q110 -120 220 0" fill="#cf8440"/>${[200, 250, 300, 350].map((x) => `<path d="M${x} 230 l20 40" stroke="#f0c38a" stroke-width="8" stroke-linecap="round"/>`).join('')}
    <path d="M470 300 q80 -130 160 0 q-80 -40 -160 0z" fill="#e2a24f"/><rect x="640" y="210" width="90" height="100" rx="14" fill="#fff"/><path d="M730 235 q35 0 35 30 q0 30 -35 30" fill="none" stroke="#fff" stroke-width="12"/><ellipse cx="685" cy="215" rx="42" ry="9" fill="#6b3e1f"/>`,
  ),
  // A tooth and a cross.
  health: frame(
    '#d9f2f7',
    '#5aa9d6',
    `
    <path d="M300 130 q-90 -20 -100 70 q-5 70 30 150 q25 50 45 -20 q10 -40 25 -40 q15 0 25 40 q20 70 45 20 q35 -80 30 -150 q-10 -90 -100 -70z" fill="#fff" stroke="#cfe6f2" stroke-width="6"/>
    <rect x="530" y="150" width="60" height="180" rx="10" fill="#fff"/><rect x="470" y="210" width="180" height="60" rx="10" fill="#fff"/><circle cx="560" cy="240" r="18" fill="#0057b7"/>`,
  ),
  // A mirror, scissors and a lipstick.
  beauty: frame(
    '#fde2e4',
    '#e58fa8',
    `
    <ellipse cx="270" cy="210" rx="110" ry="140" fill="#fff" stroke="#d4af37" stroke-width="12"/><ellipse cx="250" cy="180" rx="40" ry="70" fill="#f7f0f5"/>
    <circle cx="500" cy="320" r="34" fill="none" stroke="#5b5b6e" stroke-width="10"/><circle cx="580" cy="320" r="34" fill="none" stroke="#5b5b6e" stroke-width="10"/><path d="M515 290 l90 -160 M565 290 l-90 -160" stroke="#8e8ea3" stroke-width="12" stroke-linecap="round"/>
    <rect x="660" y="220" width="50" height="110" rx="6" fill="#2d2d3a"/><path d="M665 220 v-60 q20 -25 40 0 v60z" fill="#c8102e"/>`,
  ),
  // A lotus over water.
  wellness: frame(
    '#e0f4ea',
    '#6fbf9b',
    `
    <path d="M0 330 q200 -30 400 0 t400 0 v80 h-800z" fill="#4f9f86" opacity=".6"/>
    ${[-60, -30, 0, 30, 60].map((a) => `<ellipse cx="400" cy="230" rx="36" ry="100" fill="${a === 0 ? '#fff' : '#fbd1e0'}" transform="rotate(${a} 400 310)"/>`).join('')}
    <circle cx="640" cy="110" r="44" fill="#ffd700" opacity=".9"/>`,
  ),
  // A shopping bag and a jar.
  shop: frame(
    '#fff3c4',
    '#f2b950',
    `
    <path d="M210 170 h200 l25 230 h-250z" fill="#0057b7"/><path d="M260 170 q0 -80 50 -80 q50 0 50 80" fill="none" stroke="#003d80" stroke-width="14"/><path d="M280 260 h60 M310 230 v60" stroke="#ffd700" stroke-width="14"/>
    <rect x="520" y="200" width="150" height="190" rx="20" fill="#fff" opacity=".9"/><rect x="510" y="180" width="170" height="36" rx="8" fill="#c8102e"/><circle cx="595" cy="300" r="40" fill="#a4132b" opacity=".8"/>`,
  ),
  // A briefcase and a rising chart.
  business: frame(
    '#e3e9f4',
    '#7d93b8',
    `
    <rect x="170" y="190" width="260" height="180" rx="18" fill="#3b4a63"/><rect x="250" y="150" width="100" height="50" rx="10" fill="none" stroke="#3b4a63" stroke-width="14"/><rect x="170" y="250" width="260" height="14" fill="#2a364a"/><rect x="285" y="240" width="30" height="34" rx="4" fill="#ffd700"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${510 + i * 50}" y="${330 - i * 50}" width="34" height="${50 + i * 50}" fill="#0057b7" opacity="${0.55 + i * 0.15}"/>`).join('')}<path d="M500 300 l60 -40 l50 20 l90 -110" fill="none" stroke="#ffd700" stroke-width="10" stroke-linecap="round"/>`,
  ),
  // An open book and a pencil.
  lessons: frame(
    '#e8f0ff',
    '#8fb1ea',
    `
    <path d="M400 170 q-110 -40 -220 0 v200 q110 -40 220 0z" fill="#fff"/><path d="M400 170 q110 -40 220 0 v200 q-110 -40 -220 0z" fill="#f4f7fd"/><path d="M400 170 v200" stroke="#c5d3ea" stroke-width="4"/>
    ${[210, 240, 270, 300].map((y) => `<path d="M215 ${y} q80 -20 160 0 M425 ${y} q80 -20 160 0" stroke="#b8c6de" stroke-width="5" fill="none"/>`).join('')}
    <path d="M640 120 l40 24 l-110 190 l-44 20 l4 -44z" fill="#ffd700" stroke="#c9a400" stroke-width="4"/>`,
  ),
  // A painted pysanka and a palette.
  art: frame(
    '#fdf0e0',
    '#e39b5d',
    `
    <ellipse cx="300" cy="230" rx="110" ry="145" fill="#c8102e"/><path d="M192 200 h216 M190 260 h220" stroke="#ffd700" stroke-width="14"/><path d="M205 230 l30 -22 l30 22 l30 -22 l30 22 l30 -22 l30 22 l30 -22" fill="none" stroke="#111" stroke-width="6"/>
    <path d="M520 170 q140 -40 190 60 q30 80 -60 90 q-30 0 -35 30 q-10 40 -70 20 q-110 -40 -25 -200z" fill="#f6e2c0"/>${[
      ['#0057b7', 580, 210],
      ['#ffd700', 640, 205],
      ['#c8102e', 680, 260],
      ['#3a7d2c', 560, 270],
    ]
      .map(([c, x, y]) => `<circle cx="${x}" cy="${y}" r="20" fill="${c}"/>`)
      .join('')}`,
  ),
  // A stage with lights and notes.
  entertainment: frame(
    '#2b2d5c',
    '#7a3d8f',
    `
    <path d="M120 380 h560 l-40 -60 h-480z" fill="#4a2c5e"/>${[220, 400, 580].map((x) => `<path d="M${x} 60 l-60 260 h120z" fill="#ffd700" opacity=".18"/><circle cx="${x}" cy="60" r="16" fill="#ffd700"/>`).join('')}
    <path d="M330 170 v100 M330 170 l70 -20 v100" stroke="#fff" stroke-width="10" fill="none"/><ellipse cx="316" cy="272" rx="20" ry="14" fill="#fff"/><ellipse cx="386" cy="252" rx="20" ry="14" fill="#fff"/>`,
    '#ffd700',
  ),
};

const tmp = mkdtempSync(join(tmpdir(), 'byp-images-'));
try {
  for (const [name, svg] of Object.entries(MOTIFS)) {
    const svgFile = join(tmp, `${name}.svg`);
    const png = join(tmp, `${name}.png`);
    writeFileSync(svgFile, svg);
    execFileSync('rsvg-convert', ['-w', String(W), '-h', String(H), '-o', png, svgFile]);
    execFileSync('cwebp', ['-quiet', '-q', '72', png, '-o', join(OUT, `${name}.webp`)]);
    execFileSync('convert', [
      png,
      '-strip',
      '-interlace',
      'Plane',
      '-quality',
      '78',
      join(OUT, `${name}.jpg`),
    ]);
    process.stdout.write(`${name}: webp + jpg\n`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
