import { NavLink, ScrollArea } from '@mantine/core';
import {
  IconBook,
  IconBooks,
  IconCategory,
  IconFileText,
  IconFileImport,
  IconHash,
  IconLanguage,
  IconLibrary,
  IconMail,
  IconMessage2,
  IconPalette,
  IconQuote,
  IconStack2,
  IconTags,
  IconUsers,
  IconUserEdit,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useRouteName } from '../../lib/route-name';
import { useLocale } from '../shell/use-locale';
import { adminEntries, isAdminEntryActive } from './admin-entries';

const icons: Record<string, Icon> = {
  books: IconBook,
  authors: IconUserEdit,
  genres: IconCategory,
  tags: IconHash,
  translators: IconLanguage,
  illustrators: IconPalette,
  publishers: IconLibrary,
  compilations: IconBooks,
  series: IconStack2,
  recensions: IconMessage2,
  users: IconUsers,
  imports: IconFileImport,
  quotes: IconQuote,
  categories: IconTags,
  contentPages: IconFileText,
  contactMessages: IconMail,
};

/** The administration sidebar (spec §2); `onNavigate` closes the drawer on small screens. */
export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const { to } = useLocale();
  const routeName = useRouteName();
  return (
    <ScrollArea type="auto" style={{ flex: 1, minHeight: 0 }}>
      <nav aria-label={t('admin.navLabel')}>
        {adminEntries.map((entry) => {
          const EntryIcon = icons[entry.key];
          const active = isAdminEntryActive(entry, routeName);
          return (
            <NavLink
              key={entry.key}
              component={Link}
              to={to(entry.path)}
              label={t(`admin.entries.${entry.key}`)}
              leftSection={<EntryIcon size={18} stroke={1.6} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
            />
          );
        })}
      </nav>
    </ScrollArea>
  );
}
