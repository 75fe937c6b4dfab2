import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { AuditHistory } from '#core/schemas/audit';
import type { BookAdminRecord, BookLinkKind } from '#core/schemas/books-admin';
import { useLocale } from '../../components/shell/use-locale';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { AdminFormFrame, type AdminDeletion } from '../admin/admin-form-frame';
import { AuditHistoryTimeline } from '../admin/audit-history';
import { ImageUploadField, useImageField } from '../admin/image-upload-field';
import { useUnsavedChangesGuard } from '../admin/unsaved-changes';
import { COVER_BOUNDS, titleIn } from './book-cover';
import { BookFields } from './book-fields';
import { BookFilesPanel } from './book-files-panel';
import { bookFormValues, linksOf, updateBody, updateFormSchema, type LinkedRecord } from './book-form-values';
import { BookLinksEditor } from './book-links-editor';
import { BookTelegramPanel } from './book-telegram-panel';
import { EditorPanel } from './editor-panel';
import { Anchor, Group, Stack } from '../../components/ui';

const admin = '/api/book/admin';

/** Where a link call goes: `<kind>/add/{book}/to/{record}` and `<kind>/delete/{book}/from/{record}`. */
const linkUrl = (kind: BookLinkKind, bookId: number, recordId: number, adding: boolean) =>
  adding ? `${admin}/${kind}/add/${bookId}/to/${recordId}` : `${admin}/${kind}/delete/${bookId}/from/${recordId}`;

/**
 * `/admin/book/:id`: every field saved together with the cover; the active switch, the links,
 * files and Telegram act at once; delete says what it takes (or why it cannot); the history below.
 */
export function BookEditPage({ book, history }: { book: BookAdminRecord; history: AuditHistory }) {
  const { t, i18n } = useTranslation(['admin-books', 'admin']);
  const { to, language } = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useForm({ initialValues: bookFormValues(book), validate: validateWith(updateFormSchema, t) });
  const cover = useImageField(COVER_BOUNDS);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = form.isDirty() || cover.changed;
  const guard = useUnsavedChangesGuard(dirty);
  const title = titleIn(language, book);

  /** A call that changes the book at once: the page then reads the book afresh. */
  async function act<T>(call: () => Promise<T>, message: (answer: T) => string) {
    setBusy(true);
    try {
      const answer = await call();
      notifications.show({ color: 'teal', message: message(answer) });
      await revalidator.revalidate();
      return answer;
    } catch {
      // The API client showed why.
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    setFormError(null);
    let saved: BookAdminRecord;
    try {
      saved = await api<BookAdminRecord>(`${admin}/update`, {
        method: 'PUT',
        body: updateBody(book.id, form.getValues()),
      });
      if (cover.removed) {
        await api(`${admin}/${book.id}/cover`, { method: 'DELETE' });
        cover.reset();
      } else {
        await cover.upload(`${admin}/${book.id}/cover`);
      }
    } catch (error) {
      if (!showServerErrors(form, error).length) setFormError((error as Error).message);
      return;
    }
    const values = bookFormValues(saved);
    form.setInitialValues(values);
    form.setValues(values);
    notifications.show({ color: 'teal', message: t('admin:form.saved') });
    await revalidator.revalidate();
  }

  async function setActive(active: boolean) {
    const answer = await act(
      () => api<{ active: boolean }>(`${admin}/${book.id}/activity`, { method: 'PUT', body: { active } }),
      (result) => t(result.active ? 'admin:form.activated' : 'admin:form.deactivated'),
    );
    if (!answer) return;
    // The switch saved it: the form follows without counting it as an unsaved change.
    form.setInitialValues({ ...form.getInitialValues(), active: answer.active });
    form.setFieldValue('active', answer.active);
  }

  const linkCall = (kind: BookLinkKind, record: LinkedRecord, adding: boolean) =>
    act(
      () =>
        api<{ changed: boolean }>(linkUrl(kind, book.id, record.id, adding), { method: adding ? 'POST' : 'DELETE' }),
      ({ changed }) =>
        changed ? t(adding ? 'links.linked' : 'links.unlinked', { name: record.name }) : t('links.unchanged'),
    );

  const dependants = book.readersCount + book.recensionsCount + book.quotesCount;
  const deletion: AdminDeletion = {
    message: t('delete.message', { title, files: book.files.length }),
    refusal: dependants
      ? t('delete.refusal', {
          title,
          readers: book.readersCount,
          recensions: book.recensionsCount,
          quotes: book.quotesCount,
        })
      : undefined,
    async onConfirm() {
      await api(`${admin}/${book.id}`, { method: 'DELETE' });
      notifications.show({ color: 'teal', message: t('admin:form.deleted') });
      guard.allowNextNavigation();
      await navigate(to('/admin/books'));
    },
  };

  const added = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(book.createdAt),
  );

  return (
    <AdminFormFrame
      title={title}
      description={t('form.editDescription', {
        date: added,
        readers: book.readersCount,
        recensions: book.recensionsCount,
        quotes: book.quotesCount,
      })}
      back={{ to: to('/admin/books'), label: t('form.back') }}
      onSubmit={form.onSubmit(save, () => setFormError(t('admin:form.fixFields')))}
      submitting={form.submitting}
      dirty={dirty}
      guard={guard}
      onCancel={() => {
        form.reset();
        cover.reset();
        setFormError(null);
      }}
      isNew={false}
      active={{ checked: form.values.active, onChange: (checked) => void setActive(checked), busy }}
      deletion={deletion}
      formError={formError}
      aside={
        <Stack gap="md">
          <ImageUploadField image={cover} current={book.imageLink2x ?? book.imageLink} label={t('form.cover')} />
          {book.active && (
            <Anchor component={Link} to={to(`/book/${book.urlName}`)} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                {t('form.viewOnSite')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Stack>
      }
      after={
        <>
          <EditorPanel title={t('links.title')} description={t('links.hint')}>
            <BookLinksEditor
              links={linksOf(book)}
              busy={busy}
              onAdd={(kind, record) => void linkCall(kind, record, true)}
              onRemove={(kind, record) => void linkCall(kind, record, false)}
              onPosition={(record, position) =>
                void act(
                  () =>
                    api<{ changed: boolean }>(`${admin}/series/${book.id}/${record.id}`, {
                      method: 'PUT',
                      body: { position },
                    }),
                  () => t('links.positionSaved'),
                )
              }
            />
          </EditorPanel>
          <BookFilesPanel book={book} />
          <BookTelegramPanel book={book} title={title} />
          <AuditHistoryTimeline
            history={history}
            fieldLabel={(field) => t(`fields.${field}`, { defaultValue: field })}
          />
        </>
      }
    >
      <BookFields form={form} bookId={book.id} publisher={book.publisher} genres={book.genres} />
    </AdminFormFrame>
  );
}
