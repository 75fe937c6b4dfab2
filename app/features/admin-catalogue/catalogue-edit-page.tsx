import { NumberInput, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { ENTITY_IMAGE_MAX_BYTES, ENTITY_IMAGE_MIN_SIDE, type CatalogueRecord } from '#core/schemas/catalogue-admin';
import { useLocale } from '../../components/shell/use-locale';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { AdminFormFrame } from '../admin/admin-form-frame';
import { AuditHistoryTimeline } from '../admin/audit-history';
import { BilingualTextFields } from '../admin/bilingual-fields';
import { ImageUploadField, useImageField } from '../admin/image-upload-field';
import { OptionsSelect } from '../admin/options-select';
import { useUnsavedChangesGuard } from '../admin/unsaved-changes';
import { UrlNameField } from '../admin/url-name-field';
import { AuthorAccounts } from './author-accounts';
import type { CatalogueEditData } from './catalogue-edit.server';
import { bodyOf, formSchemaOf, formValuesOf, type CatalogueFormValues } from './catalogue-form-values';
import { catalogueKindViews, recordName } from './catalogue-kinds';
import { deleteImpact } from './delete-impact';
import { GenreChildren } from './genre-children';
import { SimilarAuthors } from './similar-authors';
import classes from './admin-catalogue.module.css';
import { Anchor, Group, Stack, Text } from '../../components/ui';

/** The create or edit page of a catalogue record; a new record's page becomes its edit page once saved. */
export function CatalogueEditPage({ data }: { data: CatalogueEditData }) {
  return <CatalogueEditForm key={data.record?.id ?? 'new'} data={data} />;
}

function CatalogueEditForm({ data }: { data: CatalogueEditData }) {
  const { kind, record } = data;
  const view = catalogueKindViews[kind];
  const { t } = useTranslation('admin-catalogue');
  const { t: tAdmin } = useTranslation('admin');
  const { t: tAny } = useTranslation();
  const { to, language } = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const id = record?.id ?? null;
  const form = useForm<CatalogueFormValues>({
    initialValues: formValuesOf(kind, record),
    validate: validateWith(formSchemaOf(kind, id), tAny),
  });
  const image = useImageField({
    maxBytes: ENTITY_IMAGE_MAX_BYTES,
    minWidth: ENTITY_IMAGE_MIN_SIDE,
    minHeight: ENTITY_IMAGE_MIN_SIDE,
    recommended: view.image ?? { width: 1, height: 1 },
  });
  const guard = useUnsavedChangesGuard(form.isDirty() || image.changed);
  const [formError, setFormError] = useState<string | null>(null);
  // An existing record's flag changes at once (its own call); a new one's is part of the form.
  const [active, setActive] = useState(record?.active ?? true);
  const [activityBusy, setActivityBusy] = useState(false);

  const nameLabel = t(`kinds.${kind}.nameLabel`);
  const title = record ? recordName(record, language) : t(`kinds.${kind}.new`);
  const listLabel = t(`kinds.${kind}.list`);

  async function saveImage(recordId: number) {
    try {
      if (image.file) await image.upload(`${view.api}/${recordId}/image`);
      else if (image.removed) {
        await api(`${view.api}/${recordId}/image`, { method: 'DELETE' });
        image.reset();
      }
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  }

  async function save(values: CatalogueFormValues) {
    setFormError(null);
    try {
      const saved = await api<CatalogueRecord>(`${view.api}/${id === null ? 'add' : 'update'}`, {
        method: id === null ? 'POST' : 'PUT',
        body: bodyOf(kind, id === null ? values : { ...values, active }, id),
        toast: false,
      });
      await saveImage(saved.id);
      if (id === null) {
        notifications.show({ color: 'teal', message: tAdmin('form.created') });
        guard.allowNextNavigation();
        navigate(to(view.editPath(saved.id)), { replace: true });
        return;
      }
      const fresh = formValuesOf(kind, saved);
      form.setInitialValues(fresh);
      form.setValues(fresh);
      form.resetDirty(fresh);
      notifications.show({ color: 'teal', message: tAdmin('form.saved') });
      await revalidator.revalidate();
    } catch (error) {
      if (showServerErrors(form as never, error).length === 0) setFormError((error as Error).message);
    }
  }

  async function changeActivity(next: boolean) {
    if (id === null) return form.setFieldValue('active', next);
    setActivityBusy(true);
    setActive(next);
    try {
      await api(`${view.api}/${id}/activity`, { method: 'PUT', body: { active: next } });
      notifications.show({ color: 'teal', message: tAdmin(next ? 'form.activated' : 'form.deactivated') });
      await revalidator.revalidate();
    } catch {
      setActive(!next);
    } finally {
      setActivityBusy(false);
    }
  }

  const impact = record ? deleteImpact(record, t) : null;
  const fieldLabel = (field: string) => {
    if (field === `${view.stem}En` || field === `${view.stem}Uk`)
      return tAdmin(`form.inLanguage.${field.endsWith('En') ? 'en' : 'uk'}`, { field: nameLabel });
    if (field === 'descriptionEn' || field === 'descriptionUk')
      return tAdmin(`form.inLanguage.${field.endsWith('En') ? 'en' : 'uk'}`, { field: t('fields.description') });
    return t(`history.${field}`, { defaultValue: field });
  };

  const facts = record && (
    <Stack gap={6}>
      <Text size="sm">{t('edit.booksCount', { count: record.booksCount })}</Text>
      <Text size="sm" c="dimmed">
        {t('edit.createdOn', {
          date: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(record.createdAt),
          ),
        })}
      </Text>
      {record.active ? (
        <Anchor component={Link} to={to(`${view.publicPrefix}${record.urlName}`)} size="sm" target="_blank">
          <Group gap={4} component="span" wrap="nowrap">
            {t('edit.viewOnSite')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {t('edit.inactiveNote')}
        </Text>
      )}
    </Stack>
  );
  const aside =
    view.image || facts ? (
      <Stack gap="lg">
        {view.image && (
          <ImageUploadField
            image={image}
            current={record?.imageLink ?? null}
            label={t('fields.picture')}
            previewWidth={view.image.width > view.image.height ? 240 : 160}
          />
        )}
        {facts}
      </Stack>
    ) : undefined;

  return (
    <AdminFormFrame
      title={title}
      back={{ to: to(view.listPath), label: t('edit.backToList', { list: listLabel }) }}
      onSubmit={form.onSubmit(save)}
      submitting={form.submitting}
      dirty={form.isDirty() || image.changed}
      guard={guard}
      onCancel={() => {
        form.reset();
        image.reset();
        setFormError(null);
      }}
      isNew={id === null}
      active={{
        checked: id === null ? form.values.active : active,
        onChange: (next) => void changeActivity(next),
        busy: activityBusy,
      }}
      deletion={
        record && impact
          ? {
              message: (
                <Stack gap={6}>
                  {impact.lines.map((line) => (
                    <Text size="sm" key={line}>
                      {line}
                    </Text>
                  ))}
                </Stack>
              ),
              refusal: impact.refusal ?? undefined,
              onConfirm: async () => {
                await api(`${view.api}/${record.id}`, { method: 'DELETE' });
                notifications.show({ color: 'teal', message: tAdmin('form.deleted') });
                guard.allowNextNavigation();
                navigate(to(view.listPath));
              },
            }
          : undefined
      }
      formError={formError}
      aside={aside}
      after={
        record && (
          <>
            {(kind === 'author' || kind === 'genre') && (
              <div className={classes.related}>
                {kind === 'author' && <AuthorAccounts record={record} />}
                {kind === 'author' && <SimilarAuthors authorId={record.id} similar={data.similar} />}
                {kind === 'genre' && <GenreChildren record={record} />}
              </div>
            )}
            {data.history && <AuditHistoryTimeline history={data.history} fieldLabel={fieldLabel} />}
          </>
        )
      }
    >
      <BilingualTextFields
        form={form}
        en={`${view.stem}En`}
        uk={`${view.stem}Uk`}
        label={nameLabel}
        required
        maxLength={200}
      />
      <UrlNameField
        form={form}
        field="urlName"
        title={String(form.values[`${view.stem}En`] ?? '')}
        check={{ url: `${view.api}/checkUrl`, params: { [view.idParam]: id } }}
        pathPrefix={to(view.publicPrefix)}
      />
      {kind === 'genre' && (
        <OptionsSelect
          url={`${view.api}/parent-options${id === null ? '' : `?genreId=${id}`}`}
          known={
            record?.parent ? [{ value: record.parent.id, text: record.parent.name, active: record.parent.active }] : []
          }
          label={t('fields.parent')}
          description={t('fields.parentHint')}
          value={(form.values.parentId as number | null) ?? null}
          onChange={(value) => form.setFieldValue('parentId', value)}
          error={form.errors.parentId}
          clearable
        />
      )}
      {kind === 'author' && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {(['birthYear', 'deathYear'] as const).map((field) => (
            <NumberInput
              key={field}
              {...form.getInputProps(field)}
              label={t(`fields.${field}`)}
              allowDecimal={false}
              min={-3000}
              max={3000}
              thousandSeparator=""
            />
          ))}
        </SimpleGrid>
      )}
      {kind === 'series' && (
        <NumberInput
          {...form.getInputProps('originalBooksCount')}
          label={t('fields.originalBooksCount')}
          description={t('fields.originalBooksCountHint')}
          allowDecimal={false}
          allowNegative={false}
          min={0}
          max={10000}
          maw={280}
        />
      )}
      {view.described && (
        <BilingualTextFields
          form={form}
          en="descriptionEn"
          uk="descriptionUk"
          label={t('fields.description')}
          multiline
          maxLength={20000}
        />
      )}
    </AdminFormFrame>
  );
}
