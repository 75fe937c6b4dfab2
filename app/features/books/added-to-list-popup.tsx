import { CloseButton, Paper, ThemeIcon } from '@mantine/core';
import { IconBookmarkFilled } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import { EVENT_POPUP_MS } from '#core/constants';
import type { BookStatus } from '#core/enums';
import { useLocale } from '../../components/shell/use-locale';
import { shelfPath } from './shelf-paths';
import classes from './book-status.module.css';
import { Anchor, Group, Text } from '../../components/ui';

/** The added-to-list pop-up (spec §4): which shelf the book is on now, with a way there; gone after 5 s. */
export default function AddedToListPopup({
  title,
  status,
  onClose,
}: {
  title: string;
  status: BookStatus;
  onClose: () => void;
}) {
  const { t } = useTranslation('profiles');
  const { to } = useLocale();
  const shelf = t(`statusModal.option.${status}.label`);
  useEffect(() => {
    const timer = setTimeout(onClose, EVENT_POPUP_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <Paper
      className={classes.popup}
      shadow="lg"
      withBorder
      p="md"
      radius="md"
      role="status"
      aria-label={t('addedPopup.label')}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" size={36} radius="xl" aria-hidden>
          <IconBookmarkFilled size={18} />
        </ThemeIcon>
        <div className={classes.optionText}>
          <Text fw={700}>{t('addedPopup.title')}</Text>
          <Text size="sm">{t('addedPopup.text', { title, shelf })}</Text>
          <Anchor component={AppLink} to={to(shelfPath(status))} size="sm" onClick={onClose}>
            {t('addedPopup.open', { shelf })}
          </Anchor>
        </div>
        <CloseButton size="sm" aria-label={t('addedPopup.close')} onClick={onClose} />
      </Group>
    </Paper>
  );
}
