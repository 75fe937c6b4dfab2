import type { ComponentType } from 'react';

let loaded: ComponentType | null = null;

/**
 * The signed-in corner's code (avatar, unread count, account menu), which visitors never need.
 * A page that renders it loads it first, without a Suspense boundary the server would stream
 * apart: the server in the root loader, the browser before hydrating a page marked `data-signed-in`.
 * A sign-in without a reload loads it then.
 */
export function loadSignedInMenu(): Promise<ComponentType> {
  return import('./signed-in-menu').then((module) => (loaded = module.default));
}

export const loadedSignedInMenu = () => loaded;
