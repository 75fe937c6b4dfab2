import type { ComponentType } from 'react';

let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

/**
 * The signed-in corner's code (avatar, unread count, account menu), which visitors never need.
 * A page that renders it loads it first, without a Suspense boundary the server would stream
 * apart: the server in the root loader, the browser before hydrating a page marked `data-signed-in`.
 * A sign-in without a reload loads it then.
 */
export function loadSignedInMenu(): Promise<ComponentType> {
  // One import for the process: asking the module loader again costs every signed-in render.
  loading ??= import('./signed-in-menu').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const loadedSignedInMenu = () => loaded;
