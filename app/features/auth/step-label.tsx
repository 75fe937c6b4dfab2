import { Box } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Text } from '../../components/ui';

/** Props of a Stepper.Step whose label hides on phones; the step button keeps it as its name. */
export const stepLabel = (text: string) => ({
  label: (
    <Box component="span" visibleFrom="xs">
      {text}
    </Box>
  ),
  'aria-label': text,
});

/** On phones, where the stepper shows only numbers: "Step 2 of 3: Contacts". */
export function CurrentStep({ step, labels }: { step: number; labels: string[] }) {
  const { t } = useTranslation('auth');
  if (step >= labels.length) return null;
  return (
    <Text fw={600} hiddenFrom="xs">
      {t('steps.current', { step: step + 1, total: labels.length, label: labels[step] })}
    </Text>
  );
}
