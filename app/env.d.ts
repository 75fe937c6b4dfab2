import type { LoadContext } from '../server/load-context';

declare module 'react-router' {
  // The server's load context, typed for every loader and action.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
