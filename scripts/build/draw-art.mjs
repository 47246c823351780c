// @ts-check
// Draws the site's illustrations (hero and gallery) as small SVG files in public/art/, in one
// flat style and the crest's palette. Run `node scripts/build/draw-art.mjs` after changing a scene;
// the SVGs are committed. (The disclaimer banner says the pictures are made, not photographed.)
import { mkdir, writeFile } from 'node:fs/promises';

const C = {
  navy: '#1d3a6e',
  navyDark: '#142a52',
  gold: '#f2b84b',
  paper: '#fbf8f2',
  goldSoft: '#fdf1d8',
  sky: '#d6e8f7',
  wall: '#f4e9d8',
  teal: '#2a9d8f',
  coral: '#e76f51',
  green: '#6a9f3a',
  greenDark: '#4f7a2a',
  wood: '#b07a4a',
  white: '#ffffff',
  grey: '#c9c3b8',
};
const SKIN = ['#8d5524', '#c68642', '#e0ac69', '#a8693a'];
const HAIR = ['#2b1d14', '#3b2a1e', '#1a1a1a'];
const SHIRT = [C.coral, C.teal, C.gold, C.navy, '#8e6cc7'];

/**
 * A child (or adult, with scale) standing at x, y (feet), optionally with a raised arm.
 * @param {number} x @param {number} y @param {number} i
 * @param {{ scale?: number; arm?: boolean; seated?: boolean }} [options]
 */
function person(x, y, i, { scale = 1, arm = false, seated = false } = {}) {
  const s = scale;
  const skin = SKIN[i % SKIN.length];
  const hair = HAIR[i % HAIR.length];
  const shirt = SHIRT[i % SHIRT.length];
  const bodyH = seated ? 34 : 52;
  const top = y - (seated ? 34 : 92) * s;
  const parts = [
    `<g transform="translate(${x} ${top}) scale(${s})">`,
    !seated && `<rect x="-10" y="52" width="8" height="40" rx="4" fill="${C.navyDark}"/>`,
    !seated && `<rect x="2" y="52" width="8" height="40" rx="4" fill="${C.navyDark}"/>`,
    `<rect x="-16" y="${seated ? -8 : 8}" width="32" height="${bodyH}" rx="14" fill="${shirt}"/>`,
    arm &&
      `<rect x="12" y="${seated ? -44 : -28}" width="9" height="42" rx="4.5" fill="${skin}" transform="rotate(12 16 ${seated ? -8 : 10})"/>`,
    `<circle cx="0" cy="${seated ? -22 : -6}" r="15" fill="${skin}"/>`,
    `<path d="M-15 ${seated ? -24 : -8}a15 15 0 0 1 30 0c-6-6-20-7-30 0Z" fill="${hair}"/>`,
    `</g>`,
  ];
  return parts.filter(Boolean).join('');
}

/** @param {number} x @param {number} y */
function tree(x, y, r = 40) {
  return `<rect x="${x - 6}" y="${y - 10}" width="12" height="${r + 10}" rx="4" fill="${C.wood}"/><circle cx="${x}" cy="${y - r}" r="${r}" fill="${C.green}"/><circle cx="${x - r * 0.5}" cy="${y - r * 0.7}" r="${r * 0.6}" fill="${C.greenDark}" opacity=".5"/>`;
}

/** @param {number} width @param {number} height @param {string} title @param {string} body */
function svg(width, height, title, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><title>${title}</title>${body}</svg>\n`;
}

/** @param {number} x @param {number} y @param {number} w @param {number} h */
function building(x, y, w, h) {
  const windows = [];
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 5; col++) {
      const wx = x + 30 + col * ((w - 60) / 5);
      const wy = y + 40 + row * 80;
      windows.push(
        `<rect x="${wx}" y="${wy}" width="${(w - 60) / 5 - 20}" height="46" rx="6" fill="${C.sky}" stroke="${C.navy}" stroke-width="3"/>`,
      );
    }
  }
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${C.wall}" stroke="${C.navy}" stroke-width="4"/>`,
    `<path d="M${x - 20} ${y + 4}L${x + w / 2} ${y - 70}L${x + w + 20} ${y + 4}Z" fill="${C.navy}"/>`,
    `<circle cx="${x + w / 2}" cy="${y - 26}" r="18" fill="${C.gold}"/>`,
    ...windows,
    `<rect x="${x + w / 2 - 36}" y="${y + h - 90}" width="72" height="90" rx="36" fill="${C.navy}"/>`,
  ].join('');
}

