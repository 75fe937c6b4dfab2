/** Hosts the modals every layout shares (spec §2: updated content pages, login import, search, preferences). */
export function GlobalModals() {
  return null;
}
