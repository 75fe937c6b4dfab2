import { Button, FileButton, Progress, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useRevalidator } from 'react-router';
import type { BookAdminFile, BookAdminRecord } from '#core/schemas/books-admin';
import { api } from '../../lib/api-client';
import { DateCell } from '../admin/admin-cells';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { uploadWithProgress } from '../admin/upload';
import { useSession } from '../session/session-context';
import { EditorPanel } from './editor-panel';
import { ActionIcon, Group, Text } from '../../components/ui';

const ACCEPT = '.txt,.fb2,.rtf,.epub,.pdf,.mobi,.azw,text/plain,application/pdf,application/epub+zip,application/rtf';

function useFileSize() {
  const { t, i18n } = useTranslation('admin-books');
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? t('files.kilobytes', { value: format.format(Math.max(bytes / 1024, 0.1)) })
      : t('files.megabytes', { value: format.format(bytes / 1024 / 1024) });
}

/**
 * The book's files: one per format, uploaded with progress (the server reads the format from the
 * content), downloaded through the book's own call while it is active, deleted after a §9 confirmation.
 */
export function BookFilesPanel({ book }: { book: BookAdminRecord }) {
  const { t } = useTranslation(['admin-books', 'books']);
  const { token, language } = useSession();
  const revalidator = useRevalidator();
  const sizeOf = useFileSize();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BookAdminFile | null>(null);
  const [busy, setBusy] = useState(false);
  const formatName = (format: number) => t(`books:fileFormat.${format}`);

  async function upload(file: File | null) {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const files = await uploadWithProgress<BookAdminFile[]>('/api/book/admin/addFile', file, {
        method: 'POST',
        field: 'document',
        fields: { bookId: String(book.id) },
        token,
        language,
        onProgress: setProgress,
      });
      const added = files.find((stored) => !book.files.some((old) => old.createdAt === stored.createdAt));
      notifications.show({ color: 'teal', message: t('files.uploaded', { format: formatName(added?.format ?? 0) }) });
      await revalidator.revalidate();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  }

  async function remove(file: BookAdminFile) {
    setBusy(true);
    try {
      await api(`/api/book/admin/${book.id}/file?fileType=${file.format}`, { method: 'DELETE' });
      notifications.show({ color: 'teal', message: t('files.deleted', { format: formatName(file.format) }) });
      setDeleting(null);
      await revalidator.revalidate();
    } catch {
      // The API client showed why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <EditorPanel
      title={t('files.title')}
      description={t('files.hint')}
      actions={
        <FileButton onChange={(file) => void upload(file)} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={progress !== null}
            >
              {t('files.upload')}
            </Button>
          )}
        </FileButton>
      }
    >
      {progress !== null && (
        <Progress value={progress} size="sm" animated aria-label={t('files.uploading', { percent: progress })} />
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {book.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('files.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('files.format')}</Table.Th>
                <Table.Th>{t('files.size')}</Table.Th>
                <Table.Th>{t('files.added')}</Table.Th>
                <Table.Th ta="right">{t('files.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {book.files.map((file) => (
                <Table.Tr key={file.format}>
                  <Table.Td fw={600}>{formatName(file.format)}</Table.Td>
                  <Table.Td>{sizeOf(file.size)}</Table.Td>
                  <Table.Td>
                    <DateCell value={file.createdAt} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {book.active && (
                        <ActionIcon
                          component="a"
                          href={`/api/book/${encodeURIComponent(book.urlName)}/file/${file.format}`}
                          variant="subtle"
                          aria-label={t('files.download', { format: formatName(file.format) })}
                        >
                          <IconDownload size={16} aria-hidden />
                        </ActionIcon>
                      )}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('files.delete', { format: formatName(file.format) })}
                        onClick={() => setDeleting(file)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('files.deleteTitle', { format: deleting ? formatName(deleting.format) : '' })}
        message={t('files.deleteText')}
        confirmColor="red"
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </EditorPanel>
  );
}
