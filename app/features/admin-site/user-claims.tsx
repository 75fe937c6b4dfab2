import { Badge, Paper, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useRevalidator } from 'react-router';
import { BookRequestStatus } from '#core/enums';
import type { AdminUserDetails, AuthorClaim } from '#core/schemas/users';
import { useLocale } from '../../components/shell/use-locale';
import { api } from '../../lib/api-client';
import { DateCell } from '../admin/admin-cells';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { Anchor, Button, Group, Stack, Text, Title } from '../../components/ui';

const statusColor: Record<number, string> = {
  [BookRequestStatus.Pending]: 'orange',
  [BookRequestStatus.Approved]: 'teal',
  [BookRequestStatus.Rejected]: 'gray',
};

/** The user's author claims; a pending one is approved or rejected here (the user is told by email). */
export function UserClaims({ user }: { user: AdminUserDetails }) {
  const { t } = useTranslation('admin-site');
  const { to } = useLocale();
  const revalidator = useRevalidator();
  const [deciding, setDeciding] = useState<{ claim: AuthorClaim; approve: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async () => {
    if (!deciding) return;
    setBusy(true);
    try {
      const query = new URLSearchParams({ userId: String(user.id), authorId: String(deciding.claim.authorId) });
      await api(`/api/user/admin/${deciding.approve ? 'approve' : 'reject'}-user-author?${query}`, {
        method: 'PUT',
        body: {},
      });
      notifications.show({
        color: 'teal',
        message: t(deciding.approve ? 'users.claims.approved' : 'users.claims.rejected'),
      });
      setDeciding(null);
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="user-claims">
      <Stack gap="sm">
        <Title order={2} size="h4" id="user-claims">
          {t('users.claims.title')}
        </Title>
        {user.claims.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('users.claims.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.claims.author')}</Table.Th>
                  <Table.Th>{t('users.claims.link')}</Table.Th>
                  <Table.Th>{t('users.claims.date')}</Table.Th>
                  <Table.Th>{t('users.claims.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {user.claims.map((claim) => (
                  <Table.Tr key={claim.id}>
                    <Table.Td>
                      <Anchor component={Link} to={to(`/author/${encodeURIComponent(claim.authorUrlName)}`)} size="sm">
                        {claim.authorName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {claim.socialMediaLink ? (
                        <Anchor
                          href={claim.socialMediaLink}
                          target="_blank"
                          rel="noopener noreferrer nofollow"
                          size="sm"
                        >
                          {claim.socialMediaLink}
                        </Anchor>
                      ) : (
                        <Text span size="sm" c="dimmed">
                          {t('users.claims.noLink')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <DateCell value={claim.createdAt} />
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" radius="sm" color={statusColor[claim.status]}>
                        {t(`users.claims.statusName.${claim.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {claim.status === BookRequestStatus.Pending && (
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconCheck size={14} aria-hidden />}
                            onClick={() => setDeciding({ claim, approve: true })}
                          >
                            {t('users.claims.approve')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            leftSection={<IconX size={14} aria-hidden />}
                            onClick={() => setDeciding({ claim, approve: false })}
                          >
                            {t('users.claims.reject')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmDialog
        opened={deciding !== null}
        title={
          deciding
            ? t(deciding.approve ? 'users.claims.confirmApprove' : 'users.claims.confirmReject', {
                author: deciding.claim.authorName,
              })
            : ''
        }
        message={
          deciding
            ? t(deciding.approve ? 'users.claims.confirmApproveText' : 'users.claims.confirmRejectText', {
                name: user.userName,
              })
            : ''
        }
        confirmColor={deciding?.approve ? undefined : 'red'}
        busy={busy}
        onConfirm={() => void decide()}
        onCancel={() => setDeciding(null)}
      />
    </Paper>
  );
}
