import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import { EntityImage, type EntityImageShape } from './entity-image';
import { useEntityPaths, type EntityPathKind } from './entity-paths';
import classes from './entities.module.css';

export interface EntityCardProps {
  kind: EntityPathKind;
  urlName: string;
  name: string;
  booksCount: number;
  imageLink?: string | null;
  /** Whether the kind shows a picture at all (translators and illustrators lists do not). */
  withImage?: boolean;
  imageShape?: EntityImageShape;
  /** A second line under the name (a series' authors). */
  subtitle?: string | null;
  /** The first books: `value` is the book's urlName, `text` its title. */
  books?: { value: string; text: string }[];
}

/**
 * A card of the entity lists: picture, linked name, books count and links to its first books.
 * Rendered once per list item, so it is plain elements and classes.
 */
export function EntityCard({
  kind,
  urlName,
  name,
  booksCount,
  imageLink,
  withImage = true,
  imageShape,
  subtitle,
  books,
}: EntityCardProps) {
  const { t } = useTranslation('entities');
  const paths = useEntityPaths();
  return (
    <article className={classes.card}>
      <div className={classes.cardHead}>
        {withImage && <EntityImage src={imageLink} name={name} size={64} shape={imageShape} />}
        <div className={classes.cardBody}>
          <h2 className={classes.cardName}>
            <AppLink to={paths.entity(kind, urlName)} className={classes.cardNameLink}>
              {name}
            </AppLink>
          </h2>
          {subtitle && <p className={classes.cardSubtitle}>{subtitle}</p>}
          <p className={classes.cardCount}>{t('count.books', { count: booksCount })}</p>
        </div>
      </div>
      {books && books.length > 0 && (
        <ul className={classes.previews} aria-label={t('list.booksPreview')}>
          {books.map((book) => (
            <li key={book.value}>
              <AppLink to={paths.entity('book', book.value)} className={classes.previewLink} title={book.text}>
                {book.text}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
