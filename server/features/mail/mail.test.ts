import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createMailService, localizedLink } from './mail.service';
import { composeMail } from './mail.templates';

describe('account mail', () => {
  it('without SMTP writes each message as .eml and .json under the mail folder', async () => {
    const dataDir = join(tmpdir(), `polytsia-mail-${Date.now()}`);
    const config = loadConfig(
      { NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'https://polytsia.app' },
      { jwtSecret: 'x'.repeat(40) },
    );
    const mail = createMailService({ config });
    const sent = await mail.sendPasswordReset(
      { email: 'reader@example.com', userName: 'reader', language: 'uk' },
      'tok123',
    );
    expect(sent.link).toBe('https://polytsia.app/uk/reset-password/tok123');
    const files = readdirSync(config.mailDir).sort();
    expect(files.map((name) => name.split('.').pop())).toEqual(['eml', 'json']);
    const eml = readFileSync(join(config.mailDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: reader@example.com$/m);
    expect(eml).toContain('multipart/alternative');
    const json = JSON.parse(readFileSync(join(config.mailDir, files[1]!), 'utf8'));
    expect(json).toMatchObject({ to: 'reader@example.com', subject: 'Відновлення пароля до Полиці', link: sent.link });
  });

  it('escapes the HTML and names the recipient', () => {
    const mail = composeMail({
      kind: 'verification',
      language: 'en',
      name: '<b>Ann</b>',
      link: 'https://x.test/a?b=1&c=2',
    });
    expect(mail.html).toContain('Hello, &lt;b&gt;Ann&lt;/b&gt;!');
    expect(mail.html).toContain('href="https://x.test/a?b=1&amp;c=2"');
    expect(mail.text).toContain('Confirm email: https://x.test/a?b=1&c=2');
  });

  it('links to English pages without a prefix', () => {
    expect(localizedLink('https://polytsia.app', 'en', '/reset-password/t')).toBe(
      'https://polytsia.app/reset-password/t',
    );
  });
});
