import { createContext, useContext, type ReactNode } from 'react';
import type { RootData } from '../../root';

export interface Session {
  /** The signed-in caller or null for a visitor. */
  auth: RootData['auth'];
  token: string | null;
  config: RootData['config'];
  language: RootData['language'];
  theme: RootData['theme'];
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ data, children }: { data: RootData; children: ReactNode }) {
  return <SessionContext.Provider value={data}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
