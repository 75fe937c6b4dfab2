/** The login pop-up opens from anywhere through a window event, so no feature imports the modal. */
export const OPEN_LOGIN_EVENT = 'polytsia:open-login';

export interface OpenLoginDetail {
  /** Optional heading above the form, e.g. why a sign-in is needed. */
  title?: string;
}

export function openLoginModal(title?: string) {
  window.dispatchEvent(new CustomEvent<OpenLoginDetail>(OPEN_LOGIN_EVENT, { detail: { title } }));
}
