export interface Palette {
  top: string;
  bottom: string;
  accent: string;
  ink: string;
  muted: string;
}

export const BOOK_PALETTES: readonly Palette[] = [
  { top: '#1d2b53', bottom: '#0e1630', accent: '#e9b949', ink: '#f7f1e3', muted: '#b8c2e0' },
  { top: '#6b1d2f', bottom: '#3a0d19', accent: '#f2a98a', ink: '#fbeee6', muted: '#e3b7ad' },
  { top: '#1f4d3a', bottom: '#0f2a20', accent: '#e7c35a', ink: '#f3efe0', muted: '#a9c9b5' },
  { top: '#33373d', bottom: '#16181b', accent: '#ff7a59', ink: '#f5f5f2', muted: '#b9bec6' },
  { top: '#e0a83a', bottom: '#b5791e', accent: '#5a2a0c', ink: '#2b1607', muted: '#6b4320' },
  { top: '#0f5f67', bottom: '#083a40', accent: '#f0d8a8', ink: '#f6f1e7', muted: '#9fd0cf' },
  { top: '#4a2a64', bottom: '#24123a', accent: '#9fe2bf', ink: '#f4eefb', muted: '#c7b4de' },
  { top: '#b5523b', bottom: '#7a2e1f', accent: '#fbe3c0', ink: '#fff6ea', muted: '#f0c2a8' },
  { top: '#a9c6de', bottom: '#6f95b8', accent: '#12355b', ink: '#0c2440', muted: '#274a70' },
  { top: '#f3ead7', bottom: '#e2d3b3', accent: '#b3302c', ink: '#1f2a44', muted: '#5a5f6e' },
  { top: '#8a9a5b', bottom: '#56643a', accent: '#f4e7c5', ink: '#1e2412', muted: '#2e3820' },
  { top: '#e8b4b8', bottom: '#c98288', accent: '#5b1a2b', ink: '#3a0e1a', muted: '#6e2a3a' },
  { top: '#1b1b1f', bottom: '#000000', accent: '#f5d547', ink: '#f5f5f5', muted: '#a8a8a8' },
  { top: '#0057b7', bottom: '#003b7a', accent: '#ffd700', ink: '#ffffff', muted: '#bcd4f2' },
  { top: '#0b6e4f', bottom: '#074733', accent: '#d4af37', ink: '#f2f0e6', muted: '#a6d3c1' },
  { top: '#7d7aa8', bottom: '#4b4875', accent: '#ffd6a5', ink: '#fbf8ff', muted: '#d6d3ee' },
];

export const MANGA_PALETTES: readonly Palette[] = [
  { top: '#f6f1e7', bottom: '#e9e0cf', accent: '#d7263d', ink: '#111111', muted: '#444444' },
  { top: '#f4f4f0', bottom: '#dcdcd4', accent: '#1b98e0', ink: '#0d0d0d', muted: '#3b3b3b' },
  { top: '#fff4e0', bottom: '#ffd9a0', accent: '#ff5400', ink: '#1a1a1a', muted: '#4a3520' },
  { top: '#1a1a1a', bottom: '#000000', accent: '#e63946', ink: '#ffffff', muted: '#bbbbbb' },
  { top: '#e8f1f2', bottom: '#b8d3d9', accent: '#13315c', ink: '#0b132b', muted: '#1c2541' },
  { top: '#fdf0f4', bottom: '#f5c6d6', accent: '#8e0045', ink: '#1d0010', muted: '#4c1a33' },
];

export const COMICS_PALETTES: readonly Palette[] = [
  { top: '#e63946', bottom: '#a4161a', accent: '#ffd60a', ink: '#ffffff', muted: '#ffe8a3' },
  { top: '#1d4ed8', bottom: '#1e3a8a', accent: '#facc15', ink: '#ffffff', muted: '#c7d7ff' },
  { top: '#16a34a', bottom: '#14532d', accent: '#fde047', ink: '#ffffff', muted: '#d1fae5' },
  { top: '#7c3aed', bottom: '#4c1d95', accent: '#f97316', ink: '#ffffff', muted: '#e9d5ff' },
  { top: '#f59e0b', bottom: '#b45309', accent: '#111827', ink: '#111827', muted: '#fde68a' },
  { top: '#0f172a', bottom: '#020617', accent: '#ef4444', ink: '#f8fafc', muted: '#94a3b8' },
];

/** Gradient pairs behind avatar initials. */
export const AVATAR_COLORS: readonly [string, string][] = [
  ['#f94144', '#f3722c'],
  ['#277da1', '#4d908e'],
  ['#577590', '#43aa8b'],
  ['#9d4edd', '#5a189a'],
  ['#ef476f', '#ffd166'],
  ['#118ab2', '#06d6a0'],
  ['#e76f51', '#f4a261'],
  ['#2a9d8f', '#264653'],
  ['#6d597a', '#b56576'],
  ['#3a86ff', '#8338ec'],
];

export function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 140;
}
