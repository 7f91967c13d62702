// Writes the demo hot matches' team badges (issue 10; spec 2.4 "Hot-match strip") into
// apps/server/media/teams: a shield in two colours with a simple emblem each, no words and no
// real club's crest. Run it again after changing a badge below:  node scripts/team-badges.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../apps/server/media/teams', import.meta.url));

/** Emblems drawn in a 64x64 box, centred near (32, 32), in the badge's light colour. */
const EMBLEMS = {
  mane: 'M32 16l5 8 9-2-3 9 7 6-9 3v9l-9-4-9 4v-9l-9-3 7-6-3-9 9 2z',
  wing: 'M14 38c10-2 18-10 20-22 4 12 10 18 16 20-8 2-14 8-16 14-2-6-10-10-20-12z',
  stripe: 'M16 22l32 0-6 8-32 0zM22 34l32 0-6 8-32 0z',
  eye: 'M14 32c8-12 28-12 36 0-8 12-28 12-36 0zM32 26a6 6 0 1 0 0.01 0z',
  antler: 'M24 48V34l-8-10M24 34l8-8M40 48V34l8-10M40 34l-8-8M26 48h12',
  bolt: 'M36 12L20 36h10l-4 18 18-26H34z',
  wave: 'M12 30c6-6 10-6 16 0s10 6 16 0 10-6 12-2v8c-2-4-6-4-12 2s-10 6-16 0-10-6-16 0z',
  moon: 'M38 14a18 18 0 1 0 12 30 14 14 0 1 1-12-30z',
};

/** name: [dark, light, emblem, stroke emblem?] */
const BADGES = {
  'red-lions': ['#c1121f', '#ffd166', 'mane'],
  'blue-herons': ['#1d4ed8', '#e0f2fe', 'wing'],
  'jade-tigers': ['#0b7a55', '#fde68a', 'stripe'],
  'silver-owls': ['#475569', '#f1f5f9', 'eye'],
  'golden-stags': ['#92400e', '#ffd166', 'antler', true],
  'storm-falcons': ['#3a0ca3', '#fef08a', 'bolt'],
  'river-dragons': ['#0e7490', '#a5f3fc', 'wave'],
  'night-wolves': ['#1e1b4b', '#c7d2fe', 'moon'],
};

function badge([dark, light, emblem, stroked]) {
  const paint = stroked
    ? `fill="none" stroke="${light}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`
    : `fill="${light}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
  <path d="M32 3l25 8v20c0 15-11 25-25 30C18 56 7 46 7 31V11z" fill="${dark}" stroke="${light}" stroke-width="3"/>
  <path d="M32 3l25 8v20c0 15-11 25-25 30z" fill="#000" opacity="0.15"/>
  <path d="${EMBLEMS[emblem]}" ${paint}/>
</svg>
`;
}

mkdirSync(out, { recursive: true });
for (const [name, spec] of Object.entries(BADGES)) writeFileSync(join(out, `${name}.svg`), badge(spec));
console.log(`wrote ${Object.keys(BADGES).length} badges to ${out}`);
