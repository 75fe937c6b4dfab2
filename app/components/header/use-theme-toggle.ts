import { useMantineColorScheme } from '@mantine/core';
import { saveTheme } from '../../features/account/apply-preferences';
import { useSession } from '../../features/session/session-context';

/** Light ⇄ dark at once; a signed-in user's choice is also saved on the server (spec §4). */
export function useThemeToggle() {
  const { auth } = useSession();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return () => {
    const next = colorScheme === 'dark' ? 'light' : 'dark';
    setColorScheme(next);
    void saveTheme(next, auth !== null).catch(() => undefined);
  };
}
