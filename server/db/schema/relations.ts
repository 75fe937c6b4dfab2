import { relations } from 'drizzle-orm';
import { revokedTokens, userTokens } from './auth';
import {
  bookAuthors,
  bookCompilations,
  bookGenres,
  bookIllustrators,
  bookSeries,
  bookTags,
  bookTranslators,
} from './book-links';
import { bookFiles, bookLanguages, books } from './books';
import { categories, categoryAuthors, categoryBooks } from './categories';
import { commentReactions, comments, commentSaves } from './comments';
import { contentPages, contentPageVersions, userContentPageAcks } from './content';
import { importedRows, imports } from './imports';
import { chatBans, chatInvites, chatMembers, chats, discussionGroups, messageReactions, messages } from './messenger';
import { authors, illustrators, similarAuthors, translators } from './people';
import { userPreferredAuthors, userPreferredBooks, userPreferredGenres, userPreferredLanguages } from './preferences';
import {
  quoteLikes,
  quotes,
  quoteSaves,
  recensionLikes,
  recensions,
  recensionSaves,
  userBookStatuses,
} from './reading';
import { authorClaims, bookAddRequests } from './requests';
import { friendRequests, friendships, notifications } from './social';
import { compilations, genres, publishers, series, tags } from './taxonomy';
import { users } from './users';

export const usersRelations = relations(users, ({ one, many }) => ({
  author: one(authors, { fields: [users.authorId], references: [authors.id] }),
  tokens: many(userTokens),
  revokedTokens: many(revokedTokens),
  bookStatuses: many(userBookStatuses),
  recensions: many(recensions),
  quotes: many(quotes),
  ownedBooks: many(books),
  preferredGenres: many(userPreferredGenres),
  preferredLanguages: many(userPreferredLanguages),
  preferredAuthors: many(userPreferredAuthors),
  preferredBooks: many(userPreferredBooks),
  friendships: many(friendships, { relationName: 'friendshipOwner' }),
  notifications: many(notifications, { relationName: 'notificationRecipient' }),
  chatMemberships: many(chatMembers),
  imports: many(imports),
  contentPageAcks: many(userContentPageAcks),
}));

export const userTokensRelations = relations(userTokens, ({ one }) => ({
  user: one(users, { fields: [userTokens.userId], references: [users.id] }),
  author: one(authors, { fields: [userTokens.authorId], references: [authors.id] }),
}));

export const revokedTokensRelations = relations(revokedTokens, ({ one }) => ({
  user: one(users, { fields: [revokedTokens.userId], references: [users.id] }),
}));

export const booksRelations = relations(books, ({ one, many }) => ({
  publisher: one(publishers, { fields: [books.publisherId], references: [publishers.id] }),
  owner: one(users, { fields: [books.ownerUserId], references: [users.id] }),
  authors: many(bookAuthors),
  translators: many(bookTranslators),
  illustrators: many(bookIllustrators),
  genres: many(bookGenres),
  tags: many(bookTags),
  compilations: many(bookCompilations),
  series: many(bookSeries),
  languages: many(bookLanguages),
  files: many(bookFiles),
  recensions: many(recensions),
  quotes: many(quotes),
  discussionGroup: one(discussionGroups, { fields: [books.id], references: [discussionGroups.bookId] }),
}));

export const bookLanguagesRelations = relations(bookLanguages, ({ one }) => ({
  book: one(books, { fields: [bookLanguages.bookId], references: [books.id] }),
}));

export const bookFilesRelations = relations(bookFiles, ({ one }) => ({
  book: one(books, { fields: [bookFiles.bookId], references: [books.id] }),
}));

export const bookAuthorsRelations = relations(bookAuthors, ({ one }) => ({
  book: one(books, { fields: [bookAuthors.bookId], references: [books.id] }),
  author: one(authors, { fields: [bookAuthors.authorId], references: [authors.id] }),
}));

