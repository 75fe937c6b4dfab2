import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { isUserName } from '#core/validation/text';
import { api, isAbort } from '../../lib/api-client';

export type UsernameAvailability = 'unknown' | 'checking' | 'available' | 'taken';

const DEBOUNCE_MS = 400;

/** Asks the server whether a well-formed username is free, once typing pauses. */
export function useUsernameAvailability(userName: string): UsernameAvailability {
  const [debounced] = useDebouncedValue(userName.trim(), DEBOUNCE_MS);
  const [state, setState] = useState<{ name: string; result: UsernameAvailability }>({ name: '', result: 'unknown' });

  useEffect(() => {
    if (!isUserName(debounced)) return;
    const controller = new AbortController();
    setState({ name: debounced, result: 'checking' });
    api<{ available: boolean }>(`/api/auth/check/username?username=${encodeURIComponent(debounced)}`, {
      signal: controller.signal,
      toast: false,
    }).then(
      ({ available }) => setState({ name: debounced, result: available ? 'available' : 'taken' }),
      (error: unknown) => {
        if (!isAbort(error)) setState({ name: debounced, result: 'unknown' });
      },
    );
    return () => controller.abort();
  }, [debounced]);

  return state.name === userName.trim() && isUserName(state.name) ? state.result : 'unknown';
}
