import { Avatar, Badge, List, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { enumValues, UserRole } from '#core/enums';
import { adminUpdateBodySchema, type AdminUserDetails } from '#core/schemas/users';
import { useLocale } from '../../components/shell/use-locale';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { AdminFormFrame } from '../admin/admin-form-frame';
import { AuditHistoryTimeline } from '../admin/audit-history';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { OptionsSelect } from '../admin/options-select';
import { useUnsavedChangesGuard } from '../admin/unsaved-changes';
import { UserClaims } from './user-claims';
import type { UserEditData } from './users.server';
import { Anchor, Button, Group, Stack, Text, Title } from '../../components/ui';

interface UserFormValues {
  userName: string;
  name: string;
  fullName: string;
  statusText: string;
  role: number;
  isAdmin: boolean;
  authorId: number | null;
  emailVerified: boolean;
}

const valuesOf = (user: AdminUserDetails): UserFormValues => ({
  userName: user.userName,
  name: user.name ?? '',
  fullName: user.fullName ?? '',
  statusText: user.statusText ?? '',
  role: user.role,
  isAdmin: user.isAdmin,
  authorId: user.authorId,
  emailVerified: user.emailVerified,
});

const formSchema = adminUpdateBodySchema.omit({ id: true });

/** A user in the administration: account fields, rights, author page and claims, block, delete, history. */
export function UserEditPage({ data }: { data: UserEditData }) {
  return <UserEditForm key={data.user.id} data={data} />;
}

function UserEditForm({ data }: { data: UserEditData }) {
  const { user, self } = data;
  const { t } = useTranslation('admin-site');
  const { t: tAdmin } = useTranslation('admin');
  const { t: tAny } = useTranslation();
  const { to, language } = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useForm<UserFormValues>({ initialValues: valuesOf(user), validate: validateWith(formSchema, tAny) });
  const guard = useUnsavedChangesGuard(form.isDirty());
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const listPath = to('/admin/users');
  const blocked = Boolean(user.blockedAt);
  const formatDate = (value: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));

  async function save(values: UserFormValues) {
    setFormError(null);
    try {
      const saved = await api<AdminUserDetails>('/api/user/admin/update', {
        method: 'PUT',
        body: {
          id: user.id,
          userName: values.userName,
          name: values.name,
          fullName: values.fullName,
          statusText: values.statusText,
          role: values.role,
          isAdmin: values.isAdmin,
          authorId: values.role === UserRole.Author ? values.authorId : null,
          emailVerified: values.emailVerified,
        },
        toast: false,
      });
      const fresh = valuesOf(saved);
      form.setInitialValues(fresh);
      form.setValues(fresh);
      form.resetDirty(fresh);
      notifications.show({ color: 'teal', message: tAdmin('form.saved') });
      await revalidator.revalidate();
    } catch (error) {
      if (showServerErrors(form as never, error).length === 0) setFormError((error as Error).message);
    }
  }

  async function changeBlock() {
    setBlocking(true);
    try {
      await api(`/api/user/admin/${user.id}/${blocked ? 'unblock' : 'block'}`, { method: 'PUT', body: {} });
      notifications.show({
        color: 'teal',
        message: t(blocked ? 'users.block.unblocked' : 'users.block.blocked', { name: user.userName }),
      });
      setConfirmingBlock(false);
      await revalidator.revalidate();
    } finally {
      setBlocking(false);
    }
  }

  const { content } = user;
  const deletionMessage = (
    <Stack gap={6}>
      <Text size="sm">{t('users.deletion.intro', { name: user.userName })}</Text>
      <List size="sm" spacing={2}>
        {(['recensions', 'quotes', 'comments', 'shelvedBooks', 'friends'] as const)
          .filter((key) => content[key] > 0)
          .map((key) => (
            <List.Item key={key}>{t(`users.deletion.${key}`, { count: content[key] })}</List.Item>
          ))}
        <List.Item>{t('users.deletion.likes')}</List.Item>
      </List>
      {(content.messages > 0 || content.ownedBooks > 0) && (
        <>
          <Text size="sm">{t('users.deletion.kept')}</Text>
          <List size="sm" spacing={2}>
            {(['messages', 'ownedBooks'] as const)
              .filter((key) => content[key] > 0)
              .map((key) => (
                <List.Item key={key}>{t(`users.deletion.${key}`, { count: content[key] })}</List.Item>
              ))}
          </List>
        </>
      )}
    </Stack>
  );

  const fieldLabel = (field: string) => t(`users.history.${field}`, { defaultValue: field });
  const rightsLocked = self && (user.isAdmin || user.role === UserRole.Admin);

  const aside = (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={user.imageUrl ?? undefined} alt="" size={56} radius="xl">
          {user.userName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate>
            {user.fullName || user.userName}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {user.email}
          </Text>
        </Stack>
      </Group>
      <Stack gap={4}>
        <Text size="sm">{t('users.facts.joined', { date: formatDate(user.createdAt) })}</Text>
        <Text size="sm">
          {user.lastLoginAt
            ? t('users.facts.lastLogin', { date: formatDate(user.lastLoginAt) })
            : t('users.facts.neverSignedIn')}
        </Text>
        <Text size="sm">
          {t('users.facts.language', { language: t(`categories.language.${user.language === 'uk' ? 'uk' : 'en'}`) })}
        </Text>
        <Anchor component={Link} to={to(`/user/${encodeURIComponent(user.userName)}`)} size="sm" target="_blank">
          <Group gap={4} component="span" wrap="nowrap">
            {t('users.facts.profile')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('users.block.title')}
        </Title>
        {blocked ? (
          <Badge color="red" variant="light" radius="sm" w="fit-content">
            {t('users.facts.blockedSince', { date: formatDate(user.blockedAt!) })}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('users.block.blockHint')}
          </Text>
        )}
        {self ? (
          <Text size="sm" c="dimmed">
            {t('users.block.self')}
          </Text>
        ) : (
          <Button
            variant={blocked ? 'default' : 'light'}
            color={blocked ? undefined : 'red'}
            leftSection={blocked ? <IconLockOpen size={16} aria-hidden /> : <IconLock size={16} aria-hidden />}
            onClick={() => setConfirmingBlock(true)}
          >
            {t(blocked ? 'users.block.unblock' : 'users.block.block')}
          </Button>
        )}
      </Stack>
    </Stack>
  );

  return (
    <>
      <AdminFormFrame
        title={user.userName}
        description={user.email}
        back={{ to: listPath, label: t('users.back') }}
        onSubmit={form.onSubmit(save)}
        submitting={form.submitting}
        dirty={form.isDirty()}
        guard={guard}
        onCancel={() => {
          form.reset();
          setFormError(null);
        }}
        isNew={false}
        deletion={{
          message: deletionMessage,
          refusal: self ? t('users.deletion.self') : undefined,
          onConfirm: async () => {
            await api(`/api/user/admin/${user.id}`, { method: 'DELETE' });
            notifications.show({ color: 'teal', message: tAdmin('form.deleted') });
            guard.allowNextNavigation();
            navigate(listPath);
          },
        }}
        formError={formError}
        aside={aside}
        after={
          <>
            <UserClaims user={user} />
            <AuditHistoryTimeline history={data.history} fieldLabel={fieldLabel} />
          </>
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('users.fields.userName')}
            withAsterisk
            maxLength={32}
            {...form.getInputProps('userName')}
          />
          <TextInput label={t('users.fields.statusText')} maxLength={200} {...form.getInputProps('statusText')} />
          <TextInput label={t('users.fields.name')} maxLength={200} {...form.getInputProps('name')} />
          <TextInput label={t('users.fields.fullName')} maxLength={200} {...form.getInputProps('fullName')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('users.fields.role')}
            allowDeselect={false}
            disabled={rightsLocked && user.role === UserRole.Admin}
            data={enumValues(UserRole).map((role) => ({ value: String(role), label: t(`users.role.${role}`) }))}
            value={String(form.values.role)}
            onChange={(value) => form.setFieldValue('role', Number(value))}
            error={form.errors.role}
          />
          {form.values.role === UserRole.Author && (
            <OptionsSelect
              url="/api/author/admin/options"
              remoteSearch
              known={user.authorId && user.authorName ? [{ value: user.authorId, text: user.authorName }] : []}
              label={t('users.fields.author')}
              description={t('users.fields.authorHint')}
              value={form.values.authorId}
              onChange={(value) => form.setFieldValue('authorId', value)}
              error={form.errors.authorId}
              clearable
            />
          )}
        </SimpleGrid>
        <Switch
          label={t('users.fields.isAdmin')}
          description={rightsLocked ? t('users.fields.ownRights') : t('users.fields.isAdminHint')}
          disabled={rightsLocked}
          {...form.getInputProps('isAdmin', { type: 'checkbox' })}
        />
        <Switch
          label={t('users.fields.emailVerified')}
          {...form.getInputProps('emailVerified', { type: 'checkbox' })}
        />
      </AdminFormFrame>
      <ConfirmDialog
        opened={confirmingBlock}
        title={t(blocked ? 'users.block.confirmUnblock' : 'users.block.confirmBlock', { name: user.userName })}
        message={t(blocked ? 'users.block.confirmUnblockText' : 'users.block.confirmBlockText', {
          name: user.userName,
        })}
        confirmColor={blocked ? undefined : 'red'}
        busy={blocking}
        onConfirm={() => void changeBlock()}
        onCancel={() => setConfirmingBlock(false)}
      />
    </>
  );
}
