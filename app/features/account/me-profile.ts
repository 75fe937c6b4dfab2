import { useCallback, useState } from 'react';
import { useOutletContext } from 'react-router';
import type { MeProfile } from '#core/schemas/users';

export interface MeProfileContext {
  profile: MeProfile;
  /** A section saved: the others see the change without reading the profile again. */
  update: (changes: Partial<MeProfile>) => void;
}

/** The profile the settings layout read (GET me in-process); children reach it through the outlet context. */
export function useMeProfileState(initial: MeProfile): MeProfileContext {
  const [profile, setProfile] = useState(initial);
  const update = useCallback(
    (changes: Partial<MeProfile>) => setProfile((current) => ({ ...current, ...changes })),
    [],
  );
  return { profile, update };
}

export const useMeProfile = () => useOutletContext<MeProfileContext>();
