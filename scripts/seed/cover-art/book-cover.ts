import { BOOK_PALETTES, type Palette } from './palette';
import type { Random } from './random';
import { background, round, spineShading } from './svg-parts';
import { SANS, SERIF, fitText, textLines } from './text-layout';
import type { CoverInput } from './types';

function bookMotif(random: Random, palette: Palette): string {
  const style = random.int(0, 4);
  const opacity = (0.14 + random.next() * 0.14).toFixed(2);
  const stroke = `stroke="${palette.accent}" stroke-opacity="${opacity}" fill="none"`;
  if (style === 0) {
    const cx = random.int(30, 170);
    const cy = random.int(170, 280);
    const rings = Array.from(
      { length: 9 },
      (_, index) =>
        `<circle cx="${cx}" cy="${cy}" r="${12 + index * 14}" ${stroke} stroke-width="${index % 3 === 0 ? 2.2 : 1}"/>`,
    );
    return rings.join('');
  }
  if (style === 1) {
    const size = random.int(18, 30);
    const cells: string[] = [];
    for (let y = 150; y < 320; y += size) {
      for (let x = -size; x < 220; x += size) {
        if (random.chance(0.55))
          cells.push(
            `<rect x="${x + size * 0.2}" y="${y + size * 0.2}" width="${size * 0.6}" height="${size * 0.6}" transform="rotate(45 ${x + size / 2} ${y + size / 2})" ${stroke} stroke-width="1.2"/>`,
          );
      }
    }
    return cells.join('');
  }
  if (style === 2) {
    const waves: string[] = [];
    const amplitude = random.int(6, 14);
    for (let index = 0; index < 8; index++) {
      const y = 175 + index * 16;
      waves.push(
        `<path d="M -10 ${y} Q 40 ${y - amplitude} 90 ${y} T 190 ${y} T 290 ${y}" ${stroke} stroke-width="${index % 2 ? 1 : 2}"/>`,
      );
    }
    return waves.join('');
  }
  if (style === 3) {
    const cx = random.int(60, 140);
    const cy = random.int(190, 230);
    const rays = Array.from({ length: 18 }, (_, index) => {
      const angle = Math.PI + (index / 17) * Math.PI;
      return `<line x1="${cx}" y1="${cy}" x2="${round(cx + Math.cos(angle) * 260)}" y2="${round(cy + Math.sin(angle) * 260)}" ${stroke} stroke-width="1"/>`;
    });
    return `${rays.join('')}<circle cx="${cx}" cy="${cy}" r="${random.int(24, 34)}" fill="${palette.accent}" fill-opacity="${(Number(opacity) + 0.2).toFixed(2)}"/>`;
  }
  const stripes: string[] = [];
  const angle = random.pick([-30, -20, 20, 30]);
  for (let index = -8; index < 14; index++) {
    stripes.push(
      `<rect x="${index * 22}" y="-60" width="${random.int(3, 10)}" height="460" fill="${palette.accent}" fill-opacity="${opacity}" transform="rotate(${angle} 100 155)"/>`,
    );
  }
  return stripes.join('');
}

export function bookCover(input: CoverInput, random: Random): string {
  const palette = random.pick(BOOK_PALETTES);
  const framed = random.chance(0.45);
  const title = fitText(input.title, {
    maxWidth: framed ? 142 : 150,
    maxLines: 5,
    sizes: [26, 23, 20, 18, 16, 14, 12.5, 11],
    font: { scale: 1 },
  });
  const lineHeight = title.fontSize * 1.18;
  const titleTop = 58;
  const block = textLines(title, {
    x: 104,
    firstBaseline: titleTop + title.fontSize,
    lineHeight,
    anchor: 'middle',
    attributes: `font-family="${SERIF}" font-weight="700" font-size="${title.fontSize}" fill="${palette.ink}"`,
  });
  const titleBottom = titleTop + title.fontSize + (title.lines.length - 1) * lineHeight + 10;
  const author = fitText(input.author.toUpperCase(), {
    maxWidth: 150,
    maxLines: 2,
    sizes: [9.5, 8.5, 7.5],
    font: { scale: 0.88, letterSpacing: 1.2 },
  });
  const authorBlock = textLines(author, {
    x: 104,
    firstBaseline: 286 - (author.lines.length - 1) * 11,
    lineHeight: 11,
    anchor: 'middle',
    attributes: `font-family="${SANS}" font-size="${author.fontSize}" letter-spacing="1.2" fill="${palette.muted}"`,
  });
  const frame = framed
    ? `<rect x="22" y="14" width="168" height="282" rx="2" fill="none" stroke="${palette.accent}" stroke-opacity="0.7" stroke-width="1"/>
<rect x="25" y="17" width="162" height="276" rx="1" fill="none" stroke="${palette.accent}" stroke-opacity="0.35" stroke-width="0.5"/>`
    : '';
  return `${background(palette, random.next())}
<g>${bookMotif(random, palette)}</g>${frame}
<rect x="84" y="40" width="40" height="2" fill="${palette.accent}"/>
${block}
<rect x="94" y="${round(titleBottom)}" width="20" height="1.5" fill="${palette.accent}" fill-opacity="0.8"/>
<rect x="74" y="${round(270 - (author.lines.length - 1) * 11)}" width="60" height="0.8" fill="${palette.accent}" fill-opacity="0.7"/>
${authorBlock}
${spineShading()}`;
}
