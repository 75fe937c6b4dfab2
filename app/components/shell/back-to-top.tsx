import { Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { BACK_TO_TOP_PX } from '#core/constants';
import classes from './shell.module.css';
import { useScrolledPast } from './use-scroll';
import { ActionIcon } from '../ui';

/** Appears after 400 px of scroll (spec §9). */
export function BackToTop() {
  const { t } = useTranslation('layout');
  const visible = useScrolledPast(BACK_TO_TOP_PX);
  return (
    <Transition mounted={visible} transition="slide-up" duration={200}>
      {(styles) => (
        <ActionIcon
          className={classes.backToTop}
          style={styles}
          size={44}
          radius="xl"
          variant="filled"
          aria-label={t('backToTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <IconArrowUp size={22} aria-hidden />
        </ActionIcon>
      )}
    </Transition>
  );
}
