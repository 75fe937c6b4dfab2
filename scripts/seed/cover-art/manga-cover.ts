import { MANGA_PALETTES } from './palette';
import type { Random } from './random';
import { background, round, spineShading } from './svg-parts';
import { SANS, SANS_CONDENSED, escapeXml, fitText, textLines } from './text-layout';
import type { CoverInput } from './types';

export function mangaCover(input: CoverInput, random: Random): string {
  const palette = random.pick(MANGA_PALETTES);
  const focusX = random.int(60, 160);
  const focusY = random.int(170, 230);
  const lines = Array.from({ length: 64 }, (_, index) => {
    const angle = (index / 64) * Math.PI * 2 + random.next() * 0.05;
    const inner = random.int(34, 60);
    return `<line x1="${round(focusX + Math.cos(angle) * inner)}" y1="${round(focusY + Math.sin(angle) * inner)}" x2="${round(focusX + Math.cos(angle) * 320)}" y2="${round(focusY + Math.sin(angle) * 320)}" stroke="${palette.ink}" stroke-opacity="0.16" stroke-width="${(0.4 + random.next() * 1.6).toFixed(2)}"/>`;
  });
  const title = fitText(input.title.toUpperCase(), {
    maxWidth: 168,
    maxLines: 4,
    sizes: [24, 21, 18, 16, 14, 12, 10.5],
    font: { scale: 0.9 },
  });
  const lineHeight = title.fontSize * 1.12;
  const barHeight = title.lines.length * lineHeight + 16;
  const titleBlock = textLines(title, {
    x: 108,
    firstBaseline: 20 + title.fontSize,
    lineHeight,
    anchor: 'middle',
    attributes: `font-family="${SANS_CONDENSED}" font-weight="700" font-size="${title.fontSize}" fill="${palette.top}"`,
  });
  const author = fitText(input.author, {
    maxWidth: 150,
    maxLines: 1,
    sizes: [9, 8, 7],
    font: { scale: 0.88, letterSpacing: 0.8 },
  });
  // The volume badge shows the number in the title ("Vol. 3", "Том 3"), if there is one.
  const volume = /(?:vol\.?|volume|том|т\.)\s*(\d+)/i.exec(input.title)?.[1];
  const slope = `0,${random.int(200, 240)} 200,${random.int(130, 170)} 200,310 0,310`;
  return `${background(palette, random.next())}
<defs><pattern id="tone" width="6" height="6" patternUnits="userSpaceOnUse">
<circle cx="1.5" cy="1.5" r="1.1" fill="${palette.ink}" fill-opacity="0.22"/><circle cx="4.5" cy="4.5" r="1.1" fill="${palette.ink}" fill-opacity="0.22"/></pattern></defs>
<polygon points="${slope}" fill="${palette.accent}" fill-opacity="0.85"/>
<polygon points="${slope}" fill="url(#tone)"/>
${lines.join('')}
<circle cx="${focusX}" cy="${focusY}" r="${random.int(22, 34)}" fill="${palette.top}" stroke="${palette.ink}" stroke-width="2.5"/>
<rect x="12" y="10" width="190" height="${round(barHeight)}" fill="${palette.ink}"/>
<rect x="12" y="${round(10 + barHeight)}" width="190" height="3" fill="${palette.accent}"/>
${titleBlock}
${
  volume
    ? `<rect x="170" y="${round(barHeight + 24)}" width="24" height="24" fill="${palette.accent}" stroke="${palette.ink}" stroke-width="1.5"/>
<text x="182" y="${round(barHeight + 41)}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${volume.length > 2 ? 9 : 12}" fill="${palette.top}">${volume}</text>`
    : ''
}
<rect x="12" y="284" width="190" height="18" fill="${palette.ink}" fill-opacity="0.85"/>
<text x="108" y="296.5" text-anchor="middle" font-family="${SANS}" font-size="${author.fontSize}" letter-spacing="0.8" fill="${palette.top}">${escapeXml(author.lines[0] ?? '')}</text>
${spineShading()}`;
}
