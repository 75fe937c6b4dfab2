/*
 * Deterministic generated artwork (book covers, avatars, entity images) for seeded and
 * synthetic data: the demo never needs the network and the same input always gives the same
 * bytes. Everything is an SVG rasterised by sharp's librsvg.
 */
export { renderAvatar } from './avatar';
export { coverSvg, renderCover } from './covers';
export { entityImageSize, renderEntityImage } from './entity-images';
export { AVATAR_SIZE, COVER_SIZE } from './render';
export type { CoverInput, CoverKind, EntityImageKind, RenderedImage } from './types';
