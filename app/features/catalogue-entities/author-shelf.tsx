import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import { EntityImage } from './entity-image';
import { useEntityPaths } from './entity-paths';
import classes from './author-shelf.module.css';
import { Title } from '../../components/ui';

export interface ShelfAuthor {
  urlName: string;
  name: string;
  imageLink: string | null;
  booksCount: number;
}

/** A titled, horizontally scrolling row of authors (an author category on the home page). */
export function AuthorShelf({ title, items }: { title: string; items: ShelfAuthor[] }) {
  const { t } = useTranslation('entities');
  const paths = useEntityPaths();
  if (!items.length) return null;
  return (
    <section>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <ul className={classes.shelf}>
        {items.map((author) => (
          <li key={author.urlName} className={classes.item}>
            <AppLink to={paths.entity('author', author.urlName)} className={classes.author}>
              <EntityImage src={author.imageLink} name={author.name} size={96} shape="circle" />
              <span className={classes.name}>{author.name}</span>
              <span className={classes.count}>{t('count.books', { count: author.booksCount })}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
