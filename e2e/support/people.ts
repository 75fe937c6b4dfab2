import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPerson } from './accounts';
import type { Lang } from './journey';
import { waitForMail } from './mail';

export type Person = ReturnType<typeof newPerson>;

/** An account registered and confirmed through the API, in a language: for journeys that start from one. */
export async function confirmedPerson(request: APIRequestContext, lang: Lang, prefix = 'e2e'): Promise<Person> {
  const person = newPerson(prefix);
  const registered = await request.post('/api/auth/register', {
    data: { ...person, confirmPassword: person.password },
    headers: { language: lang },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const mail = await waitForMail(person.email, 'verification');
  const token = new URL(mail.link).pathname.split('/').pop()!;
  const verified = await request.put(
    `/api/auth/verify-email?token=${token}&email=${encodeURIComponent(person.email)}`,
    { headers: { language: lang } },
  );
  expect(verified.status(), await verified.text()).toBe(200);
  return person;
}

/** Signs a page's context in through the API (no pop-up queue is saved: that is the sign-in form's). */
export async function signInThroughApi(page: Page, person: Pick<Person, 'email' | 'password'>) {
  const response = await page.context().request.post('/api/auth/login', {
    data: { email: person.email, password: person.password },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(response.status(), await response.text()).toBe(200);
}
