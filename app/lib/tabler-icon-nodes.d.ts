// An icon module of @tabler/icons-react also exports the paths it draws (the equivalence test reads them).
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  export const __iconNode: import('./tabler-icon').IconNode;
}
