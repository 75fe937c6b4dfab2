import { PassThrough } from 'node:stream';
import { Suspense, use, type ReactNode } from 'react';
import { renderToPipeableStream as renderForBun } from 'react-dom/server.bun';
import { renderToPipeableStream as renderForNode } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { JoinedMarkup } from './joined-markup.server';

type Render = typeof renderForNode;

function Late({ text }: { text: Promise<string> }) {
  return <p title={use(text)}>{use(text)}</p>;
}

/** A page with a shell and one part that comes later (a second pass over the finished parts). */
function page(late: Promise<string>): ReactNode {
  return (
    <html lang="uk">
      <body>
        <main>
          {Array.from({ length: 300 }, (_, index) => (
            <a key={index} href={`/book/kobzar-${index}`} className="card" aria-label={`Кобзар ${index}`}>
              Кобзар &amp; «Гайдамаки» {index}
            </a>
          ))}
          <Suspense fallback={<span>…</span>}>
            <Late text={late} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}

/** Renders the page, resolving its late part after the shell, and returns each chunk `target` got. */
async function chunksOf(render: Render, pipe: (target: PassThrough, into: (target: PassThrough) => void) => void) {
  let resolveLate!: (text: string) => void;
  const late = new Promise<string>((resolve) => (resolveLate = resolve));
  const target = new PassThrough();
  const chunks: Buffer[] = [];
  target.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => target.on('end', resolve));
  const stream = render(page(late), {
    onShellReady: () => {
      pipe(target, stream.pipe);
      setTimeout(() => resolveLate('Тарас <Шевченко>'), 10);
    },
  });
  await ended;
  return chunks;
}

describe('JoinedMarkup', () => {
  it('writes the same page as React’s Node renderer, in one chunk per pass', async () => {
    const node = await chunksOf(renderForNode, (target, pipe) => pipe(target));
    const bun = await chunksOf(renderForBun as Render, (target, pipe) =>
      pipe(new JoinedMarkup(target).asWritable() as PassThrough),
    );
    const html = Buffer.concat(bun).toString();
    expect(html).toBe(Buffer.concat(node).toString());
    expect(html).toContain('Тарас &lt;Шевченко&gt;');
    // The shell (~25 KB) and the late part: two passes; React's Node renderer writes 4 KB pieces.
    expect(bun).toHaveLength(2);
    expect(node.length).toBeGreaterThan(5);
  });

  it('writes a long pass in parts rather than holding it whole', () => {
    const target = new PassThrough();
    const writer = new JoinedMarkup(target);
    for (let index = 0; index < 5000; index++) writer.write('<a href="/book/kobzar">Кобзар</a>');
    expect(target.readableLength).toBeGreaterThan(0);
    writer.end();
    expect(target.read().toString()).toHaveLength(5000 * '<a href="/book/kobzar">Кобзар</a>'.length);
  });

  it('stops the render when the visitor leaves (the target closes early)', async () => {
    const target = new PassThrough();
    const errors: unknown[] = [];
    const stopped = new Promise<void>((resolve) => {
      const stream = renderForBun(page(new Promise<string>(() => {})), {
        onShellReady() {
          stream.pipe(new JoinedMarkup(target).asWritable());
          target.destroy();
        },
        onError(error) {
          errors.push(error);
          resolve();
        },
      });
    });
    await stopped;
    expect(String(errors[0])).toMatch(/closed early/);
  });
});
