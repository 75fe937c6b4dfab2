import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutSeoDescription, toPlainText } from './seo';

const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i % 10}`).join(' ');

describe('toPlainText', () => {
  it('strips HTML and decodes entities', () => {
    expect(
      toPlainText('<p>Hello&nbsp;<b>world</b> &amp; &lt;friends&gt; &#8212; &#x41;</p><script>alert(1)</script>'),
    ).toBe('Hello world & <friends> — A');
  });

  it('strips markdown', () => {
    const markdown =
      '# Title\n\n> quoted **bold** and *em* and _it_\n\n- item [link](http://x.y) ![alt](i.png)\n1. `code`\n\n---\n~~gone~~';
    expect(toPlainText(markdown)).toBe('Title quoted bold and em and it item link alt code gone');
  });

  it('leaves snake_case and arithmetic alone', () => {
    expect(toPlainText('snake_case_name and 2*3*4')).toBe('snake_case_name and 2*3*4');
  });

  it('collapses whitespace', () => {
    expect(toPlainText('  a \n\n\t b  ')).toBe('a b');
  });
});

describe('cutSeoDescription', () => {
  it('returns short text whole', () => {
    const text = 'x'.repeat(150);
    expect(cutSeoDescription(text)).toBe(text);
    expect(cutSeoDescription('<p>Short.</p>')).toBe('Short.');
    expect(cutSeoDescription('')).toBe('');
    expect(cutSeoDescription(null)).toBe('');
  });

  it('cuts at the first full stop at or after 150 characters', () => {
    const head = 'a'.repeat(150);
    expect(cutSeoDescription(`${head}. Next sentence goes on.`)).toBe(`${head}...`);
    expect(cutSeoDescription(`${'b'.repeat(140)}. ${'c'.repeat(20)} end. More text here.`)).toBe(
      `${'b'.repeat(140)}. ${'c'.repeat(20)} end...`,
    );
  });

  it('ignores a full stop before 150 and one inside a word', () => {
    const text = `${'a'.repeat(100)}. ${'b'.repeat(48)} 3.5 kg of text. And more.`;
    expect(cutSeoDescription(text)).toBe(`${'a'.repeat(100)}. ${'b'.repeat(48)} 3.5 kg of text...`);
  });

  it('keeps a text whose only late full stop ends it', () => {
    const text = `${'a '.repeat(80)}end.`;
    expect(cutSeoDescription(text)).toBe(text);
  });

  it('keeps a text up to 200 characters without a late full stop', () => {
    const text = words(50).slice(0, 190);
    expect(cutSeoDescription(text)).toBe(text);
  });

  it('cuts at the last word boundary within 200 characters otherwise', () => {
    const text = words(100);
    const result = cutSeoDescription(text);
    expect(result.endsWith('...')).toBe(true);
    const kept = result.slice(0, -3);
    expect(kept.length).toBeLessThanOrEqual(200);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toBe(' ');
  });

  it('hard-cuts one endless word', () => {
    expect(cutSeoDescription('x'.repeat(500))).toBe(`${'x'.repeat(200)}...`);
  });

  it('does not leave a comma before the dots', () => {
    const text = `${'word, '.repeat(50)}`;
    expect(cutSeoDescription(text)).toMatch(/word\.\.\.$/);
  });

  it('does not split a surrogate pair', () => {
    const result = cutSeoDescription(`${'x'.repeat(199)}🙂${'y'.repeat(100)}`);
    expect(result).toBe(`${'x'.repeat(199)}...`);
  });

  const prose = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ' ', '.', ',', '\n', 'я', '<', '>'), maxLength: 600 });

  it('keeps a prefix of the plain text and marks every cut', () => {
    fc.assert(
      fc.property(fc.oneof(prose, fc.string({ maxLength: 400 })), (text) => {
        const plain = toPlainText(text);
        const result = cutSeoDescription(text);
        if (result === plain) return plain.length <= 200 || /\.$/.test(plain);
        return result.endsWith('...') && plain.startsWith(result.slice(0, -3));
      }),
      { numRuns: 2000 },
    );
  });

  it('never exceeds 203 characters or the input plus the dots', () => {
    fc.assert(
      fc.property(fc.oneof(prose, fc.string({ maxLength: 400 })), (text) => {
        const result = cutSeoDescription(text);
        return result.length <= 203 && result.length <= text.length + 3;
      }),
      { numRuns: 2000 },
    );
  });
});
