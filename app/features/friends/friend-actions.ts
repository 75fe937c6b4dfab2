import type { FriendStateResponse } from '#core/schemas/friends';
import { refreshCurrentUser } from '../auth/current-user';
import { api } from '../../lib/api-client';

const user = (userName: string) => `/api/user/friend/${encodeURIComponent(userName)}`;

/** Asks for friendship: friends at once or a request, as the other reader's privacy says. */
export const askFriendship = (userName: string) => api<FriendStateResponse>(user(userName), { method: 'PUT' });

export const removeFriend = (userName: string) => api<FriendStateResponse>(user(userName), { method: 'DELETE' });

/** Approves or ignores a request; the account menu's count of waiting requests is read again. */
export async function answerRequest(requestId: number, approve: boolean): Promise<FriendStateResponse> {
  const answer = await api<FriendStateResponse>(
    `/api/user/friend/request/${requestId}/${approve ? 'approve' : 'reject'}`,
    { method: 'POST' },
  );
  refreshCurrentUser();
  return answer;
}

export const readFriendState = (userName: string) => api<FriendStateResponse>(user(userName), { toast: false });
