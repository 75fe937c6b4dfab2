import { Badge, Button, Loader, Modal, Paper, Table, Typography } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ContentPageVersion, ContentPageVersionList } from '#core/schemas/content';
import { useLocale } from '../../components/shell/use-locale';
import { api } from '../../lib/api-client';
import { DateCell } from '../admin/admin-cells';
import classes from './admin-site.module.css';
import { Stack, Text, Title } from '../../components/ui';

/** The published versions of a page, newest first; each can be read again as readers saw it. */
export function ContentVersions({ pageId, versions }: { pageId: number; versions: ContentPageVersionList }) {
  const { t } = useTranslation('admin-site');
  const { language } = useLocale();
  const [shown, setShown] = useState<ContentPageVersion | null>(null);
  const [loading, setLoading] = useState<number | null>(null);

  const open = async (version: number) => {
    setLoading(version);
    try {
      setShown(await api<ContentPageVersion>(`/api/content/admin/${pageId}/versions/${version}`));
    } finally {
      setLoading(null);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="content-versions">
      <Stack gap="sm">
        <Title order={2} size="h4" id="content-versions">
          {t('content.versions.title')}
        </Title>
        {versions.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('content.versions.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('content.versions.version')}</Table.Th>
                  <Table.Th>{t('content.columns.title')}</Table.Th>
                  <Table.Th>{t('content.versions.published')}</Table.Th>
                  <Table.Th>{t('content.versions.acknowledgement')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {versions.items.map((version) => (
                  <Table.Tr key={version.version}>
                    <Table.Td>{t('content.versionShort', { version: version.version })}</Table.Td>
                    <Table.Td>{language === 'uk' ? version.titleUk || version.titleEn : version.titleEn}</Table.Td>
                    <Table.Td>
                      <DateCell value={version.publishedAt} />
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={version.requiresAcknowledgement ? 'orange' : 'gray'} radius="sm">
                        {t(
                          version.requiresAcknowledgement
                            ? 'content.versions.required'
                            : 'content.versions.notRequired',
                        )}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconEye size={14} aria-hidden />}
                        loading={loading === version.version}
                        aria-label={t('content.versions.view', { version: version.version })}
                        onClick={() => void open(version.version)}
                      >
                        {t('content.versionShort', { version: version.version })}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        size="xl"
        title={shown ? t('content.versions.viewTitle', { version: shown.version, title: shown.titleEn }) : ''}
      >
        {shown && (
          <Stack gap="lg" className={classes.versionBody}>
            {(['en', 'uk'] as const).map((bodyLanguage) => {
              const body = bodyLanguage === 'en' ? shown.bodyEn : shown.bodyUk;
              const heading = bodyLanguage === 'en' ? shown.titleEn : shown.titleUk;
              return (
                <section key={bodyLanguage} lang={bodyLanguage}>
                  <Title order={3} size="h5" mb="xs">
                    {heading || t(`content.editor.${bodyLanguage}`)}
                  </Title>
                  {/* Stored sanitized by the server, as readers were shown it. */}
                  <Typography dangerouslySetInnerHTML={{ __html: body }} />
                </section>
              );
            })}
          </Stack>
        )}
        {!shown && loading !== null && <Loader size="sm" aria-label={t('content.versions.loading')} />}
      </Modal>
    </Paper>
  );
}
