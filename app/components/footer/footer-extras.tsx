import {
  IconBrandApple,
  IconBrandFacebook,
  IconBrandGooglePlay,
  IconBrandInstagram,
  IconBrandTelegram,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { socialLinks } from './footer-links';
import { ActionIcon, Badge, Group, Stack, Text } from '../ui';

const socialIcons: Record<(typeof socialLinks)[number]['key'], Icon> = {
  telegram: IconBrandTelegram,
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
};

export function SocialLinks() {
  const { t } = useTranslation('layout');
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {socialLinks.map((link) => {
        const SocialIcon = socialIcons[link.key];
        return (
          <li key={link.key}>
            <ActionIcon
              component="a"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              size="lg"
              radius="xl"
              aria-label={t(`footer.social.${link.key}`)}
              title={t(`footer.social.${link.key}`)}
            >
              <SocialIcon size={18} aria-hidden />
            </ActionIcon>
          </li>
        );
      })}
    </Group>
  );
}

/** The mobile apps are not released: badges say so instead of linking anywhere. */
export function AppBadges() {
  const { t } = useTranslation('layout');
  const stores = [
    { key: 'appStore', icon: IconBrandApple },
    { key: 'googlePlay', icon: IconBrandGooglePlay },
  ] as const;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('footer.apps.title')}
      </Text>
      <Group gap="xs">
        {stores.map(({ key, icon: StoreIcon }) => (
          <Badge
            key={key}
            variant="outline"
            color="gray"
            size="lg"
            radius="sm"
            leftSection={<StoreIcon size={14} aria-hidden />}
            aria-disabled="true"
            style={{ opacity: 0.75, textTransform: 'none' }}
          >
            {t(`footer.apps.${key}`)} · {t('footer.apps.soon')}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
