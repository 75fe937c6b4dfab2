import type { Language } from '#core/locale';

/** A category's edit page, by its kind. */
export const categoryEditPath = (category: { id: number; kind: string }) =>
  `/admin/category/${category.kind}-category/${category.id}`;

/** A category's title in the page's language (the other language's when it is not written). */
export const categoryTitle = (category: { titleEn: string; titleUk: string }, language: Language) =>
  (language === 'uk' ? category.titleUk || category.titleEn : category.titleEn || category.titleUk) ?? '';
