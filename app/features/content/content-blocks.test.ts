import { describe, expect, it } from 'vitest';
import { parseContentBody } from './content-blocks';

describe('content page body', () => {
  it('reads paragraphs, headings and lists', () => {
    const body = '# Data we keep\nYour email\nand name.\n\n## Why\n- to sign you in\n- to send notices\n\nThat is all.';
    expect(parseContentBody(body)).toEqual([
      { kind: 'heading', level: 2, text: 'Data we keep' },
      { kind: 'paragraph', text: 'Your email and name.' },
      { kind: 'heading', level: 3, text: 'Why' },
      { kind: 'list', items: ['to sign you in', 'to send notices'] },
      { kind: 'paragraph', text: 'That is all.' },
    ]);
  });

  it('turns simple HTML into text blocks without keeping any markup', () => {
    const body =
      '<h2>Terms</h2><p>Be <b>kind</b> &amp; fair.</p><ul><li>No spam</li><li><script>x</script>Respect</li></ul>';
    expect(parseContentBody(body)).toEqual([
      { kind: 'heading', level: 2, text: 'Terms' },
      { kind: 'paragraph', text: 'Be kind & fair.' },
      { kind: 'list', items: ['No spam', 'xRespect'] },
    ]);
  });

  it('answers no blocks for an empty body', () => {
    expect(parseContentBody('  \n\n ')).toEqual([]);
  });
});
