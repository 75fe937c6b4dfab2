import { Transform } from 'node:stream';
import { HELD_ENTRY_TYPE } from './hydration-after-paint';

/*
 * The rewrite works on the rendered bytes: every marker is ASCII, so tags are found and cut out
 * without decoding the page (decoding and re-encoding a 100 KB shell cost more than the render's
 * compression).
 */
const ENTRY_TYPE = ' type="module"';
const PRELOAD_REL = ' rel="modulepreload"';
const SCRIPT_END = '</script>';
/** The longest marker's length less one: enough held bytes to find one split across chunks. */
const EDGE = ENTRY_TYPE.length - 1;

interface Tag {
  start: number;
  end: number;
  text: string;
}

/** Each tag `<name …>` holding `marker` among its attributes, in document order. */
function tagsWith(html: Buffer, name: string, marker: string): Tag[] {
  const tags: Tag[] = [];
  for (let at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, at + marker.length)) {
    const start = html.lastIndexOf(`<${name}`, at);
    const end = html.indexOf('>', at) + 1;
    // The marker must sit inside the tag, not in text after some element's `>`.
    const inside = start >= 0 && end > 0 && html.indexOf('>', start) > at;
    if (inside) tags.push({ start, end, text: html.toString('latin1', start, end) });
  }
  return tags;
}

/** React Router's inline entry script: the first module script without `src`, and where it ends. */
function entryScriptOf(html: Buffer): { tag: Tag; end: number } | undefined {
  const tag = tagsWith(html, 'script', ENTRY_TYPE).find((script) => !/\ssrc=/.test(script.text));
  const codeEnd = tag ? html.indexOf(SCRIPT_END, tag.end) : -1;
  return tag && codeEnd >= 0 ? { tag, end: codeEnd + SCRIPT_END.length } : undefined;
}

/**
 * The shell with its module preload links taken out and its entry script made inert, the paths
 * those links named kept on the script (`data-preloads`) for hydration-after-paint.ts to start
 * after the first paint. A shell without the entry script (a failed render) is left as it is.
 * Only the render writes these tags: React escapes quotes in text and attributes, and sanitized
 * rich text has no script or link elements.
 */
export function holdEntryScript(shell: Buffer): Buffer {
  const entry = entryScriptOf(shell);
  return entry ? withEntryHeld(shell, entry) : shell;
}

/** `html` with `entry` (its entry script) made inert and the preload links before it taken out. */
function withEntryHeld(html: Buffer, entry: { tag: Tag }): Buffer {
  const preloads = tagsWith(html, 'link', PRELOAD_REL).filter((link) => link.end <= entry.tag.start);
  const paths = preloads.map((link) => /\bhref="([^"]+)"/.exec(link.text)?.[1]).filter(Boolean);
  const attributes = entry.tag.text
    .slice('<script'.length, -1)
    .replace(ENTRY_TYPE, '')
    .replace(/\sasync=""/, '');
  const heldTag = `<script${attributes} type="${HELD_ENTRY_TYPE}" data-preloads="${paths.join(' ')}">`;
  const parts: Buffer[] = [];
  let at = 0;
  for (const link of preloads) {
    parts.push(html.subarray(at, link.start));
    at = link.end;
  }
  parts.push(html.subarray(at, entry.tag.start), Buffer.from(heldTag, 'latin1'), html.subarray(entry.tag.end));
  return Buffer.concat(parts);
}

/**
 * A stream that holds the rendered HTML back until the entry script has been written (the end
 * of the shell), holds the entry script as `holdEntryScript` does, and passes the rest (late Suspense parts,
 * React Router's data scripts) through untouched. Each chunk is searched once for the markers
 * of a module script's end; the held bytes are parsed only when both have come.
 */
export function holdingEntryScript(): Transform {
  let held: Buffer[] | null = [];
  let heldBytes = 0;
  let sawType = false;
  /** The last bytes held, where a marker split by the render begins. */
  let tail: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (held === null) return done(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      const before = tail;
      tail = chunk.length >= EDGE ? chunk.subarray(-EDGE) : Buffer.concat([tail, chunk]).subarray(-EDGE);
      sawType ||= holds(before, chunk, ENTRY_TYPE);
      if (!sawType || !holds(before, chunk, SCRIPT_END)) return done();
      const bytes = Buffer.concat(held, heldBytes);
      const entry = entryScriptOf(bytes);
      // A module script with `src` (Vite's client in development) is not the entry: look on.
      if (!entry) return done();
      held = null;
      done(null, withEntryHeld(bytes, entry));
    },
    flush(done) {
      done(null, held === null || heldBytes === 0 ? undefined : Buffer.concat(held, heldBytes));
    },
  });
}

/** Whether `marker` is in `chunk`, or begins in the bytes before it and ends in it. */
function holds(before: Buffer, chunk: Buffer, marker: string): boolean {
  if (chunk.includes(marker)) return true;
  return Buffer.concat([before, chunk.subarray(0, marker.length - 1)]).includes(marker);
}
