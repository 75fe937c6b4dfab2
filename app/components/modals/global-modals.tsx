import { LoginModalHost } from '../../features/auth/login-modal';
import { PreLoginActionReplayer } from '../../features/auth/pre-login-action';
import { GlobalSearchHost } from '../../features/search/global-search-host';

/** Hosts the modals every layout shares (spec §2: updated content pages, login import, search, preferences). */
export function GlobalModals() {
  return (
    <>
      <LoginModalHost />
      <PreLoginActionReplayer />
      <GlobalSearchHost />
    </>
  );
}
