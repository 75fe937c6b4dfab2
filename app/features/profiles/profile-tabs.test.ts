import { describe, expect, it } from 'vitest';
import { pageTable } from '../../route-table';
import { activeTab, OWN_PROFILE_TABS, tabPath, USER_PROFILE_TABS } from './profile-tabs';

const childrenOf = (path: string) => pageTable.find((page) => page.path === path)?.children?.map((child) => child.path);

describe('profile tabs', () => {
  it('link to every child of /me/profile', () => {
    expect(OWN_PROFILE_TABS.map((tab) => tab.segment).sort()).toEqual([...childrenOf('me/profile')!].sort());
  });

  it('link to /user/:username and every child of it', () => {
    const segments = USER_PROFILE_TABS.map((tab) => tab.segment);
    expect(segments[0]).toBe('');
    expect(segments.slice(1).sort()).toEqual([...childrenOf('user/:username?')!].sort());
  });

  it('find the tab of a path, the overview on the profile itself', () => {
    expect(activeTab(OWN_PROFILE_TABS, '/me/profile', '/me/profile')?.key).toBe('overview');
    expect(activeTab(OWN_PROFILE_TABS, '/me/profile', '/me/profile/default')?.key).toBe('overview');
    expect(activeTab(OWN_PROFILE_TABS, '/me/profile', '/me/profile/network/requests/')?.key).toBe('friendRequests');
    expect(activeTab(USER_PROFILE_TABS, '/user/olena', '/user/olena/finished')?.key).toBe('finished');
    expect(activeTab(USER_PROFILE_TABS, '/user/olena', '/user/olena/unknown')).toBeUndefined();
    expect(tabPath('/user/olena', USER_PROFILE_TABS[0]!)).toBe('/user/olena');
  });
});
