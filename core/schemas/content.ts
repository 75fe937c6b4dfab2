import { z } from 'zod';

/** `GET /api/content/{slug}`: a published content page in the request's language. */
export const contentPage = z.object({
  slug: z.string(),
  /** DocumentType (core/enums.ts): 1 privacy policy, 2 terms and conditions; null for other pages. */
  documentType: z.number().int().nullable(),
  title: z.string(),
  /** Plain text with light Markdown: blank lines between paragraphs, `#`/`##` headings, `- ` lists. */
  body: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPage>;

export const contentSlugParams = z.object({ slug: z.string().trim().min(1).max(100) });
