import type { ReactNode } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { usePreLoginAction } from '../auth/pre-login-action';
import { READING_WRITE_ACTION } from './reading-replay';
import { Button } from '../../components/ui';

/**
 * A link to a writing form (recension, quote). A visitor's click opens the login pop-up instead,
 * and after sign-in the page goes on to the form (spec §4 pre-login action).
 */
export function WriteButton({
  to,
  icon,
  children,
  loginTitle,
  variant = 'filled',
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  loginTitle: string;
  variant?: 'filled' | 'light' | 'default';
}) {
  const { runProtected, signedIn } = usePreLoginAction();
  return (
    <Button
      component={AppLink}
      to={to}
      variant={variant}
      leftSection={icon}
      onClick={(event) => {
        if (signedIn) return;
        event.preventDefault();
        void runProtected({ type: READING_WRITE_ACTION, payload: { path: to } }, () => undefined, {
          title: loginTitle,
        });
      }}
    >
      {children}
    </Button>
  );
}
