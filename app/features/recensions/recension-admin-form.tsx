import { Button, Checkbox, Input, Rating, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../i18n/use-translation';
import {
  LINK_MAX,
  LINK_NAME_MAX,
  RECENSION_TEXT_MAX,
  RECENSION_TITLE_MAX,
  recensionAdminUpdateBody,
  type RecensionAdminItem,
} from '#core/schemas/recensions';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { showDone } from './toast';
import { Group, Stack } from '../../components/ui';

const adminFields = recensionAdminUpdateBody.omit({ id: true });

/** An administrator's correction of a recension: the writer's fields; its moderation state stays. */
export function RecensionAdminForm({ recension, onSaved }: { recension: RecensionAdminItem; onSaved: () => void }) {
  const { t } = useTranslation('recensions');
  const form = useForm({
    initialValues: {
      rating: recension.rating,
      title: recension.title,
      text: recension.text,
      spoiler: recension.spoiler,
      link: recension.link ?? '',
      linkName: recension.linkName ?? '',
    },
    validate: validateWith(adminFields, t),
  });

  async function save(values: typeof form.values) {
    try {
      await api('/api/recension/admin/update', {
        method: 'PUT',
        body: { id: recension.id, ...adminFields.parse(values) },
      });
      showDone(t, t('moderation.saved'));
      onSaved();
    } catch (error) {
      showServerErrors(form, error);
    }
  }

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label={t('moderation.editTitle')}>
      <Stack gap="md">
        <Input.Wrapper label={t('form.rating')} labelElement="div" required error={form.errors.rating}>
          <Rating
            size="lg"
            mt={4}
            role="radiogroup"
            aria-label={t('form.rating')}
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            getSymbolLabel={(value) => t('rating.label', { value })}
          />
        </Input.Wrapper>
        <TextInput label={t('form.title')} required maxLength={RECENSION_TITLE_MAX} {...form.getInputProps('title')} />
        <Textarea
          label={t('form.text')}
          required
          autosize
          minRows={8}
          maxRows={30}
          maxLength={RECENSION_TEXT_MAX}
          {...form.getInputProps('text')}
        />
        <Checkbox label={t('form.spoiler')} {...form.getInputProps('spoiler', { type: 'checkbox' })} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.link')} type="url" maxLength={LINK_MAX} {...form.getInputProps('link')} />
          <TextInput label={t('form.linkName')} maxLength={LINK_NAME_MAX} {...form.getInputProps('linkName')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('form.saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
