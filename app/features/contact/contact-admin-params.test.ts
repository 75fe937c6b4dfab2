import { describe, expect, it } from 'vitest';
import { CONTACT_ADMIN_PAGE_SIZE, contactAdminParams } from './contact-admin-params';

describe('the contact messages list’s URL', () => {
  it.each([
    ['/admin/contact-messages', { state: 'waiting', page: 1 }],
    ['/admin/contact-messages?state=answered&page=3', { state: 'answered', page: 3 }],
    ['/uk/admin/contact-messages?state=lost&page=-2', { state: 'waiting', page: 1 }],
    ['/admin/contact-messages?page=0', { state: 'waiting', page: 1 }],
    ['/admin/contact-messages?page=2x', { state: 'waiting', page: 1 }],
  ])('%s → %o', (url, expected) => {
    expect(contactAdminParams(`http://x${url}`)).toEqual({ ...expected, pageSize: CONTACT_ADMIN_PAGE_SIZE });
  });
});
