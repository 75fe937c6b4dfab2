import { useTranslation } from '../../i18n/use-translation';
import type { Recommendation } from '#core/schemas/recommendations';
import { BookCard } from '../books/book-card';
import { useBookItemContext } from '../books/book-meta';
import { RecommendationReasons } from './recommendation-reasons';
import classes from './recommendations.module.css';

/** Book cards, each with why it was chosen under it. */
export function RecommendationGrid({ items }: { items: Recommendation[] }) {
  const { t } = useTranslation('recommendations');
  const context = useBookItemContext();
  return (
    <ul className={classes.grid}>
      {items.map(({ book, reasons }, index) => (
        <li key={book.urlName} className={classes.item}>
          <BookCard book={book} context={context} eager={index < 6} />
          <RecommendationReasons reasons={reasons} label={`${t('reason.label')}: ${book.title}`} />
        </li>
      ))}
    </ul>
  );
}
