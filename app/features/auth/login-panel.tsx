import { useState } from 'react';
import { LoginForm } from './login-form';
import { ResetRequest } from './reset-request';

export type LoginMode = 'login' | 'reset';

export interface LoginPanelProps {
  inModal?: boolean;
  redirectTo: string | null;
  onModeChange?: (mode: LoginMode) => void;
}

/** The login form and its reset-password mode, shared by the /login page and the login modal. */
export function LoginPanel({ inModal = false, redirectTo, onModeChange }: LoginPanelProps) {
  const [mode, setMode] = useState<LoginMode>('login');
  const [email, setEmail] = useState('');
  const switchTo = (next: LoginMode) => {
    setMode(next);
    onModeChange?.(next);
  };
  if (mode === 'reset') return <ResetRequest initialEmail={email} onBack={() => switchTo('login')} />;
  return (
    <LoginForm
      inModal={inModal}
      redirectTo={redirectTo}
      onForgotPassword={(typed) => {
        setEmail(typed);
        switchTo('reset');
      }}
    />
  );
}
