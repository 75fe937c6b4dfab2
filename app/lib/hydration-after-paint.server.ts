import { Transform } from 'node:stream';
import { HELD_ENTRY_TYPE } from './hydration-after-paint';

/*
 * The rewrite works on the rendered text as React writes it (joined per pass, decision 0033): the
 * markers are searched and the tags cut out before the page is encoded to bytes, once, as it
 * leaves this stream.
 */
const ENTRY_TYPE = ' type="module"';
const PRELOAD_REL = ' rel="modulepreload"';
const SCRIPT_END = '</script>';
/** The longest marker's length less one: enough held text to find one split across chunks. */
const EDGE = ENTRY_TYPE.length - 1;

interface Tag {
  start: number;
  end: number;
  text: string;
}

/** Each tag `<name …>` holding `marker` among its attributes, in document order. */
function tagsWith(html: string, name: string, marker: string): Tag[] {
  const tags: Tag[] = [];
  for (let at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, at + marker.length)) {
    const start = html.lastIndexOf(`<${name}`, at);
    const end = html.indexOf('>', at) + 1;
    // The marker must sit inside the tag, not in text after some element's `>`.
    const inside = start >= 0 && end > 0 && html.indexOf('>', start) > at;
    if (inside) tags.push({ start, end, text: html.slice(start, end) });
  }
  return tags;
}

/** React Router's inline entry script: the first module script without `src`, and where it ends. */
function entryScriptOf(html: string): { tag: Tag; end: number } | undefined {
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
export function holdEntryScript(shell: string): string {
  const entry = entryScriptOf(shell);
  return entry ? partsWithEntryHeld(shell, entry).join('') : shell;
}

/** `html` with `entry` (its entry script) made inert and the preload links before it taken out, in parts. */
function partsWithEntryHeld(html: string, entry: { tag: Tag }): string[] {
  const preloads = tagsWith(html, 'link', PRELOAD_REL).filter((link) => link.end <= entry.tag.start);
  const paths = preloads.map((link) => /\bhref="([^"]+)"/.exec(link.text)?.[1]).filter(Boolean);
  const attributes = entry.tag.text
    .slice('<script'.length, -1)
    .replace(ENTRY_TYPE, '')
    .replace(/\sasync=""/, '');
  const heldTag = `<script${attributes} type="${HELD_ENTRY_TYPE}" data-preloads="${paths.join(' ')}">`;
  const parts: string[] = [];
  let at = 0;
  for (const link of preloads) {
    if (link.start > at) parts.push(html.slice(at, link.start));
    at = link.end;
  }
  parts.push(html.slice(at, entry.tag.start), heldTag, html.slice(entry.tag.end));
  return parts;
}

const encoder = new TextEncoder();

/**
 * The UTF-8 bytes of `parts` in one buffer. `TextEncoder.encodeInto` writes a long page's text
 * (two-byte in V8 as soon as it holds one non-Latin-1 character) in about half the time
 * `Buffer.from` takes, and each part is written where it belongs instead of the parts being
 * joined into one string first.
 */
function utf8(parts: string[]): Buffer {
  let length = 0;
  for (const part of parts) length += part.length;
  const bytes = Buffer.allocUnsafe(length * 3);
  let written = 0;
  for (const part of parts) written += encoder.encodeInto(part, bytes.subarray(written)).written;
  return bytes.subarray(0, written);
}

/**
 * A stream taking the rendered text that holds it back until the entry script has been written
 * (the end of the shell), holds the entry script as `holdEntryScript` does, and passes the rest
 * (late Suspense parts, React Router's data scripts) through untouched, each chunk encoded to
 * UTF-8 as it leaves. Each chunk is searched once for the markers of a module script's end; the
 * held text is parsed only when both have come.
 */
export function holdingEntryScript(): Transform {
  // The chunks are joined once, when the entry script may have come: adding each to one string
  // and reading its tail copied the whole held text per chunk.
  let held: string[] | null = [];
  let before = '';
  let sawType = false;
  return new Transform({
    decodeStrings: false,
    transform(chunk: string, _encoding, done) {
      if (held === null) return done(null, utf8([chunk]));
      held.push(chunk);
      const edge = before;
      sawType ||= holds(edge, chunk, ENTRY_TYPE);
      const ended = sawType && holds(edge, chunk, SCRIPT_END);
      before = chunk.length >= EDGE ? chunk.slice(-EDGE) : (edge + chunk).slice(-EDGE);
      if (!ended) return done();
      const text = held.join('');
      const entry = entryScriptOf(text);
      // A module script with `src` (Vite's client in development) is not the entry: look on.
      if (!entry) {
        held = [text];
        return done();
      }
      held = null;
      done(null, utf8(partsWithEntryHeld(text, entry)));
    },
    flush(done) {
      done(null, held?.length ? utf8(held) : undefined);
    },
  });
}

/** Whether `marker` is in `chunk`, or begins in the text before it and ends in it. */
function holds(before: string, chunk: string, marker: string): boolean {
  return chunk.includes(marker) || (before + chunk.slice(0, marker.length - 1)).includes(marker);
}
