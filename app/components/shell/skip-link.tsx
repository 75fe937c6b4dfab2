import { useTranslation } from '../../i18n/use-translation';
import classes from './shell.module.css';

/** The first focusable element of every page: jumps over the menus to the content. */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a className={classes.skipLink} href="#main">
      {t('skipToContent')}
    </a>
  );
}
