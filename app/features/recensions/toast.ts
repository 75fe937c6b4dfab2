import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';

/** A short confirmation toast whose close button says what it does (axe: every button has a name). */
export function showDone(t: TFunction, message: string) {
  notifications.show({ color: 'teal', message, closeButtonProps: { 'aria-label': t('common:close') } });
}
