import { Checkbox, Select, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { DocumentType, enumValues } from '#core/enums';
import { contentPageAddBody, documentSlugs, type ContentPageDetails } from '#core/schemas/content';
import { useLocale } from '../../components/shell/use-locale';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { AdminFormFrame } from '../admin/admin-form-frame';
import { AuditHistoryTimeline } from '../admin/audit-history';
import { BilingualTextFields } from '../admin/bilingual-fields';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { useUnsavedChangesGuard } from '../admin/unsaved-changes';
import { UrlNameField } from '../admin/url-name-field';
import type { ContentPageEditData } from './content-pages.server';
import { ContentVersions } from './content-versions';
import { RichTextField } from './rich-text-field';
import { Anchor, Button, Group, Stack, Text, Title } from '../../components/ui';

interface ContentFormValues {
  slug: string;
  documentType: number | null;
  titleEn: string;
  titleUk: string;
  bodyEn: string;
  bodyUk: string;
  active: boolean;
}

const valuesOf = (page: ContentPageDetails | null): ContentFormValues => ({
  slug: page?.slug ?? '',
  documentType: page?.documentType ?? null,
  titleEn: page?.titleEn ?? '',
  titleUk: page?.titleUk ?? '',
  bodyEn: page?.bodyEn ?? '',
  bodyUk: page?.bodyUk ?? '',
  active: page?.active ?? true,
});

/** The public page of a legal document (spec §2). */
const documentPaths: Record<number, string> = {
  [DocumentType.PrivacyPolicy]: '/privacy',
  [DocumentType.TermsOfConditions]: '/terms-and-conditions',
};

/** A content page: its draft in both languages, publication as a new version, the versions, the history. */
export function ContentPageEditPage({ data }: { data: ContentPageEditData }) {
  return <ContentPageEditForm key={data.page?.id ?? 'new'} data={data} />;
}

function ContentPageEditForm({ data }: { data: ContentPageEditData }) {
  const { page } = data;
  const { t } = useTranslation('admin-site');
  const { t: tAdmin } = useTranslation('admin');
  const { t: tAny } = useTranslation();
  const { to, language } = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const id = page?.id ?? null;
  const form = useForm<ContentFormValues>({
    initialValues: valuesOf(page),
    validate: validateWith(contentPageAddBody, tAny),
  });
  const guard = useUnsavedChangesGuard(form.isDirty());
  const [formError, setFormError] = useState<string | null>(null);
  const [activityBusy, setActivityBusy] = useState(false);
  const [acknowledgement, setAcknowledgement] = useState(false);
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const [publishing, setPublishing] = useState(false);

  const documentType = form.values.documentType;
  const slug = documentType ? documentSlugs[documentType as DocumentType] : form.values.slug;
  const title = page ? (language === 'uk' ? page.titleUk || page.titleEn : page.titleEn) : t('titles.newContentPage');
  const listPath = to('/admin/content-pages');
  const nextVersion = (page?.currentVersion ?? 0) + 1;
  const formatDate = (value: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));

  const bodyOf = (values: ContentFormValues) => ({
    slug: values.documentType ? documentSlugs[values.documentType as DocumentType] : values.slug,
    documentType: values.documentType,
    titleEn: values.titleEn,
    titleUk: values.titleUk,
    bodyEn: values.bodyEn,
    bodyUk: values.bodyUk,
  });

  /** Saves the draft; answers the page as stored (bodies sanitized). */
  async function saveDraft(values: ContentFormValues) {
    const saved = await api<ContentPageDetails>('/api/content/admin/update', {
      method: 'PUT',
      body: { id, ...bodyOf(values) },
      toast: false,
    });
    const fresh = valuesOf(saved);
    form.setInitialValues(fresh);
    form.setValues(fresh);
    form.resetDirty(fresh);
    return saved;
  }

  async function save(values: ContentFormValues) {
    setFormError(null);
    try {
      if (id === null) {
        const created = await api<ContentPageDetails>('/api/content/admin/add', {
          method: 'POST',
          body: { ...bodyOf(values), active: values.active },
          toast: false,
        });
        notifications.show({ color: 'teal', message: tAdmin('form.created') });
        guard.allowNextNavigation();
        navigate(to(`/admin/content-page/${created.id}`), { replace: true });
        return;
      }
      await saveDraft(values);
      notifications.show({ color: 'teal', message: tAdmin('form.saved') });
      await revalidator.revalidate();
    } catch (error) {
      if (showServerErrors(form as never, error).length === 0) setFormError((error as Error).message);
    }
  }

  async function publish() {
    if (id === null) return;
    setPublishing(true);
    try {
      if (form.isDirty()) {
        if (form.validate().hasErrors) return setConfirmingPublish(false);
        await saveDraft(form.getValues());
      }
      const published = await api<ContentPageDetails>(`/api/content/admin/${id}/publish`, {
        method: 'PUT',
        body: { requiresAcknowledgement: Boolean(documentType) && acknowledgement },
      });
      notifications.show({
        color: 'teal',
        message: t('content.publication.published', { version: published.currentVersion }),
      });
      setAcknowledgement(false);
      setConfirmingPublish(false);
      await revalidator.revalidate();
    } catch (error) {
      if (showServerErrors(form as never, error).length) setConfirmingPublish(false);
    } finally {
      setPublishing(false);
    }
  }

  async function changeActivity(next: boolean) {
    if (id === null) return form.setFieldValue('active', next);
    setActivityBusy(true);
    try {
      await api(`/api/content/admin/${id}/activity`, { method: 'PUT', body: { active: next } });
      notifications.show({ color: 'teal', message: tAdmin(next ? 'form.activated' : 'form.deactivated') });
      await revalidator.revalidate();
    } finally {
      setActivityBusy(false);
    }
  }

  const fieldLabel = (field: string) => {
    const bilingual = /^(title|body)(En|Uk)$/.exec(field);
    if (bilingual)
      return tAdmin(`form.inLanguage.${bilingual[2] === 'En' ? 'en' : 'uk'}`, {
        field: t(`content.fields.${bilingual[1]}`),
      });
    return t(`content.history.${field}`, { defaultValue: field });
  };

  const publication = page && (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('content.publication.title')}
      </Title>
      <Text size="sm">
        {page.publishedAt
          ? t('content.publication.current', { version: page.currentVersion, date: formatDate(page.publishedAt) })
          : t('content.publication.never')}
      </Text>
      {page.hasDraft && page.currentVersion > 0 && (
        <Text size="sm" c="dimmed">
          {t('content.publication.draft')}
        </Text>
      )}
      {form.isDirty() && (
        <Text size="sm" c="dimmed">
          {t('content.publication.unsaved')}
        </Text>
      )}
      {documentType && (
        <Checkbox
          label={t('content.publication.requiresAcknowledgement')}
          description={t('content.publication.requiresAcknowledgementHint')}
          checked={acknowledgement}
          onChange={(event) => setAcknowledgement(event.currentTarget.checked)}
        />
      )}
      <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setConfirmingPublish(true)}>
        {t('content.publication.publish', { version: nextVersion })}
      </Button>
      {documentType && page.active && page.currentVersion > 0 && (
        <Anchor component={Link} to={to(documentPaths[documentType]!)} size="sm" target="_blank">
          <Group gap={4} component="span" wrap="nowrap">
            {t('content.publication.viewOnSite')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Stack>
  );

  return (
    <>
      <AdminFormFrame
        title={title}
        description={page ? `/${page.slug}` : undefined}
        back={{ to: listPath, label: t('content.back') }}
        onSubmit={form.onSubmit(save)}
        submitting={form.submitting}
        dirty={form.isDirty()}
        guard={guard}
        onCancel={() => {
          form.reset();
          setFormError(null);
        }}
        isNew={id === null}
        active={{
          checked: id === null ? form.values.active : page!.active,
          onChange: (next) => void changeActivity(next),
          busy: activityBusy,
        }}
        deletion={
          page
            ? {
                message: t('content.deletion.message', { count: data.versions?.totalCount ?? 0 }),
                refusal: page.documentType ? t('content.deletion.refusal') : undefined,
                onConfirm: async () => {
                  await api(`/api/content/admin/${page.id}`, { method: 'DELETE' });
                  notifications.show({ color: 'teal', message: tAdmin('form.deleted') });
                  guard.allowNextNavigation();
                  navigate(listPath);
                },
              }
            : undefined
        }
        formError={formError}
        aside={publication || undefined}
        after={
          page && (
            <>
              {data.versions && <ContentVersions pageId={page.id} versions={data.versions} />}
              {data.history && <AuditHistoryTimeline history={data.history} fieldLabel={fieldLabel} />}
            </>
          )
        }
      >
        <Select
          label={t('content.fields.document')}
          description={t('content.fields.documentHint')}
          allowDeselect={false}
          data={[
            { value: 'none', label: t('content.document.none') },
            ...enumValues(DocumentType).map((type) => ({ value: String(type), label: t(`content.document.${type}`) })),
          ]}
          value={documentType ? String(documentType) : 'none'}
          onChange={(value) => {
            const type = value && value !== 'none' ? (Number(value) as DocumentType) : null;
            form.setFieldValue('documentType', type);
            if (type) form.setFieldValue('slug', documentSlugs[type]);
          }}
          error={form.errors.documentType}
          w={{ base: '100%', sm: 320 }}
        />
        {documentType ? (
          <Text size="sm" c="dimmed">
            {t('content.fields.slugFixed', { path: `/${slug}` })}
          </Text>
        ) : (
          <UrlNameField
            form={form}
            field="slug"
            title={form.values.titleEn}
            label={t('content.fields.slug')}
            check={{ url: '/api/content/admin/checkUrl', params: { pageId: id } }}
          />
        )}
        <BilingualTextFields
          form={form}
          en="titleEn"
          uk="titleUk"
          label={t('content.fields.title')}
          required
          maxLength={200}
        />
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
          {(['en', 'uk'] as const).map((bodyLanguage) => {
            const field = bodyLanguage === 'en' ? 'bodyEn' : 'bodyUk';
            return (
              <RichTextField
                key={field}
                label={t('content.editor.label', {
                  field: t('content.fields.body'),
                  language: t(`content.editor.${bodyLanguage}`),
                })}
                language={bodyLanguage}
                value={form.values[field]}
                onChange={(html) => form.setFieldValue(field, html)}
                error={form.errors[field] as string | undefined}
              />
            );
          })}
        </SimpleGrid>
      </AdminFormFrame>
      <ConfirmDialog
        opened={confirmingPublish}
        title={t('content.publication.confirmTitle', { version: nextVersion })}
        message={t(
          documentType && acknowledgement
            ? 'content.publication.confirmAcknowledgement'
            : 'content.publication.confirm',
        )}
        busy={publishing}
        onConfirm={() => void publish()}
        onCancel={() => setConfirmingPublish(false)}
      />
    </>
  );
}
