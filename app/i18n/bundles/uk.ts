import type { ResourceLanguage } from 'i18next';
import { byNamespace } from './by-namespace';

/** Every Ukrainian domain file in one chunk: one request before hydration, one entry in the shell. */
export default byNamespace(import.meta.glob<ResourceLanguage>('../uk/*.json', { import: 'default', eager: true }));
