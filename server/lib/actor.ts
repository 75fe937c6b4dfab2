import { UserRole } from '#core/enums';
import type { AuthClaims } from '../plugins/auth';
import { HttpError } from './http-error';

/** Who is calling a service: a visitor, or a signed-in account with its role. */
export type Actor = Anonymous | Member;

export interface Anonymous {
  role: 'anonymous';
}

export interface Member {
  role: 'reader' | 'author' | 'admin';
  userId: number;
  /** Administration rights: the Admin role, or the admin flag on any role. */
  isAdmin: boolean;
}

export const anonymous: Anonymous = { role: 'anonymous' };

/** The actor of a verified session token (`request.auth`, `context.auth`). */
export function actorOf(claims: AuthClaims | null): Actor {
  if (!claims) return anonymous;
  const role = claims.role === UserRole.Admin ? 'admin' : claims.role === UserRole.Author ? 'author' : 'reader';
  return { role, userId: claims.userId, isAdmin: claims.isAdmin || claims.role === UserRole.Admin };
}

/** The caller's account id, or null for a visitor. */
export const userIdOf = (actor: Actor): number | null => (actor.role === 'anonymous' ? null : actor.userId);

/** A policy's refusal: the status and the i18n key the API answers with. */
export interface Refusal {
  status: 400 | 401 | 403 | 409;
  messageKey: string;
}

/** What a policy answers: `allowed`, or why not. */
export type Decision = 'allowed' | Refusal;

export const allowed = 'allowed' as const;
export const signInFirst: Refusal = { status: 401, messageKey: 'errors.unauthorized' };
export const notPermitted: Refusal = { status: 403, messageKey: 'errors.forbidden' };

/** Decisions every policy starts from. */
export const signedIn = (actor: Actor): Decision => (actor.role === 'anonymous' ? signInFirst : allowed);
export const administrator = (actor: Actor): Decision =>
  actor.role === 'anonymous' ? signInFirst : actor.isAdmin ? allowed : notPermitted;

/** Goes on when the decision allows, throws the refusal as the API's error otherwise. */
export function authorize(decision: Decision): void {
  if (decision !== allowed) throw new HttpError(decision.status, decision.messageKey);
}

/** Narrows an actor already authorized as signed in. */
export function memberOf(actor: Actor): Member {
  if (actor.role === 'anonymous') throw new HttpError(401, signInFirst.messageKey);
  return actor;
}