export const bookTranslatorsRelations = relations(bookTranslators, ({ one }) => ({
  book: one(books, { fields: [bookTranslators.bookId], references: [books.id] }),
  translator: one(translators, { fields: [bookTranslators.translatorId], references: [translators.id] }),
}));

export const bookIllustratorsRelations = relations(bookIllustrators, ({ one }) => ({
  book: one(books, { fields: [bookIllustrators.bookId], references: [books.id] }),
  illustrator: one(illustrators, { fields: [bookIllustrators.illustratorId], references: [illustrators.id] }),
}));

export const bookGenresRelations = relations(bookGenres, ({ one }) => ({
  book: one(books, { fields: [bookGenres.bookId], references: [books.id] }),
  genre: one(genres, { fields: [bookGenres.genreId], references: [genres.id] }),
}));

export const bookTagsRelations = relations(bookTags, ({ one }) => ({
  book: one(books, { fields: [bookTags.bookId], references: [books.id] }),
  tag: one(tags, { fields: [bookTags.tagId], references: [tags.id] }),
}));

export const bookCompilationsRelations = relations(bookCompilations, ({ one }) => ({
  book: one(books, { fields: [bookCompilations.bookId], references: [books.id] }),
  compilation: one(compilations, { fields: [bookCompilations.compilationId], references: [compilations.id] }),
}));

export const bookSeriesRelations = relations(bookSeries, ({ one }) => ({
  book: one(books, { fields: [bookSeries.bookId], references: [books.id] }),
  series: one(series, { fields: [bookSeries.seriesId], references: [series.id] }),
}));

export const authorsRelations = relations(authors, ({ many }) => ({
  books: many(bookAuthors),
  similar: many(similarAuthors, { relationName: 'similarOwner' }),
}));

export const similarAuthorsRelations = relations(similarAuthors, ({ one }) => ({
  author: one(authors, {
    fields: [similarAuthors.authorId],
    references: [authors.id],
    relationName: 'similarOwner',
  }),
  similarAuthor: one(authors, { fields: [similarAuthors.similarAuthorId], references: [authors.id] }),
}));

export const translatorsRelations = relations(translators, ({ many }) => ({ books: many(bookTranslators) }));
export const illustratorsRelations = relations(illustrators, ({ many }) => ({ books: many(bookIllustrators) }));
export const publishersRelations = relations(publishers, ({ many }) => ({ books: many(books) }));
export const tagsRelations = relations(tags, ({ many }) => ({ books: many(bookTags) }));
export const seriesRelations = relations(series, ({ many }) => ({ books: many(bookSeries) }));
export const compilationsRelations = relations(compilations, ({ many }) => ({ books: many(bookCompilations) }));

export const genresRelations = relations(genres, ({ one, many }) => ({
  parent: one(genres, { fields: [genres.parentId], references: [genres.id], relationName: 'genreParent' }),
  children: many(genres, { relationName: 'genreParent' }),
  books: many(bookGenres),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  books: many(categoryBooks),
  authors: many(categoryAuthors),
}));

export const categoryBooksRelations = relations(categoryBooks, ({ one }) => ({
  category: one(categories, { fields: [categoryBooks.categoryId], references: [categories.id] }),
  book: one(books, { fields: [categoryBooks.bookId], references: [books.id] }),
}));

export const categoryAuthorsRelations = relations(categoryAuthors, ({ one }) => ({
  category: one(categories, { fields: [categoryAuthors.categoryId], references: [categories.id] }),
  author: one(authors, { fields: [categoryAuthors.authorId], references: [authors.id] }),
}));

export const userPreferredGenresRelations = relations(userPreferredGenres, ({ one }) => ({
  user: one(users, { fields: [userPreferredGenres.userId], references: [users.id] }),
  genre: one(genres, { fields: [userPreferredGenres.genreId], references: [genres.id] }),
}));

