import { describe, expect, it } from 'vitest';
import { editId } from './edit-id';

const request = (path: string) => new Request(`http://localhost${path}`);
const list = { path: '/admin/users', language: 'uk' as const };

async function thrown(run: () => unknown): Promise<Response> {
  try {
    run();
  } catch (error) {
    return error as Response;
  }
  throw new Error('nothing thrown');
}

describe('editId', () => {
  it('answers the id of an edit path and null on a /new page', () => {
    expect(editId(request('/uk/admin/user/42'), '42', list)).toBe(42);
    expect(editId(request('/admin/content-page/new'), undefined, list)).toBeNull();
  });

  it('sends an edit path without id to the list, in the page language', async () => {
    const answer = await thrown(() => editId(request('/uk/admin/user'), undefined, list));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/uk/admin/users');
  });

  it.each(['abc', '0', '99999999999', '1.5'])('answers 404 for the id %s', async (raw) => {
    const answer = (await thrown(() => editId(request(`/admin/user/${raw}`), raw, list))) as unknown as {
      init: { status: number };
    };
    expect(answer.init.status).toBe(404);
  });
});
