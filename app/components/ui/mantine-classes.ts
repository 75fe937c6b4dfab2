/*
 * The class names Mantine's stylesheet (@mantine/core/styles.css) gives the components the light
 * primitives stand in for, with Mantine's own static names. Written out rather than read from
 * `Text.classes` and the like, which would bundle each component's code for a string; the
 * equivalence test (light-primitives.test.tsx) fails when a Mantine upgrade renames one.
 * The shell's primitives read them here; those for pages only keep theirs in their own file, out
 * of the shell's chunk.
 */
export const MANTINE_CLASSES = {
  text: 'm_b6d8b162 mantine-Text-root',
  group: 'm_4081bf90 mantine-Group-root',
  stack: 'm_6d731127 mantine-Stack-root',
  title: 'm_8a5d1357 mantine-Title-root',
  button: 'm_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
  buttonInner: 'm_80f1301b mantine-Button-inner',
  buttonSection: 'm_a74036a mantine-Button-section',
  buttonLabel: 'm_811560b9 mantine-Button-label',
  buttonLoader: 'm_a25b86ee mantine-Button-loader',
  loader: 'm_b34414df m_5ae2e3c mantine-Loader-root',
  actionIcon: 'm_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root',
  actionIconIcon: 'm_8d3afb97 mantine-ActionIcon-icon',
  anchor: 'm_849cf0da',
  anchorText: 'm_b6d8b162 mantine-Text-root mantine-Anchor-root',
  unstyledButton: 'm_87cf2631 mantine-UnstyledButton-root',
  badge: 'm_347db0ec mantine-Badge-root',
  badgeSection: 'm_91fdda9b mantine-Badge-section',
  badgeLabel: 'm_5add502a mantine-Badge-label',
} as const;
