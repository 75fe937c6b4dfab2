import type { RecensionAdminItem, RecensionItem } from '#core/schemas/recensions';
import { recensionLikes, recensions, recensionSaves } from '../../db/schema';
import { readingItemFields, readingLists, type ReadingRow, type ReadingViewer } from './reading-lists';
import { toWriter } from './reading-sql';

type RecensionRow = ReadingRow & {
  userId: number;
  rating: number;
  title: string;
  text: string;
  spoiler: boolean;
  addToCompleted: boolean;
  link: string | null;
  linkName: string | null;
};

export const toRecensionItem = (viewer: ReadingViewer, row: RecensionRow): RecensionItem => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  text: row.text,
  spoiler: row.spoiler,
  addToCompleted: row.addToCompleted,
  link: row.link,
  linkName: row.linkName,
  ...readingItemFields(viewer, row),
  writer: toWriter(row)!,
});

export const toAdminRecension = (viewer: ReadingViewer, row: RecensionRow): RecensionAdminItem => ({
  ...toRecensionItem(viewer, row),
  moderatedAt: row.moderatedAt?.toISOString() ?? null,
});

const recensionLists = readingLists({
  table: recensions,
  approved: recensions.approved,
  marks: {
    liked: { table: recensionLikes, itemId: recensionLikes.recensionId },
    saved: { table: recensionSaves, itemId: recensionSaves.recensionId },
  },
  markColumn: 'recension_id',
  writerRequired: true,
  ownColumns: {
    rating: recensions.rating,
    title: recensions.title,
    text: recensions.text,
    spoiler: recensions.spoiler,
    addToCompleted: recensions.addToCompleted,
    link: recensions.link,
    linkName: recensions.linkName,
  },
  searched: [recensions.title, recensions.text],
  toItem: toRecensionItem,
  toAdminItem: toAdminRecension,
});

export const {
  listBook: listBookRecensions,
  listAll: listAllRecensions,
  listUser: listUserRecensions,
  listMarked: listMarkedRecensions,
  read: readRecension,
  listForModeration: listRecensionsForModeration,
} = recensionLists;
