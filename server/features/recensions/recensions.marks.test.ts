import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NotificationType } from '#core/enums';
import { recensionLikes, recensionSaves, recensions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  buildCaller,
  call,
  insertPlainBook,
  insertRecension,
  notificationsOf,
  type Caller,
} from '../../test/fixtures/reading';

let t: TestApp;
let writer: Caller;
let fans: Caller[];
let recensionId: number;
let waitingId: number;
let bookUrlName: string;

beforeAll(async () => {
  t = await createTestApp();
  writer = await buildCaller(t, { userName: 'likedwriter' });
  fans = [];
  for (let index = 0; index < 12; index++) fans.push(await buildCaller(t, { userName: `fan${index}` }));
  const book = await insertPlainBook(t.database.db);
  bookUrlName = book.urlName;
  recensionId = (
    await insertRecension(t.database.db, { userId: writer.user.id, bookId: book.id, title: 'Worth a like' })
  ).id;
  waitingId = (
    await insertRecension(t.database.db, {
      userId: writer.user.id,
      bookId: (await insertPlainBook(t.database.db)).id,
      approved: false,
    })
  ).id;
});
afterAll(() => t.close());

const stored = async () => {
  const [row] = await t.database.db
    .select({ likes: recensions.likesCount, saves: recensions.savesCount })
    .from(recensions)
    .where(eq(recensions.id, recensionId));
  return {
    ...row,
    likeRows: await t.database.db.$count(recensionLikes, eq(recensionLikes.recensionId, recensionId)),
    saveRows: await t.database.db.$count(recensionSaves, eq(recensionSaves.recensionId, recensionId)),
  };
};

describe('likes and saves of recensions', () => {
  it('counts many readers liking at once exactly, and each like once', async () => {
    const responses = await Promise.all(
      fans.flatMap((fan) => [
        call(t, 'PUT', `/api/recension/${recensionId}/like?on=true`, { caller: fan }),
        call(t, 'PUT', `/api/recension/${recensionId}/like?on=true`, { caller: fan }),
      ]),
    );
    expect(responses.every((response) => response.statusCode === 200 && response.json().liked)).toBe(true);
    expect(await stored()).toMatchObject({ likes: fans.length, likeRows: fans.length });

    const detail = await call(t, 'GET', `/api/recension/${recensionId}`, { caller: fans[0] });
    expect(detail.json()).toMatchObject({ likesCount: fans.length, isLiked: true, isSaved: false });
    expect((await call(t, 'GET', `/api/recension/${recensionId}`, { caller: writer })).json().isLiked).toBe(false);
  });

  it('keeps the counter equal to the rows under concurrent toggles and explicit offs', async () => {
    await Promise.all(
      fans.flatMap((fan, index) => [
        call(t, 'PUT', `/api/recension/${recensionId}/like${index % 2 ? '' : '?on=false'}`, { caller: fan }),
        call(t, 'PUT', `/api/recension/${recensionId}/save`, { caller: fan }),
        call(t, 'PUT', `/api/recension/${recensionId}/save`, { caller: fan }),
        call(t, 'PUT', `/api/recension/${recensionId}/save?on=true`, { caller: fan }),
      ]),
    );
    const after = await stored();
    expect(after.likes).toBe(after.likeRows);
    expect(after.saves).toBe(after.saveRows);
    expect(after.likeRows).toBe(0);
  });

  it('answers the state after each call: on, off, toggled', async () => {
    const fan = fans[0];
    const like = (query = '') => call(t, 'PUT', `/api/recension/${recensionId}/like${query}`, { caller: fan });
    expect((await like('?on=true')).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await like('?on=true')).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await like()).json()).toEqual({ liked: false, likesCount: 0 });
    expect((await like('?on=false')).json()).toEqual({ liked: false, likesCount: 0 });
    expect((await like()).json()).toEqual({ liked: true, likesCount: 1 });
    const save = await call(t, 'PUT', `/api/recension/${recensionId}/save?on=false`, { caller: fan });
    expect(save.json()).toMatchObject({ saved: false });
    expect((await call(t, 'PUT', `/api/recension/${recensionId}/like?on=maybe`, { caller: fan })).statusCode).toBe(400);
  });

  it('tells the writer of a like once, however often it is toggled, and never of their own', async () => {
    const likesOf = () =>
      notificationsOf(t.database.db, writer.user.id, NotificationType.LikeRecension).then((rows) =>
        rows.filter((row) => row.onEntityId === recensionId),
      );
    const byFan = (await likesOf()).filter((row) => row.byUserId === fans[1].user.id);
    expect(byFan).toEqual([
      expect.objectContaining({
        text: 'Worth a like',
        entityUrlName: bookUrlName,
        onEntityId: recensionId,
        isByAuthor: false,
      }),
    ]);
    for (let round = 0; round < 3; round++)
      await call(t, 'PUT', `/api/recension/${recensionId}/like`, { caller: fans[1] });
    expect((await likesOf()).filter((row) => row.byUserId === fans[1].user.id)).toHaveLength(1);

    const before = (await likesOf()).length;
    await call(t, 'PUT', `/api/recension/${recensionId}/like?on=true`, { caller: writer });
    expect(await likesOf()).toHaveLength(before);
  });

  it('answers 404 for a recension the caller cannot see, and lets the writer mark their waiting one', async () => {
    expect((await call(t, 'PUT', `/api/recension/${waitingId}/like`, { caller: fans[2] })).statusCode).toBe(404);
    expect((await call(t, 'PUT', `/api/recension/${waitingId}/save`, { caller: fans[2] })).statusCode).toBe(404);
    expect((await call(t, 'PUT', `/api/recension/${waitingId}/save`, { caller: writer })).statusCode).toBe(200);
    expect((await call(t, 'PUT', '/api/recension/987654/like', { caller: writer })).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(recensionLikes)
      .where(and(eq(recensionLikes.recensionId, waitingId), eq(recensionLikes.userId, fans[2].user.id)));
    expect(rows).toEqual([]);
  });
});
