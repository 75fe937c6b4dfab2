import { AVATAR_COLORS } from './palette';
import { createRandom } from './random';
import { AVATAR_SIZE, renderSingle } from './render';
import { svgDocument } from './svg-parts';
import { SANS, escapeXml, initialsOf } from './text-layout';

/** A user avatar: 256×256 WebP with initials over a soft gradient and a few shapes. */
export async function renderAvatar(input: { name: string; seed: string }): Promise<Buffer> {
  const random = createRandom(`avatar|${input.seed}|${input.name}`);
  const [from, to] = random.pick(AVATAR_COLORS);
  const shapes = Array.from({ length: 4 }, () => {
    const radius = random.int(20, 70);
    return `<circle cx="${random.int(0, 256)}" cy="${random.int(0, 256)}" r="${radius}" fill="#ffffff" fill-opacity="${(0.06 + random.next() * 0.1).toFixed(2)}"/>`;
  });
  const initials = initialsOf(input.name);
  const svg = svgDocument(
    AVATAR_SIZE,
    AVATAR_SIZE,
    256,
    256,
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#a)"/>${shapes.join('')}
<text x="128" y="158" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${initials.length > 1 ? 92 : 110}" fill="#ffffff" fill-opacity="0.95">${escapeXml(initials)}</text>`,
  );
  return renderSingle(svg);
}
