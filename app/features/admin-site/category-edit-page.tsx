import { Checkbox, NumberInput, SegmentedControl, Select, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useRevalidator } from 'react-router';
import { CategoryType, enumValues } from '#core/enums';
import {
  categoryAddBody,
  categoryUpdateBody,
  type CategoryActivity,
  type CategoryDetails,
  type CategoryMember,
} from '#core/schemas/categories';
import { useLocale } from '../../components/shell/use-locale';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { AdminFormFrame } from '../admin/admin-form-frame';
import { AuditHistoryTimeline } from '../admin/audit-history';
import { BilingualTextFields } from '../admin/bilingual-fields';
import { useUnsavedChangesGuard } from '../admin/unsaved-changes';
import type { CategoryEditData } from './categories.server';
import { CategoryMembers } from './category-members';
import { categoryEditPath, categoryTitle } from './category-paths';
import { Stack, Text } from '../../components/ui';

interface CategoryFormValues {
  type: number;
  language: 'en' | 'uk';
  titleEn: string;
  titleUk: string;
  position: number;
  active: boolean;
}

const valuesOf = (category: CategoryDetails | null): CategoryFormValues => ({
  type: category?.type ?? CategoryType.New,
  language: category?.language ?? 'en',
  titleEn: category?.titleEn ?? '',
  titleUk: category?.titleUk ?? '',
  position: category?.position ?? 0,
  active: category?.active ?? false,
});

const sameOrder = (a: CategoryMember[], b: CategoryMember[]) =>
  a.length === b.length && a.every((member, index) => member.id === b[index]!.id);

/** A book or author category: its fields, its members in order, its history; a new one becomes its edit page once saved. */
export function CategoryEditPage({ data }: { data: CategoryEditData }) {
  return <CategoryEditForm key={data.category?.id ?? 'new'} data={data} />;
}

