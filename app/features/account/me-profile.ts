import { useCallback, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import type { MeProfile } from '#core/schemas/users';
import { api } from '../../lib/api-client';

export interface MeProfileContext {
  /** Null while loading or when loading failed. */
  profile: MeProfile | null;
  failed: boolean;
  update: (changes: Partial<MeProfile>) => void;
  reload: () => Promise<void>;
}

/** GET /api/user/me for the settings pages; children read it through the outlet context. */
export function useMeProfileState(initial: MeProfile | null): MeProfileContext {
  const [profile, setProfile] = useState<MeProfile | null>(initial);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      setProfile(await api<MeProfile>('/api/user/me'));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    if (!initial) void reload();
  }, [initial, reload]);
  const update = useCallback(
    (changes: Partial<MeProfile>) => setProfile((current) => (current ? { ...current, ...changes } : current)),
    [],
  );
  return { profile, failed, update, reload };
}

export const useMeProfile = () => useOutletContext<MeProfileContext>();
