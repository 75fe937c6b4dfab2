import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    samples: Record<string, string>;
    /** The server's DATA_DIR: mail is written to its `mail/` folder. */
    dataDir: string;
    /** The email the harness's mock Google provider signs in. */
    googleEmail: string;
  }
}

/** One app server for all journeys; each test opens its own browser context. */
export default async function setup(project: TestProject) {
  const server = await startAppServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('samples', server.samples);
  project.provide('dataDir', server.dataDir);
  project.provide('googleEmail', server.mockGoogleIdentity.email!);
  return () => server.close();
}
