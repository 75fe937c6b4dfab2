import type { NotificationType } from './enums';

export const NOTIFICATION_NAMESPACE = '/hubs/notification';
export const MESSENGER_NAMESPACE = '/hubs/messenger';

/** Every socket of a user joins this room, on each namespace. */
export function userRoom(userId: number | string): string {
  return `user:${userId}`;
}

/** Members of a chat on the messenger namespace. */
export function chatRoom(chatId: number | string): string {
  return `chat:${chatId}`;
}

export interface NotificationItem {
  type: NotificationType;
  /** ISO date-time. */
  eventDate: string;
  text: string;
  itemImageLink: string | null;
  entityUrlName: string | null;
  onEntityId: number | null;
  byUserUsername: string | null;
  byUserImage: string | null;
  isByAuthor: boolean;
  chat?: { id: number };
}

export interface NotificationServerEvents {
  Notification: (payload: NotificationItem) => void;
  /** The panel was opened on one of the user's devices: the others reset their badge too. */
  NotificationsSeen: () => void;
  /** Test ping used to prove delivery across server instances. */
  Echo: (payload: { text: string }) => void;
}

export interface NotificationClientEvents {
  /** The panel was opened: the server marks everything up to now seen (the badge's count resets). */
  OnNotificationOpen: () => void;
}

export interface ChatSummary {
  id: number;
  title: string;
  photo: { photoLink: string | null } | null;
}

/** A chat message; `text` is encrypted with the chat key and only clients decrypt it. */
export interface ChatMessage {
  id: number;
  chatId: number;
  text: string;
  /** ISO date-time. */
  time: string;
  senderId: number;
  senderUserName: string;
  senderImage: string | null;
  chat: ChatSummary;
}

export interface ChatInvite {
  chat: ChatSummary;
  byUserUsername: string;
}

export interface ReadReceipt {
  chatId: number;
  messageId: number;
  userId: number;
}

export interface MessageDeleted {
  chatId: number;
  messageId: number;
}

export interface ReactionUpdate {
  chatId: number;
  messageId: number;
  userId: number;
  reaction: string;
  /** false when the user took the reaction back. */
  added: boolean;
}

export interface MessengerServerEvents {
  OnMessage: (payload: ChatMessage) => void;
  /** The client answers with OnNewChat to join the chat's room. */
  OnChatInvite: (payload: ChatInvite) => void;
  OnReadReceive: (payload: ReadReceipt) => void;
  OnMessageDelete: (payload: MessageDeleted) => void;
  OnUpdateReaction: (payload: ReactionUpdate) => void;
}

export interface OutgoingMessage {
  chatId: number;
  /** Already encrypted with the chat key. */
  text: string;
}

export interface MessengerClientEvents {
  OnMessage: (payload: OutgoingMessage) => void;
  OnRead: (payload: { chatId: number; messageId: number }) => void;
  OnReadReactions: (payload: { chatId: number }) => void;
  OnNewChat: (chatId: number) => void;
}

/** What the server keeps on an authenticated socket (`socket.data`). */
export interface RealtimeSocketData {
  userId: number;
  userName: string;
}
