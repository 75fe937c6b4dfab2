import { useChunkReload } from './chunk-reload';
import { LoadingBar } from './loading-bar';
import { SkipLink } from './skip-link';

/** What every layout carries: the skip link, the navigation loading bar and the chunk-reload guard. */
export function ShellServices() {
  useChunkReload();
  return (
    <>
      <SkipLink />
      <LoadingBar />
    </>
  );
}
