import { zAdminUrlName, type AdminListRequest, type UrlNameCheck } from '#core/schemas/admin';
import type {
  AdminOption,
  AdminOptionsQuery,
  CatalogueBody,
  CatalogueList,
  CatalogueRecord,
  CatalogueSort,
} from '#core/schemas/catalogue-admin';
import { translate, type Language } from '../../i18n/translate';
import { authorize, type Actor } from '../../lib/actor';
import type { CatalogueAdminKind } from './admin-kinds';
import { isUrlNameTaken, listOptions, listRows, readRecord } from './admin-read';
import { createEntityWrites, type KindHooks, type WriteDependencies } from './admin-write';
import { mayAdministerCatalogue } from './catalogue-admin.policy';

/**
 * Every admin call of one catalogue kind (`/api/<kind>/admin/*`), the caller first and authorized
 * first; writes answer the record as it now stands.
 */
export function createEntityAdmin(kind: CatalogueAdminKind, deps: WriteDependencies, hooks: KindHooks = {}) {
  const { db } = deps;
  const writes = createEntityWrites(kind, deps, hooks);
  const read = (actor: Actor) => authorize(mayAdministerCatalogue(actor));

  return {
    kind,

    getRecord(actor: Actor, ref: string | number, language: Language): Promise<CatalogueRecord> {
      read(actor);
      return readRecord(db, kind, ref, language);
    },

    async getId(actor: Actor, ref: string): Promise<{ id: number }> {
      return { id: await writes.idOf(actor, ref) };
    },

    list(actor: Actor, query: AdminListRequest<CatalogueSort>, language: Language): Promise<CatalogueList> {
      read(actor);
      return listRows(db, kind, query, language);
    },

    options(actor: Actor, query: AdminOptionsQuery, language: Language): Promise<AdminOption[]> {
      read(actor);
      return listOptions(db, kind, query, language);
    },

    /** `checkUrl`: valid by §5 and in slug shape, and not another record's; the reason in the caller's language. */
    async checkUrl(
      actor: Actor,
      urlName: string,
      ownId: number | undefined,
      language: Language,
    ): Promise<UrlNameCheck> {
      read(actor);
      const parsed = zAdminUrlName.safeParse(urlName);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const params: Record<string, number> = issue.code === 'too_big' ? { max: Number(issue.maximum) } : {};
        return { available: false, message: translate(language, issue.message, params) };
      }
      if (await isUrlNameTaken(db, kind, parsed.data, ownId))
        return { available: false, message: translate(language, 'validation.urlNameTaken') };
      return { available: true, message: null };
    },

    async add(actor: Actor, body: CatalogueBody, language: Language): Promise<CatalogueRecord> {
      const id = await writes.add(actor, body);
      return readRecord(db, kind, id, language);
    },

    async update(actor: Actor, body: CatalogueBody & { id: number }, language: Language): Promise<CatalogueRecord> {
      await writes.update(actor, body);
      return readRecord(db, kind, body.id, language);
    },

    setActivity: writes.setActivity,
    setActivityMany: writes.setActivityMany,

    async remove(actor: Actor, id: number): Promise<{ ok: true }> {
      await writes.remove(actor, id);
      return { ok: true };
    },

    async setImage(actor: Actor, id: number, input: Buffer | null): Promise<{ imageLink: string | null }> {
      const stored = await writes.setImage(actor, id, input);
      return { imageLink: stored ? `/files/${stored}` : null };
    },
  };
}

export type EntityAdmin = ReturnType<typeof createEntityAdmin>;