export const userPreferredLanguagesRelations = relations(userPreferredLanguages, ({ one }) => ({
  user: one(users, { fields: [userPreferredLanguages.userId], references: [users.id] }),
}));

export const userPreferredAuthorsRelations = relations(userPreferredAuthors, ({ one }) => ({
  user: one(users, { fields: [userPreferredAuthors.userId], references: [users.id] }),
  author: one(authors, { fields: [userPreferredAuthors.authorId], references: [authors.id] }),
}));

export const userPreferredBooksRelations = relations(userPreferredBooks, ({ one }) => ({
  user: one(users, { fields: [userPreferredBooks.userId], references: [users.id] }),
  book: one(books, { fields: [userPreferredBooks.bookId], references: [books.id] }),
}));

export const userBookStatusesRelations = relations(userBookStatuses, ({ one }) => ({
  user: one(users, { fields: [userBookStatuses.userId], references: [users.id] }),
  book: one(books, { fields: [userBookStatuses.bookId], references: [books.id] }),
}));

export const recensionsRelations = relations(recensions, ({ one, many }) => ({
  user: one(users, { fields: [recensions.userId], references: [users.id] }),
  book: one(books, { fields: [recensions.bookId], references: [books.id] }),
  likes: many(recensionLikes),
  saves: many(recensionSaves),
}));

export const recensionLikesRelations = relations(recensionLikes, ({ one }) => ({
  user: one(users, { fields: [recensionLikes.userId], references: [users.id] }),
  recension: one(recensions, { fields: [recensionLikes.recensionId], references: [recensions.id] }),
}));

export const recensionSavesRelations = relations(recensionSaves, ({ one }) => ({
  user: one(users, { fields: [recensionSaves.userId], references: [users.id] }),
  recension: one(recensions, { fields: [recensionSaves.recensionId], references: [recensions.id] }),
}));

export const quotesRelations = relations(quotes, ({ one, many }) => ({
  user: one(users, { fields: [quotes.userId], references: [users.id] }),
  book: one(books, { fields: [quotes.bookId], references: [books.id] }),
  likes: many(quoteLikes),
  saves: many(quoteSaves),
}));

export const quoteLikesRelations = relations(quoteLikes, ({ one }) => ({
  user: one(users, { fields: [quoteLikes.userId], references: [users.id] }),
  quote: one(quotes, { fields: [quoteLikes.quoteId], references: [quotes.id] }),
}));

export const quoteSavesRelations = relations(quoteSaves, ({ one }) => ({
  user: one(users, { fields: [quoteSaves.userId], references: [users.id] }),
  quote: one(quotes, { fields: [quoteSaves.quoteId], references: [quotes.id] }),
}));

export const commentsRelations = relations(comments, ({ one, many }) => ({
  user: one(users, { fields: [comments.userId], references: [users.id] }),
  parent: one(comments, { fields: [comments.parentId], references: [comments.id], relationName: 'commentReplies' }),
  replies: many(comments, { relationName: 'commentReplies' }),
  reactions: many(commentReactions),
  saves: many(commentSaves),
}));

export const commentReactionsRelations = relations(commentReactions, ({ one }) => ({
  comment: one(comments, { fields: [commentReactions.commentId], references: [comments.id] }),
  user: one(users, { fields: [commentReactions.userId], references: [users.id] }),
}));

export const commentSavesRelations = relations(commentSaves, ({ one }) => ({
  comment: one(comments, { fields: [commentSaves.commentId], references: [comments.id] }),
  user: one(users, { fields: [commentSaves.userId], references: [users.id] }),
}));

export const friendshipsRelations = relations(friendships, ({ one }) => ({
  user: one(users, { fields: [friendships.userId], references: [users.id], relationName: 'friendshipOwner' }),
  friend: one(users, { fields: [friendships.friendId], references: [users.id] }),
}));

