/*
 * Where a cover is served from. `books.coverPath` holds the path of the normal (200×310) cover
 * under the file store (`covers/<name>.webp`), served at `/files/<path>`; the retina cover sits
 * beside it with `@2x` before the extension (`covers/<name>@2x.webp`). An absolute URL is used
 * as it is, for both sizes.
 */

const isAbsolute = (path: string) => /^(https?:)?\/\//.test(path) || path.startsWith('/');

export function coverLink(coverPath: string | null): string | null {
  if (!coverPath) return null;
  return isAbsolute(coverPath) ? coverPath : `/files/${coverPath}`;
}

export function coverLink2x(coverPath: string | null): string | null {
  if (!coverPath) return null;
  if (isAbsolute(coverPath)) return coverPath;
  const dot = coverPath.lastIndexOf('.');
  const retina =
    dot > coverPath.lastIndexOf('/') ? `${coverPath.slice(0, dot)}@2x${coverPath.slice(dot)}` : `${coverPath}@2x`;
  return `/files/${retina}`;
}