function CategoryEditForm({ data }: { data: CategoryEditData }) {
  const { kind, category } = data;
  const { t } = useTranslation('admin-site');
  const { t: tAdmin } = useTranslation('admin');
  const { t: tAny } = useTranslation();
  const { to, language } = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const id = category?.id ?? null;
  const form = useForm<CategoryFormValues>({
    initialValues: valuesOf(category),
    validate: validateWith(
      id === null ? categoryAddBody.omit({ kind: true }) : categoryUpdateBody.omit({ id: true }),
      tAny,
    ),
  });
  const [savedMembers, setSavedMembers] = useState<CategoryMember[]>(category?.members ?? []);
  const [members, setMembers] = useState<CategoryMember[]>(category?.members ?? []);
  const membersChanged = !sameOrder(members, savedMembers);
  const dirty = form.isDirty() || membersChanged;
  const guard = useUnsavedChangesGuard(dirty);
  const [formError, setFormError] = useState<string | null>(null);
  const [activityBusy, setActivityBusy] = useState(false);

  const typeName = t(`categories.type.${form.values.type}`);
  const title = category
    ? categoryTitle(category, language)
    : t(kind === 'book' ? 'titles.newBookCategory' : 'titles.newAuthorCategory');
  const listPath = to(`/admin/categories${kind === 'author' ? '?kind=author' : ''}`);

  async function saveMembers(categoryId: number) {
    const saved = await api<CategoryDetails>(`/api/category/admin/${categoryId}/items`, {
      method: 'PUT',
      body: { ids: members.map((member) => member.id) },
    });
    setSavedMembers(saved.members);
    setMembers(saved.members);
  }

  async function save(values: CategoryFormValues) {
    setFormError(null);
    try {
      if (id === null) {
        const created = await api<CategoryDetails>('/api/category/admin/add', {
          method: 'POST',
          body: { kind, ...values },
          toast: false,
        });
        if (members.length) await saveMembers(created.id);
        notifications.show({ color: 'teal', message: tAdmin('form.created') });
        guard.allowNextNavigation();
        navigate(to(categoryEditPath(created)), { replace: true });
        return;
      }
      if (form.isDirty()) {
        const saved = await api<CategoryDetails>('/api/category/admin/update', {
          method: 'PUT',
          body: {
            id,
            type: values.type,
            language: values.language,
            titleEn: values.titleEn,
            titleUk: values.titleUk,
            position: values.position,
          },
          toast: false,
        });
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        form.resetDirty(valuesOf(saved));
      }
      if (membersChanged) await saveMembers(id);
      notifications.show({ color: 'teal', message: tAdmin('form.saved') });
      await revalidator.revalidate();
    } catch (error) {
      if (showServerErrors(form as never, error).length === 0) setFormError((error as Error).message);
    }
  }

  async function activate() {
    if (!category) return;
    setActivityBusy(true);
    try {
      const answer = await api<CategoryActivity>(`/api/category/admin/${category.id}/activity`, {
        method: 'PUT',
        body: { active: true },
      });
      notifications.show({
        color: 'teal',
        message: t(answer.replacedId ? 'categories.activated' : 'categories.activatedAlone'),
      });
      await revalidator.revalidate();
    } finally {
      setActivityBusy(false);
    }
  }

  const fieldLabel = (field: string) => {
    if (field === 'titleEn' || field === 'titleUk')
      return tAdmin(`form.inLanguage.${field === 'titleEn' ? 'en' : 'uk'}`, { field: t('categories.fields.title') });
    return t(`categories.history.${field}`, { defaultValue: field });
  };

  return (
    <AdminFormFrame
      title={title}
      description={
        category
          ? `${t(`categories.kind.${kind}`)} · ${t(`categories.type.${category.type}`)} · ${t(`categories.language.${category.language}`)}`
          : undefined
      }
      back={{ to: listPath, label: t('categories.back') }}
      onSubmit={form.onSubmit(save)}
      submitting={form.submitting}
      dirty={dirty}
      guard={guard}
      onCancel={() => {
        form.reset();
        setMembers(savedMembers);
        setFormError(null);
      }}
      isNew={id === null}
      active={
        category
          ? {
              checked: category.active,
              onChange: (next) => void (next && activate()),
              busy: activityBusy || category.active,
            }
          : undefined
      }
      deletion={
        category
          ? {
              message: t('categories.deletion.message', { count: category.itemsCount }),
              onConfirm: async () => {
                await api(`/api/category/admin/${category.id}`, { method: 'DELETE' });
                notifications.show({ color: 'teal', message: tAdmin('form.deleted') });
                guard.allowNextNavigation();
                navigate(listPath);
              },
            }
          : undefined
      }
      formError={formError}
      aside={
        category?.active ? (
          <Text size="sm">{t('categories.activeLocked', { type: t(`categories.type.${category.type}`) })}</Text>
        ) : undefined
      }
      after={
        <>
          <CategoryMembers kind={kind} members={members} onChange={setMembers} />
          {data.history && <AuditHistoryTimeline history={data.history} fieldLabel={fieldLabel} />}
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('categories.fields.type')}
          withAsterisk
          allowDeselect={false}
          data={enumValues(CategoryType).map((type) => ({ value: String(type), label: t(`categories.type.${type}`) }))}
          value={String(form.values.type)}
          onChange={(value) => form.setFieldValue('type', Number(value))}
          error={form.errors.type}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="category-language">
            {t('categories.fields.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="category-language"
            data={(['en', 'uk'] as const).map((value) => ({ value, label: t(`categories.language.${value}`) }))}
            {...form.getInputProps('language')}
          />
        </Stack>
      </SimpleGrid>
      <BilingualTextFields
        form={form}
        en="titleEn"
        uk="titleUk"
        label={t('categories.fields.title')}
        required
        maxLength={120}
      />
      <NumberInput
        label={t('categories.fields.position')}
        description={t('categories.fields.positionHint')}
        min={0}
        max={999}
        allowDecimal={false}
        w={{ base: '100%', sm: 240 }}
        {...form.getInputProps('position')}
      />
      {id === null && (
        <Checkbox
          label={t('categories.fields.activeNew', { type: typeName })}
          description={t('categories.fields.activeNewHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      )}
    </AdminFormFrame>
  );
}
