import { IconBook, IconCategory, IconFlame, IconUserHeart, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import type { RecommendationReason } from '#core/schemas/recommendations';
import classes from './recommendations.module.css';

const icons = { author: IconUserHeart, genre: IconCategory, readers: IconUsers, popular: IconFlame } as const;

/** The sentence of one reason, in the page's language. */
export function useReasonText() {
  const { t } = useTranslation('recommendations');
  return (reason: RecommendationReason): string => {
    switch (reason.kind) {
      case 'author':
        return t('reason.author', { name: reason.author.name });
      case 'genre':
        return t('reason.genre', { name: reason.genre.name });
      case 'readers':
        return reason.book
          ? t('reason.readers', { count: reason.readers, book: reason.book.title })
          : t('reason.readersLikeYou', { count: reason.readers });
      case 'popular':
        return t('reason.popular');
    }
  };
}

/** Why a book was chosen, one line per reason. */
export function RecommendationReasons({ reasons, label }: { reasons: RecommendationReason[]; label: string }) {
  const text = useReasonText();
  return (
    <ul className={classes.reasons} aria-label={label}>
      {reasons.map((reason, index) => {
        const Icon = reason.kind === 'readers' && !reason.book ? IconBook : icons[reason.kind];
        return (
          <li key={index} className={classes.reason}>
            <Icon size={14} className={classes.reasonIcon} aria-hidden />
            <span>{text(reason)}</span>
          </li>
        );
      })}
    </ul>
  );
}
