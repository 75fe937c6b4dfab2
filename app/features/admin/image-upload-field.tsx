import { FileButton, Progress } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../session/session-context';
import { uploadWithProgress } from './upload';
import classes from './admin.module.css';
import { Button, Group, Stack, Text } from '../../components/ui';

/** What a picture must be before it is sent (the server checks the same and more). */
export interface ImageBounds {
  maxBytes: number;
  minWidth: number;
  minHeight: number;
  /** The size it is shown at (the hint and the preview's shape), e.g. 200×310 for covers. */
  recommended: { width: number; height: number };
  /** MIME types accepted. */
  accept?: readonly string[];
}

export const DEFAULT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

type ImageProblem = 'type' | 'size' | 'small' | 'unreadable';

/** The dimensions of a chosen file, read by the browser (null when it cannot decode it). */
function imageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/**
 * A picture field's state: the chosen file (checked against the bounds before anything is sent),
 * its preview, a removal waiting for the save, the upload's progress and its error. The page
 * uploads on save with `upload(url)`, so a picture and the fields it belongs to are saved together.
 */
export function useImageField(bounds: ImageBounds) {
  const { t } = useTranslation('admin');
  const { token, language } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const problemText = (problem: ImageProblem) =>
    t(`image.problems.${problem}`, {
      size: Math.round(bounds.maxBytes / 1024 / 1024),
      width: bounds.minWidth,
      height: bounds.minHeight,
    });

  async function choose(chosen: File | null) {
    setError(null);
    setProgress(null);
    if (!chosen) return;
    const types = bounds.accept ?? DEFAULT_IMAGE_TYPES;
    if (!types.includes(chosen.type)) return setError(problemText('type'));
    if (chosen.size > bounds.maxBytes) return setError(problemText('size'));
    const url = URL.createObjectURL(chosen);
    const size = await imageSize(url);
    if (!size) {
      URL.revokeObjectURL(url);
      return setError(problemText('unreadable'));
    }
    if (size.width < bounds.minWidth || size.height < bounds.minHeight) {
      URL.revokeObjectURL(url);
      return setError(problemText('small'));
    }
    setFile(chosen);
    setPreview(url);
    setRemoved(false);
  }

  function reset() {
    setFile(null);
    setPreview(null);
    setRemoved(false);
    setProgress(null);
    setError(null);
  }

  /** Sends the chosen file (PUT, field `document`); answers the call's answer, or null when nothing was chosen. */
  async function upload<T>(url: string): Promise<T | null> {
    if (!file) return null;
    setProgress(0);
    setError(null);
    try {
      const answer = await uploadWithProgress<T>(url, file, { token, language, onProgress: setProgress });
      reset();
      return answer;
    } catch (failure) {
      setProgress(null);
      setError((failure as Error).message);
      throw failure;
    }
  }

  return {
    bounds,
    file,
    preview,
    removed,
    progress,
    error,
    /** A new picture or a removal waits for the save. */
    changed: file !== null || removed,
    choose,
    remove: () => {
      reset();
      setRemoved(true);
    },
    reset,
    upload,
  };
}

export type ImageField = ReturnType<typeof useImageField>;

/** A picture with its preview, the bounds it must meet, the upload's progress and what went wrong. */
export function ImageUploadField({
  image,
  current,
  label,
  previewWidth = 160,
}: {
  image: ImageField;
  /** The stored picture's link. */
  current: string | null;
  label: string;
  previewWidth?: number;
}) {
  const { t } = useTranslation('admin');
  const { bounds } = image;
  const shown = image.preview ?? (image.removed ? null : current);
  const height = Math.round((previewWidth * bounds.recommended.height) / bounds.recommended.width);
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <div className={classes.imageFrame} style={{ width: previewWidth, height }}>
        {shown ? (
          <img src={shown} alt={t('image.previewAlt', { label })} />
        ) : (
          <Stack align="center" gap={4} c="dimmed">
            <IconPhoto size={28} aria-hidden />
            <Text size="xs" c="dimmed">
              {t('image.none')}
            </Text>
          </Stack>
        )}
      </div>
      <Group gap="xs">
        <FileButton
          onChange={(file) => void image.choose(file)}
          accept={(bounds.accept ?? DEFAULT_IMAGE_TYPES).join(',')}
        >
          {(props) => (
            <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} aria-hidden />}>
              {shown ? t('image.replace') : t('image.choose')}
            </Button>
          )}
        </FileButton>
        {shown && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={image.remove}
          >
            {t('image.remove')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('image.bounds', {
          size: Math.round(bounds.maxBytes / 1024 / 1024),
          width: bounds.recommended.width,
          height: bounds.recommended.height,
          minWidth: bounds.minWidth,
          minHeight: bounds.minHeight,
        })}
      </Text>
      {image.changed && image.progress === null && !image.error && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {image.removed ? t('image.removalPending') : t('image.pending', { name: image.file?.name ?? '' })}
        </Text>
      )}
      {image.progress !== null && (
        <Progress
          value={image.progress}
          size="sm"
          animated
          aria-label={t('image.uploading', { percent: image.progress })}
        />
      )}
      {image.error && (
        <Text size="xs" c="red" role="alert">
          {image.error}
        </Text>
      )}
    </Stack>
  );
}
