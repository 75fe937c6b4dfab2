import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import type { BookDetails } from '#core/schemas/books';
import { useCataloguePaths } from './book-links';
import classes from './books.module.css';
import { Anchor } from '../../components/ui';

function LinkList({ items, base }: { items: { urlName: string; label: string }[]; base: string }) {
  const paths = useCataloguePaths();
  return (
    <>
      {items.map((item, index) => (
        <Fragment key={item.urlName}>
          {index > 0 && ', '}
          <Anchor component={AppLink} to={paths.to(`${base}/${encodeURIComponent(item.urlName)}`)} inherit>
            {item.label}
          </Anchor>
        </Fragment>
      ))}
    </>
  );
}

/** The book's facts as a description list; empty facts are left out. */
export function BookFacts({ book }: { book: BookDetails }) {
  const { t } = useTranslation('books');
  const facts: [string, ReactNode][] = [];
  const add = (key: string, value: ReactNode, when: unknown) => {
    if (when !== null && when !== undefined && when !== '' && !(Array.isArray(when) && when.length === 0))
      facts.push([key, value]);
  };
  add('originalTitle', book.originalTitle, book.originalTitle);
  add('kind', t(`kind.${book.kind}`), book.kind);
  add('firstYear', book.firstYear, book.firstYear);
  add('year', book.year, book.year);
  add('pages', book.pages, book.pages);
  add('format', book.format ? t(`format.${book.format}`) : null, book.format);
  add('isbn', book.isbn, book.isbn);
  add('isbn10', book.isbn10, book.isbn10);
  add(
    'publisher',
    book.publisher && (
      <LinkList base="/publisher" items={[{ urlName: book.publisher.urlName, label: book.publisher.title }]} />
    ),
    book.publisher,
  );
  add(
    'genres',
    <LinkList base="/genre" items={book.genres.map((genre) => ({ urlName: genre.urlName, label: genre.name }))} />,
    book.genres,
  );
  add(
    'tags',
    <LinkList base="/tag" items={book.tags.map((tag) => ({ urlName: tag.urlName, label: tag.tag }))} />,
    book.tags,
  );
  add(
    'series',
    <LinkList
      base="/series"
      items={book.series.map((item) => ({
        urlName: item.urlName,
        label: t('facts.seriesPosition', { title: item.title, position: item.position }),
      }))}
    />,
    book.series,
  );
  add('languages', book.languages.map((code) => t(`language.${code}`)).join(', '), book.languages);
  add(
    'translators',
    <LinkList
      base="/translator"
      items={book.translators.map((item) => ({ urlName: item.urlName, label: item.name }))}
    />,
    book.translators,
  );
  add(
    'illustrators',
    <LinkList
      base="/illustrator"
      items={book.illustrators.map((item) => ({ urlName: item.urlName, label: item.name }))}
    />,
    book.illustrators,
  );
  add('ageRestriction', t('facts.agePlus', { age: book.ageRestriction }), book.ageRestriction);
  add('files', book.files.map((format) => t(`fileFormat.${format}`)).join(', '), book.files);
  return (
    <dl className={classes.facts}>
      {facts.map(([key, value]) => (
        <Fragment key={key}>
          <dt>{t(`facts.${key}`)}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