const scenes = {
  hero: svg(
    640,
    480,
    'The school at sunrise',
    [
      `<rect width="640" height="480" fill="${C.sky}"/>`,
      `<circle cx="520" cy="110" r="60" fill="${C.gold}"/>`,
      `<circle cx="520" cy="110" r="85" fill="${C.gold}" opacity=".25"/>`,
      `<rect y="360" width="640" height="120" fill="${C.green}"/>`,
      `<path d="M0 380h640v100H0Z" fill="${C.greenDark}" opacity=".35"/>`,
      building(150, 170, 340, 200),
      tree(70, 370, 50),
      tree(580, 372, 44),
      `<path d="M250 480L300 370h40l50 110Z" fill="${C.grey}"/>`,
      person(270, 452, 0, { scale: 0.9 }),
      person(330, 440, 1, { scale: 0.75 }),
      person(380, 462, 2, { scale: 0.95 }),
      `<rect x="110" y="352" width="14" height="60" fill="${C.navy}"/><rect x="516" y="352" width="14" height="60" fill="${C.navy}"/>`,
    ].join(''),
  ),
  'student-life': svg(
    960,
    320,
    'Painting, football and music after lessons',
    [
      `<rect width="960" height="320" fill="${C.sky}"/>`,
      `<circle cx="480" cy="70" r="38" fill="${C.gold}"/><circle cx="480" cy="70" r="56" fill="${C.gold}" opacity=".25"/>`,
      `<rect y="250" width="960" height="70" fill="${C.green}"/>`,
      `<path d="M0 262h960v58H0Z" fill="${C.greenDark}" opacity=".3"/>`,
      // Art: an easel with a painted sun and hill, a young painter with a raised brush.
      `<path d="M120 270l40-170M220 270l-40-170M170 100v170" stroke="${C.wood}" stroke-width="8" stroke-linecap="round"/>`,
      `<rect x="112" y="110" width="116" height="90" rx="6" fill="${C.white}" stroke="${C.navy}" stroke-width="5"/>`,
      `<circle cx="150" cy="140" r="14" fill="${C.gold}"/><path d="M118 196c20-30 50-40 106-22v22Z" fill="${C.teal}"/>`,
      `<circle cx="70" cy="258" r="14" fill="${C.coral}"/><circle cx="52" cy="262" r="10" fill="${C.teal}"/>`,
      person(270, 280, 2, { arm: true }),
      // Sport: two children and a ball between them.
      person(420, 285, 3),
      person(560, 280, 1, { arm: true }),
      `<circle cx="490" cy="268" r="16" fill="${C.white}" stroke="${C.navyDark}" stroke-width="4"/><path d="M480 262l10-6 10 6-4 11h-12Z" fill="${C.navyDark}"/>`,
      // Music: a drummer, with notes rising.
      `<rect x="760" y="220" width="70" height="52" rx="10" fill="${C.coral}" stroke="${C.navy}" stroke-width="5"/><ellipse cx="795" cy="220" rx="35" ry="9" fill="${C.wall}" stroke="${C.navy}" stroke-width="5"/>`,
      person(720, 280, 0, { arm: true }),
      person(880, 285, 4),
      `<g fill="${C.navy}"><circle cx="780" cy="150" r="9"/><path d="M786 150v-40l22 8v8l-16-6v30Z"/><circle cx="840" cy="120" r="8"/><path d="M846 120v-34h4v34Z"/></g>`,
    ].join(''),
  ),
  'gallery-classroom': svg(
    800,
    600,
    'Classroom',
    [
      `<rect width="800" height="600" fill="${C.wall}"/>`,
      `<rect y="470" width="800" height="130" fill="${C.wood}" opacity=".55"/>`,
      `<rect x="80" y="70" width="420" height="220" rx="10" fill="${C.white}" stroke="${C.navy}" stroke-width="8"/>`,
      `<path d="M120 130h180M120 170h250M120 210h140" stroke="${C.teal}" stroke-width="8" stroke-linecap="round"/>`,
      `<circle cx="420" cy="190" r="40" fill="none" stroke="${C.coral}" stroke-width="8"/>`,
      `<rect x="580" y="60" width="150" height="170" rx="10" fill="${C.sky}" stroke="${C.navy}" stroke-width="6"/><path d="M655 60v170M580 145h150" stroke="${C.navy}" stroke-width="6"/>`,
      person(560, 470, 3, { scale: 1.5 }),
      ...[0, 1, 2, 3].map(
        (i) =>
          `<rect x="${70 + i * 130}" y="470" width="110" height="20" rx="6" fill="${C.navy}"/>`,
      ),
      person(125, 480, 0, { seated: true, arm: true, scale: 1.3 }),
      person(255, 480, 1, { seated: true, scale: 1.3 }),
      person(385, 480, 2, { seated: true, arm: true, scale: 1.3 }),
      person(515, 520, 4, { seated: true, scale: 1.1 }),
    ].join(''),
  ),
  'gallery-computer-lab': svg(
    800,
    600,
    'Technology lab',
    [
      `<rect width="800" height="600" fill="${C.sky}"/>`,
      `<rect y="400" width="800" height="200" fill="${C.navy}" opacity=".15"/>`,
      `<rect x="40" y="380" width="720" height="24" rx="8" fill="${C.wood}"/>`,
      ...[0, 1, 2].map((i) => {
        const x = 90 + i * 230;
        return `<rect x="${x}" y="250" width="170" height="120" rx="10" fill="${C.navyDark}"/><rect x="${x + 10}" y="260" width="150" height="96" rx="6" fill="${C.teal}"/><rect x="${x + 25}" y="275" width="40" height="26" rx="4" fill="${C.gold}"/><rect x="${x + 75}" y="275" width="60" height="10" rx="4" fill="${C.white}"/><rect x="${x + 75}" y="292" width="40" height="10" rx="4" fill="${C.white}"/><rect x="${x + 25}" y="315" width="90" height="26" rx="4" fill="${C.coral}"/><rect x="${x + 75}" y="370" width="20" height="12" fill="${C.navyDark}"/>`;
      }),
      person(175, 520, 1, { seated: true, scale: 1.4 }),
      person(405, 520, 2, { seated: true, scale: 1.4 }),
      person(635, 520, 0, { seated: true, scale: 1.4 }),
      `<g transform="translate(620 150)"><rect x="-40" y="0" width="80" height="60" rx="12" fill="${C.grey}" stroke="${C.navy}" stroke-width="5"/><circle cx="-16" cy="26" r="9" fill="${C.gold}"/><circle cx="16" cy="26" r="9" fill="${C.gold}"/><path d="M0 0v-20" stroke="${C.navy}" stroke-width="5"/><circle cx="0" cy="-24" r="7" fill="${C.coral}"/><circle cx="-30" cy="68" r="12" fill="${C.navy}"/><circle cx="30" cy="68" r="12" fill="${C.navy}"/></g>`,
      `<path d="M60 80h260M60 120h200" stroke="${C.navy}" stroke-width="10" stroke-linecap="round" opacity=".4"/>`,
    ].join(''),
  ),
  'gallery-group-work': svg(
    800,
    600,
    'Group work',
    [
      // A library corner: a warm wall, a floor and a shelf of books behind the table.
      `<rect width="800" height="600" fill="${C.goldSoft}"/>`,
      `<rect y="430" width="800" height="170" fill="${C.wall}"/>`,
      `<rect x="90" y="70" width="620" height="14" rx="7" fill="${C.wood}"/>`,
      [C.teal, C.coral, C.navy, C.gold, C.teal, C.navy, C.coral, C.gold, C.teal]
        .map(
          (fill, i) =>
            `<rect x="${120 + i * 64}" y="${i % 2 ? 14 : 24}" width="40" height="${i % 2 ? 56 : 46}" rx="4" fill="${fill}"/>`,
        )
        .join(''),
      `<ellipse cx="400" cy="380" rx="300" ry="110" fill="${C.wood}"/>`,
      `<rect x="270" y="320" width="260" height="120" rx="8" fill="${C.white}" transform="rotate(-4 400 380)"/>`,
      `<path d="M300 350h120M300 380h180M300 410h90" stroke="${C.teal}" stroke-width="9" stroke-linecap="round" transform="rotate(-4 400 380)"/>`,
      `<circle cx="480" cy="360" r="26" fill="${C.gold}" transform="rotate(-4 400 380)"/>`,
      `<rect x="560" y="420" width="60" height="12" rx="6" fill="${C.coral}" transform="rotate(30 590 426)"/>`,
      `<rect x="200" y="430" width="60" height="12" rx="6" fill="${C.navy}" transform="rotate(-20 230 436)"/>`,
      person(170, 330, 0, { seated: true, scale: 1.5 }),
      person(630, 330, 1, { seated: true, scale: 1.5, arm: true }),
      person(300, 280, 2, { seated: true, scale: 1.3 }),
      person(500, 280, 3, { seated: true, scale: 1.3 }),
    ].join(''),
  ),
  'gallery-annual-day': svg(
    800,
    600,
    'Annual Day on stage',
    [
      `<rect width="800" height="600" fill="${C.navyDark}"/>`,
      `<path d="M0 0h150c-20 200-10 380 20 470H0Z" fill="${C.coral}"/><path d="M800 0H650c20 200 10 380-20 470H800Z" fill="${C.coral}"/>`,
      `<path d="M0 0h800v60c-130 30-270 40-400 40S130 90 0 60Z" fill="${C.coral}" opacity=".85"/>`,
      `<path d="M250 0L160 470h160ZM550 0l90 470H480Z" fill="${C.gold}" opacity=".22"/>`,
      `<rect y="470" width="800" height="130" fill="${C.wood}"/>`,
      person(300, 470, 1, { scale: 1.6, arm: true }),
      person(400, 470, 4, { scale: 1.75 }),
      person(500, 470, 2, { scale: 1.6, arm: true }),
      ...[0, 1, 2, 3, 4, 5, 6].map(
        (i) => `<circle cx="${60 + i * 115}" cy="575" r="26" fill="${C.navy}"/>`,
      ),
      ...[0, 1, 2, 3, 4].map(
        (i) =>
          `<circle cx="${140 + i * 130}" cy="40" r="10" fill="${[C.gold, C.teal, C.white][i % 3]}"/>`,
      ),
    ].join(''),
  ),
  'gallery-building': svg(
    800,
    600,
    'The school building',
    [
      `<rect width="800" height="600" fill="${C.sky}"/>`,
      `<circle cx="120" cy="110" r="50" fill="${C.gold}"/>`,
      `<rect y="470" width="800" height="130" fill="${C.green}"/>`,
      building(200, 200, 400, 270),
      tree(110, 480, 60),
      tree(700, 480, 64),
      `<rect x="160" y="440" width="16" height="80" fill="${C.navy}"/><rect x="624" y="440" width="16" height="80" fill="${C.navy}"/>`,
      `<path d="M176 450h140M484 450h140" stroke="${C.navy}" stroke-width="6"/>`,
      ...[0, 1, 2, 3, 4, 5].map(
        (i) => `<path d="M${190 + i * 20} 450v70" stroke="${C.navy}" stroke-width="5"/>`,
      ),
      ...[0, 1, 2, 3, 4, 5].map(
        (i) => `<path d="M${500 + i * 20} 450v70" stroke="${C.navy}" stroke-width="5"/>`,
      ),
      `<path d="M340 600l30-130h60l30 130Z" fill="${C.grey}"/>`,
    ].join(''),
  ),
  'gallery-playground': svg(
    800,
    600,
    'Playground and sports field',
    [
      `<rect width="800" height="600" fill="${C.sky}"/>`,
      `<rect y="250" width="800" height="350" fill="${C.green}"/>`,
      `<ellipse cx="400" cy="450" rx="360" ry="120" fill="none" stroke="${C.coral}" stroke-width="34"/>`,
      `<ellipse cx="400" cy="450" rx="360" ry="120" fill="none" stroke="${C.white}" stroke-width="3" stroke-dasharray="14 12"/>`,
      `<path d="M560 300v-90h150v90" fill="none" stroke="${C.white}" stroke-width="10"/>`,
      `<path d="M570 215h130M580 230h110M590 250h90" stroke="${C.white}" stroke-width="2" opacity=".6"/>`,
      `<circle cx="470" cy="420" r="16" fill="${C.white}" stroke="${C.navy}" stroke-width="4"/>`,
      person(380, 440, 0, { scale: 1.2 }),
      person(250, 480, 1, { scale: 1.25, arm: true }),
      person(560, 500, 2, { scale: 1.3 }),
      tree(80, 260, 50),
      tree(190, 250, 38),
      `<rect x="30" y="150" width="140" height="14" rx="6" fill="${C.navy}"/>`,
    ].join(''),
  ),
};

const dir = new URL('../../public/art/', import.meta.url);
await mkdir(dir, { recursive: true });
for (const [name, content] of Object.entries(scenes)) {
  await writeFile(new URL(`${name}.svg`, dir), content);
  console.log(`public/art/${name}.svg ${(content.length / 1024).toFixed(1)} KB`);
}
