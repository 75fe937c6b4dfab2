import { createContext, useContext, type ReactNode } from 'react';
import type { AppLoadContext } from 'react-router';
import type { Language } from '#core/locale';
import type { ThemeChoice } from '../../lib/theme';

/** What the root loader hands every page about the caller (root.tsx builds it). */
export interface Session {
  /** The signed-in caller or null for a visitor. */
  auth: Pick<NonNullable<AppLoadContext['auth']>, 'userId' | 'role' | 'isAdmin'> | null;
  token: string | null;
  config: AppLoadContext['publicConfig'];
  language: Language;
  theme: ThemeChoice;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ data, children }: { data: Session; children: ReactNode }) {
  return <SessionContext.Provider value={data}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
