import { Button, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconUserCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useRevalidator } from 'react-router';
import type { CatalogueRecord } from '#core/schemas/catalogue-admin';
import { useLocale } from '../../components/shell/use-locale';
import { api } from '../../lib/api-client';
import { Anchor, Group, Stack, Text, Title } from '../../components/ui';

/**
 * Who manages an author page: the linked Author account, and the claims waiting for an
 * administrator (spec §4), approved or rejected here through the user administration's calls,
 * which mail the claimant.
 */
export function AuthorAccounts({ record }: { record: CatalogueRecord }) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const { to } = useLocale();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const claims = record.pendingClaims ?? [];

  async function decide(userId: number, userName: string, decision: 'approve' | 'reject') {
    setBusy(`${decision}-${userId}`);
    try {
      await api(`/api/user/admin/${decision}-user-author?userId=${userId}&authorId=${record.id}`, { method: 'PUT' });
      notifications.show({
        color: 'teal',
        message: t(decision === 'approve' ? 'accounts.approved' : 'accounts.rejected', { user: userName }),
      });
      await revalidator.revalidate();
    } catch {
      // The API client showed why.
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="author-accounts-title"
    >
      <Group gap="xs" mb="sm">
        <IconUserCheck size={20} aria-hidden />
        <Title order={2} size="h4" id="author-accounts-title">
          {t('accounts.title')}
        </Title>
      </Group>
      <Text size="sm">
        {record.account ? (
          <Trans
            t={t}
            i18nKey="accounts.linked"
            values={{ name: record.account.userName }}
            components={{ user: <Anchor component={Link} to={to(`/admin/user/${record.account.userId}`)} /> }}
          />
        ) : (
          t('accounts.none')
        )}
      </Text>
      {claims.length > 0 && (
        <Stack gap="sm" mt="md">
          <Text size="sm" fw={600}>
            {t('accounts.claims')}
          </Text>
          {claims.map((claim) => (
            <Paper key={claim.userId} withBorder radius="sm" p="sm" bg="var(--mantine-color-default-hover)">
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  {t('accounts.claimBy', { user: claim.userName })}
                </Text>
                <Text size="xs" c="dimmed">
                  {[claim.email, t('accounts.sent', { date: date.format(new Date(claim.createdAt)) })]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {claim.socialMediaLink && (
                  <Text size="xs">
                    {t('accounts.proof')}:{' '}
                    <Anchor href={claim.socialMediaLink} target="_blank" rel="noreferrer noopener">
                      {claim.socialMediaLink}
                    </Anchor>
                  </Text>
                )}
                <Group gap="xs">
                  <Button
                    size="xs"
                    leftSection={<IconCheck size={14} aria-hidden />}
                    loading={busy === `approve-${claim.userId}`}
                    disabled={busy !== null}
                    onClick={() => void decide(claim.userId, claim.userName, 'approve')}
                  >
                    {t('accounts.approve')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconX size={14} aria-hidden />}
                    loading={busy === `reject-${claim.userId}`}
                    disabled={busy !== null}
                    onClick={() => void decide(claim.userId, claim.userName, 'reject')}
                  >
                    {t('accounts.reject')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
