/** The global search modal opens from anywhere through a window event, so nothing imports the modal. */
export const OPEN_SEARCH_EVENT = 'polytsia:open-search';

export interface OpenSearchDetail {
  /** Text to search for at once (empty: the most popular items). */
  text?: string;
}

export function openGlobalSearch(text?: string) {
  window.dispatchEvent(new CustomEvent<OpenSearchDetail>(OPEN_SEARCH_EVENT, { detail: { text } }));
}
