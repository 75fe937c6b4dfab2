import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import type { BookAdminRecord, BookLinkKind } from '#core/schemas/books-admin';
import { useLocale } from '../../components/shell/use-locale';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { AdminFormFrame } from '../admin/admin-form-frame';
import { ImageUploadField, useImageField } from '../admin/image-upload-field';
import { useUnsavedChangesGuard } from '../admin/unsaved-changes';
import { COVER_BOUNDS } from './book-cover';
import { BookFields, FieldSection } from './book-fields';
import {
  bookFormValues,
  createBody,
  createFormSchema,
  emptyLinks,
  linkKinds,
  type BookLinks,
  type LinkedRecord,
} from './book-form-values';
import { BookLinksEditor } from './book-links-editor';

/**
 * `/admin/book/new`: every field, the first authors, people, collections and series, and the cover;
 * the book is created in one call, its cover uploaded right after, then its page opens.
 */
export function BookCreatePage() {
  const { t } = useTranslation(['admin-books', 'admin']);
  const { to } = useLocale();
  const navigate = useNavigate();
  const form = useForm({ initialValues: bookFormValues(), validate: validateWith(createFormSchema, t) });
  const cover = useImageField(COVER_BOUNDS);
  const [links, setLinks] = useState<BookLinks>(emptyLinks);
  const [formError, setFormError] = useState<string | null>(null);
  const linked = linkKinds.some((kind) => links[kind].length > 0);
  const dirty = form.isDirty() || cover.changed || linked;
  const guard = useUnsavedChangesGuard(dirty);

  const change = (kind: BookLinkKind, records: (list: LinkedRecord[]) => LinkedRecord[]) =>
    setLinks((current) => ({ ...current, [kind]: records(current[kind]) }));

  async function create() {
    setFormError(null);
    let book: BookAdminRecord;
    try {
      book = await api<BookAdminRecord>('/api/book/admin/add', {
        method: 'POST',
        body: createBody(form.getValues(), links),
      });
    } catch (error) {
      if (!showServerErrors(form, error).length) setFormError((error as Error).message);
      return;
    }
    guard.allowNextNavigation();
    try {
      await cover.upload(`/api/book/admin/${book.id}/cover`);
      notifications.show({ color: 'teal', message: t('form.created') });
    } catch (error) {
      notifications.show({ color: 'orange', message: t('form.coverFailed', { reason: (error as Error).message }) });
    }
    await navigate(to(`/admin/book/${book.id}`));
  }

  return (
    <AdminFormFrame
      title={t('meta.new')}
      description={t('form.newDescription')}
      back={{ to: to('/admin/books'), label: t('form.back') }}
      onSubmit={form.onSubmit(create, () => setFormError(t('admin:form.fixFields')))}
      submitting={form.submitting}
      dirty={dirty}
      guard={guard}
      onCancel={() => {
        form.reset();
        cover.reset();
        setLinks(emptyLinks());
      }}
      isNew
      active={{ checked: form.values.active, onChange: (checked) => form.setFieldValue('active', checked) }}
      formError={formError}
      aside={<ImageUploadField image={cover} current={null} label={t('form.cover')} />}
    >
      <BookFields form={form} />
      <FieldSection title={t('links.title')}>
        <BookLinksEditor
          links={links}
          onAdd={(kind, record) => change(kind, (list) => [...list, record])}
          onRemove={(kind, record) => change(kind, (list) => list.filter((other) => other.id !== record.id))}
          onPosition={(record, position) =>
            change('series', (list) => list.map((other) => (other.id === record.id ? { ...other, position } : other)))
          }
        />
      </FieldSection>
    </AdminFormFrame>
  );
}
