import type { AppLoadContext } from 'react-router';
import { cutSeoDescription } from '#core/seo';
import { stripLocale } from '#core/locale';
import type { BookStatus } from '#core/enums';
import type { PublicProfile } from '#core/schemas/profiles';
import { PAGE_SIZE } from '#core/constants';
import { pageTranslator } from '../books/page-text.server';
import { parseListParams } from '../books/list-params';
import type { ProfileOverviewData } from './profile-overview';
import { displayNameOf } from './profile-names';

/** Timeline entries per page on an overview. */
export const ACTIVITY_PAGE_SIZE = 10;

/** Whether the request is for the profile's own page (its overview) rather than one of its tabs. */
export function isProfileIndex(request: Request, depth: number): boolean {
  const segments = stripLocale(new URL(request.url).pathname).split('/').filter(Boolean);
  return segments.length === depth;
}

/** The overview of the caller's profile (`owner` null) or of a reader named by `owner`. */
export async function loadOverview(context: AppLoadContext, owner: string | null): Promise<ProfileOverviewData> {
  const { services, actor, language } = context;
  const paging = { page: 1, pageSize: ACTIVITY_PAGE_SIZE };
  const [activity, statistics] = await Promise.all([
    owner === null
      ? services.profiles.listOwnActivity(actor, language, paging)
      : services.profiles.listUserActivity(actor, language, owner, paging),
    owner === null
      ? services.profiles.ownStatistics(actor, language)
      : services.profiles.userStatistics(actor, language, owner),
  ]);
  return { activity, statistics, activityPageSize: ACTIVITY_PAGE_SIZE, now: new Date().toISOString() };
}

/** One shelf of the caller (`owner` null) or of a reader, paged by the URL's list params. */
export async function loadShelf(request: Request, context: AppLoadContext, owner: string | null, status: BookStatus) {
  const { services, actor, language } = context;
  const list = parseListParams(request.url);
  const paging = { page: list.page, pageSize: list.pageSize };
  const shelf =
    owner === null
      ? await services.profiles.listOwnShelf(actor, language, status, paging)
      : await services.profiles.listUserShelf(actor, language, owner, status, paging);
  const t = await pageTranslator(language);
  return { shelf, list, status, tabTitle: t(`profiles:shelf.${status}`) };
}

/** Paging of the requests tab: the small table's size (spec §9), `page` from the URL. */
export function requestsPaging(request: Request) {
  const raw = new URL(request.url).searchParams.get('page');
  const page = raw && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
  return { page, pageSize: PAGE_SIZE.SMALL_TABLE };
}

/** What a profile's pages put in <head>: its title parts and description. */
export async function profileHead(context: AppLoadContext, profile: PublicProfile, own: boolean) {
  const t = await pageTranslator(context.language);
  const displayName = displayNameOf(profile);
  const appName = t('common:appName');
  const title = own
    ? t('profiles:meta.ownTitle')
    : t('profiles:meta.userTitle', { name: displayName, userName: profile.userName });
  const about = profile.statusText || profile.aboutMe;
  return {
    displayName: own ? t('profiles:meta.ownTitle') : displayName,
    appName,
    title: `${title} — ${appName}`,
    description: cutSeoDescription(about ? about : t('profiles:meta.description', { name: displayName })),
  };
}

export type ProfileHead = Awaited<ReturnType<typeof profileHead>>;
