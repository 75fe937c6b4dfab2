import { IconExternalLink } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../ui/app-link';
import { LogoLink } from '../header/logo-link';
import { DeferredPart } from '../shell/deferred-part';
import { useLocale } from '../shell/use-locale';
import { AppBadges, SocialLinks } from './footer-extras';
import { COMMUNITY_CHAT_URL, footerColumns } from './footer-links';
import classes from './footer.module.css';
import { Anchor, Group, Stack, Text } from '../ui';

/** The footer's two form fields: their code comes late in the browser, at once on the server. */
export interface FooterFields {
  NewsletterForm: ComponentType;
  FooterLanguageSelect: ComponentType;
}

/**
 * What the footer holds: every link of spec §2, newsletter, apps, language, social. It may read only
 * the page's language and whether a reader is signed in: the server writes it from markup kept for
 * those two (kept-footer.tsx).
 */
export function FooterContent({ fields: { NewsletterForm, FooterLanguageSelect } }: { fields: FooterFields }) {
  const { t } = useTranslation('layout');
  const { to } = useLocale();
  return (
    <div className="page-container">
      <div className={classes.columns}>
        <Stack gap="sm" className={classes.wideColumn}>
          <LogoLink />
          <Text size="sm" c="dimmed">
            {t('footer.tagline')}
          </Text>
          <Anchor href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener" size="sm" fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              {t('footer.communityChat')}
              <IconExternalLink size={14} aria-label={t('footer.opensInNewTab')} />
            </Group>
          </Anchor>
          <SocialLinks />
        </Stack>
        {footerColumns.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
            <Text id={`footer-${column.key}`} fw={700} mb="xs">
              {t(`footer.columns.${column.key}`)}
            </Text>
            <ul className={classes.list}>
              {column.links.map((link) => (
                <li key={link.key}>
                  <AppLink to={to(link.path)} className={classes.link}>
                    {t(`footer.links.${link.key}`)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <Stack gap="lg" className={`${classes.wideColumn} ${classes.doubleColumn}`}>
          <DeferredPart>
            <NewsletterForm />
          </DeferredPart>
          <AppBadges />
        </Stack>
      </div>
      <hr className={classes.divider} />
      <Group justify="space-between" align="flex-end" gap="md">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} {t('common:appName')}. {t('footer.rights')}
        </Text>
        <DeferredPart>
          <FooterLanguageSelect />
        </DeferredPart>
      </Group>
    </div>
  );
}
