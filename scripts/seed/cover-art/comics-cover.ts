import { COMICS_PALETTES, isLight } from './palette';
import type { Random } from './random';
import { background, round, spineShading } from './svg-parts';
import { SANS, escapeXml, fitText, textLines } from './text-layout';
import type { CoverInput } from './types';

function starburst(cx: number, cy: number, outer: number, inner: number, points: number, random: Random): string {
  const coordinates: string[] = [];
  for (let index = 0; index < points * 2; index++) {
    const radius = index % 2 === 0 ? outer * (0.85 + random.next() * 0.2) : inner;
    const angle = (index / (points * 2)) * Math.PI * 2;
    coordinates.push(`${round(cx + Math.cos(angle) * radius * 1.1)},${round(cy + Math.sin(angle) * radius * 0.8)}`);
  }
  return coordinates.join(' ');
}

export function comicsCover(input: CoverInput, random: Random): string {
  const palette = random.pick(COMICS_PALETTES);
  const title = fitText(input.title.toUpperCase(), {
    maxWidth: 132,
    maxLines: 4,
    sizes: [24, 21, 18, 16, 14, 12, 10.5],
    font: { scale: 0.98 },
  });
  const lineHeight = title.fontSize * 1.1;
  const centerY = random.int(150, 175);
  const blockHeight = title.lines.length * lineHeight;
  const tilt = random.pick([-6, -4, -3, 3, 4]);
  const titleBlock = textLines(title, {
    x: 106,
    firstBaseline: centerY - blockHeight / 2 + title.fontSize * 0.85,
    lineHeight,
    anchor: 'middle',
    attributes: `font-family="${SANS}" font-weight="700" font-size="${title.fontSize}" fill="#ffffff" stroke="#111111" stroke-width="${(title.fontSize / 7).toFixed(2)}" paint-order="stroke" stroke-linejoin="round"`,
  });
  const author = fitText(input.author.toUpperCase(), {
    maxWidth: 172,
    maxLines: 1,
    sizes: [9, 8, 7],
    font: { scale: 0.98, letterSpacing: 1.3 },
  });
  const panels = random.chance(0.5)
    ? `<line x1="14" y1="${random.int(60, 80)}" x2="200" y2="${random.int(50, 90)}" stroke="#111" stroke-width="4"/>
<line x1="${random.int(60, 140)}" y1="250" x2="${random.int(60, 140)}" y2="310" stroke="#111" stroke-width="4"/>`
    : `<line x1="14" y1="${random.int(250, 270)}" x2="200" y2="${random.int(240, 280)}" stroke="#111" stroke-width="4"/>`;
  // An unrotated, staggered tile: librsvg renders a rotated pattern about ten times slower.
  const dot = random.pick([6, 7, 8]);
  return `${background(palette, random.next())}
<defs><pattern id="dots" width="${dot * 2}" height="${dot * 2}" patternUnits="userSpaceOnUse">
<circle cx="${dot / 2}" cy="${dot / 2}" r="${(dot / 4.4).toFixed(2)}" fill="#000" fill-opacity="0.18"/><circle cx="${dot * 1.5}" cy="${dot * 1.5}" r="${(dot / 4.4).toFixed(2)}" fill="#000" fill-opacity="0.18"/></pattern></defs>
<rect width="200" height="310" fill="url(#dots)"/>
${panels}
<polygon points="${starburst(106, centerY, 92, 62, random.int(11, 15), random)}" fill="${palette.accent}" stroke="#111" stroke-width="3" stroke-linejoin="round"/>
<g transform="rotate(${tilt} 106 ${centerY})">${titleBlock}</g>
<rect x="14" y="0" width="186" height="30" fill="#111111"/>
<text x="107" y="19.5" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${author.fontSize}" letter-spacing="1.3" fill="${isLight(palette.accent) ? palette.accent : palette.muted}">${escapeXml(author.lines[0] ?? '')}</text>
<rect x="0" y="0" width="200" height="310" fill="none" stroke="#111" stroke-width="6"/>
${spineShading()}`;
}
