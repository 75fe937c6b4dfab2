import { requireAuthorPage } from '../lib/guards.server';
import BeingBuilt, { meta as beingBuiltMeta } from './being-built';
import { beingBuiltPage } from '../features/content/being-built.server';
import type { Route } from './+types/being-built-author';

/** A page still being built that only authors may open. */
export async function loader(args: Route.LoaderArgs) {
  requireAuthorPage(args.request, args.context);
  return beingBuiltPage(args);
}

export const meta = beingBuiltMeta;

export default BeingBuilt;
