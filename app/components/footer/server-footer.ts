import { createContext, type ReactNode } from 'react';

/**
 * The footer the server writes (kept-footer.tsx), given by entry.server.tsx so that its renderer
 * stays out of the browser's code; in the browser there is none and the footer's components render.
 */
export const ServerFooter = createContext<ReactNode>(null);
