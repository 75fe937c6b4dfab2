import type { ResourceLanguage } from 'i18next';
import { byNamespace } from './by-namespace';

/** Every English domain file in one chunk: one request before hydration, one entry in the shell. */
export default byNamespace(import.meta.glob<ResourceLanguage>('../en/*.json', { import: 'default', eager: true }));
