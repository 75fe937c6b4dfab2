import { Alert } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import type { ContentPage } from '#core/schemas/content';
import { useLocale } from '../../components/shell/use-locale';
import { ContentArticle } from './content-article';
import { ContentBody } from './content-body';
import { Anchor, Text } from '../../components/ui';

/** The privacy policy or the terms: the active document of its type, as administrators wrote it. */
export function DocumentPage({ document, fallbackTitle }: { document: ContentPage | null; fallbackTitle: string }) {
  const { t } = useTranslation('content');
  const { language, to } = useLocale();
  if (!document)
    return (
      <ContentArticle title={fallbackTitle}>
        <Alert
          variant="light"
          color="gray"
          icon={<IconFileOff size={18} aria-hidden />}
          title={t('document.notPublishedTitle')}
        >
          {t('document.notPublished')}{' '}
          <Anchor component={Link} to={to('/company/contact')} inherit>
            {t('contact.title')}
          </Anchor>
        </Alert>
      </ContentArticle>
    );
  const updated = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(document.updatedAt),
  );
  return (
    <ContentArticle title={document.title}>
      <Text size="sm" c="dimmed">
        {t('document.version', { version: document.version })} · {t('document.updated', { date: updated })}
      </Text>
      <ContentBody body={document.body} />
    </ContentArticle>
  );
}