export const friendRequestsRelations = relations(friendRequests, ({ one }) => ({
  fromUser: one(users, { fields: [friendRequests.fromUserId], references: [users.id] }),
  toUser: one(users, { fields: [friendRequests.toUserId], references: [users.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, {
    fields: [notifications.userId],
    references: [users.id],
    relationName: 'notificationRecipient',
  }),
  byUser: one(users, { fields: [notifications.byUserId], references: [users.id] }),
  chat: one(chats, { fields: [notifications.chatId], references: [chats.id] }),
}));

export const chatsRelations = relations(chats, ({ one, many }) => ({
  owner: one(users, { fields: [chats.ownerId], references: [users.id] }),
  members: many(chatMembers),
  bans: many(chatBans),
  invites: many(chatInvites),
  messages: many(messages),
  discussionGroup: one(discussionGroups, { fields: [chats.id], references: [discussionGroups.chatId] }),
}));

export const chatMembersRelations = relations(chatMembers, ({ one }) => ({
  chat: one(chats, { fields: [chatMembers.chatId], references: [chats.id] }),
  user: one(users, { fields: [chatMembers.userId], references: [users.id] }),
}));

export const chatBansRelations = relations(chatBans, ({ one }) => ({
  chat: one(chats, { fields: [chatBans.chatId], references: [chats.id] }),
  user: one(users, { fields: [chatBans.userId], references: [users.id] }),
}));

export const chatInvitesRelations = relations(chatInvites, ({ one }) => ({
  chat: one(chats, { fields: [chatInvites.chatId], references: [chats.id] }),
  user: one(users, { fields: [chatInvites.userId], references: [users.id] }),
}));

export const messagesRelations = relations(messages, ({ one, many }) => ({
  chat: one(chats, { fields: [messages.chatId], references: [chats.id] }),
  user: one(users, { fields: [messages.userId], references: [users.id] }),
  reactions: many(messageReactions),
}));

export const messageReactionsRelations = relations(messageReactions, ({ one }) => ({
  message: one(messages, { fields: [messageReactions.messageId], references: [messages.id] }),
  user: one(users, { fields: [messageReactions.userId], references: [users.id] }),
}));

export const discussionGroupsRelations = relations(discussionGroups, ({ one }) => ({
  book: one(books, { fields: [discussionGroups.bookId], references: [books.id] }),
  chat: one(chats, { fields: [discussionGroups.chatId], references: [chats.id] }),
}));

export const bookAddRequestsRelations = relations(bookAddRequests, ({ one }) => ({
  user: one(users, { fields: [bookAddRequests.userId], references: [users.id] }),
  book: one(books, { fields: [bookAddRequests.bookId], references: [books.id] }),
}));

export const authorClaimsRelations = relations(authorClaims, ({ one }) => ({
  user: one(users, { fields: [authorClaims.userId], references: [users.id] }),
  author: one(authors, { fields: [authorClaims.authorId], references: [authors.id] }),
}));

export const importsRelations = relations(imports, ({ one, many }) => ({
  user: one(users, { fields: [imports.userId], references: [users.id] }),
  rows: many(importedRows),
}));

export const importedRowsRelations = relations(importedRows, ({ one }) => ({
  import: one(imports, { fields: [importedRows.importId], references: [imports.id] }),
  book: one(books, { fields: [importedRows.bookId], references: [books.id] }),
}));

export const contentPagesRelations = relations(contentPages, ({ many }) => ({
  versions: many(contentPageVersions),
}));

export const contentPageVersionsRelations = relations(contentPageVersions, ({ one }) => ({
  page: one(contentPages, { fields: [contentPageVersions.pageId], references: [contentPages.id] }),
}));

export const userContentPageAcksRelations = relations(userContentPageAcks, ({ one }) => ({
  user: one(users, { fields: [userContentPageAcks.userId], references: [users.id] }),
  page: one(contentPages, { fields: [userContentPageAcks.pageId], references: [contentPages.id] }),
}));
