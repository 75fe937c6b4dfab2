import { it } from 'vitest';
import { buildUser, loginAs } from '/work/main/server/test/factories';
import { createTestApp } from '/work/main/server/test/harness';
it('debug', async () => {
  const t = await createTestApp();
  t.app.addHook('onError', async (_req, _rep, err) => { console.log('ERR', err); });
  const user = await buildUser(t, { role: 'admin' });
  const token = await loginAs(t, user);
  const r = await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
  console.log(r.statusCode, r.body);
  await t.close();
});
