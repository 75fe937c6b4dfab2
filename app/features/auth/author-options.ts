import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { RegistrationOption } from '#core/schemas/auth';
import { api, isAbort } from '../../lib/api-client';

/** Author pages matching the typed text, for the author sign-up's first step. */
export function useRegistrationOptions(search: string) {
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [options, setOptions] = useState<RegistrationOption[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const query = debounced ? `?search=${encodeURIComponent(debounced)}` : '';
    api<RegistrationOption[]>(`/api/author/registration-options${query}`, { signal: controller.signal })
      .then(setOptions, (error: unknown) => {
        if (!isAbort(error)) setOptions([]);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [debounced]);
  return { options, loading };
}
