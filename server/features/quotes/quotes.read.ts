import type { QuoteAdminItem, QuoteItem } from '#core/schemas/quotes';
import { quoteLikes, quotes, quoteSaves } from '../../db/schema';
import { readingItemFields, readingLists, type ReadingRow, type ReadingViewer } from '../recensions/reading-lists';
import { toWriter } from '../recensions/reading-sql';

export type QuoteRow = ReadingRow & {
  text: string;
  page: number | null;
  chapter: string | null;
  priority: number;
  lastUsedAt: Date | null;
  isDayQuote: boolean;
};

export const toQuoteItem = (viewer: ReadingViewer, row: QuoteRow): QuoteItem => ({
  id: row.id,
  text: row.text,
  page: row.page,
  chapter: row.chapter,
  ...readingItemFields(viewer, row),
  writer: toWriter(row),
});

export const toAdminQuote = (viewer: ReadingViewer, row: QuoteRow): QuoteAdminItem => ({
  ...toQuoteItem(viewer, row),
  priority: row.priority,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  isDayQuote: row.isDayQuote,
  moderatedAt: row.moderatedAt?.toISOString() ?? null,
});

const quoteLists = readingLists({
  table: quotes,
  approved: quotes.isApproved,
  marks: {
    liked: { table: quoteLikes, itemId: quoteLikes.quoteId },
    saved: { table: quoteSaves, itemId: quoteSaves.quoteId },
  },
  markColumn: 'quote_id',
  writerRequired: false,
  ownColumns: {
    text: quotes.text,
    page: quotes.page,
    chapter: quotes.chapter,
    priority: quotes.priority,
    lastUsedAt: quotes.lastUsedAt,
    isDayQuote: quotes.isDayQuote,
  },
  searched: [quotes.text, quotes.chapter],
  toItem: toQuoteItem,
  toAdminItem: toAdminQuote,
});

export const {
  listBook: listBookQuotes,
  listAll: listAllQuotes,
  listUser: listUserQuotes,
  listMarked: listMarkedQuotes,
  read: readQuote,
  listForModeration: listQuotesForModeration,
} = quoteLists;
