import type {
  ConversationDto,
  MessageDto,
  MessageInput,
  MessagePage,
  OpenConversationInput,
} from '@faena/shared/schemas';
import { api, toQuery } from '../../lib/api';

export const messageKeys = {
  conversations: ['conversations'] as const,
  /** Every conversation's messages. */
  allMessages: ['messages'] as const,
  messages: (conversationId: string) => ['messages', conversationId] as const,
};

export const listConversations = () => api.get<{ items: ConversationDto[] }>('/api/conversations').then((r) => r.items);
export const openConversation = (input: OpenConversationInput) =>
  api.post<ConversationDto>('/api/conversations', input);
export const listMessages = (conversationId: string, before?: string | null) =>
  api.get<MessagePage>(`/api/conversations/${conversationId}/messages${toQuery({ before: before ?? undefined })}`);
export const sendMessage = (conversationId: string, input: MessageInput) =>
  api.post<MessageDto>(`/api/conversations/${conversationId}/messages`, input);
export const markConversationRead = (conversationId: string) =>
  api.post<{ ok: true }>(`/api/conversations/${conversationId}/read`);
