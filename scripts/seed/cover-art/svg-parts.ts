import type { Palette } from './palette';

export const round = (value: number): string => value.toFixed(1);

export function svgDocument(
  width: number,
  height: number,
  viewWidth: number,
  viewHeight: number,
  body: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}">${body}</svg>`;
}

export function background(palette: Palette, angleSeed: number, width = 200, height = 310): string {
  const diagonal = angleSeed > 0.5;
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1">
<stop offset="0" stop-color="${palette.top}"/><stop offset="1" stop-color="${palette.bottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

/** The gloss and the shaded spine edge laid over every cover. */
export function spineShading(): string {
  return `<defs><linearGradient id="spine" x1="0" x2="1" y1="0" y2="0">
<stop offset="0" stop-color="#000" stop-opacity="0.38"/>
<stop offset="0.35" stop-color="#fff" stop-opacity="0.16"/>
<stop offset="0.6" stop-color="#000" stop-opacity="0.12"/>
<stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
<linearGradient id="gloss" x1="0" x2="1" y1="0" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity="0.10"/>
<stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
<rect width="200" height="310" fill="url(#gloss)"/>
<rect width="14" height="310" fill="url(#spine)"/>
<line x1="14" y1="0" x2="14" y2="310" stroke="#000" stroke-opacity="0.15" stroke-width="0.6"/>`;
}
