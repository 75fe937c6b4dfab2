import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { openGlobalSearch } from '../../features/search/search-events';
import classes from './header.module.css';
import { ActionIcon, UnstyledButton } from '../ui';

const openSearch = () => openGlobalSearch();

/** Opens the global search modal: a wide field-like button on large screens, an icon on small ones. */
export function SearchButton() {
  const { t } = useTranslation('layout');
  return (
    <>
      <UnstyledButton className={classes.searchButton} onClick={openSearch} visibleFrom="sm" aria-haspopup="dialog">
        <IconSearch size={16} aria-hidden />
        <span>{t('search.placeholder')}</span>
      </UnstyledButton>
      <ActionIcon
        variant="default"
        size="lg"
        hiddenFrom="sm"
        aria-label={t('search.open')}
        aria-haspopup="dialog"
        onClick={openSearch}
      >
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
