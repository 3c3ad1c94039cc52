import type {
  ConversationDto,
  MessageDto,
  MessageInput,
  MessagePage,
  OpenConversationInput,
} from '@faena/shared/schemas';
import { api } from '@/lib/api';

export const messageKeys = {
  conversations: ['conversations'] as const,
  /** Every conversation's messages. */
  allMessages: ['messages'] as const,
  messages: (conversationId: string) => ['messages', conversationId] as const,
};

// Each call's path, parameters, body and answer come from the contract (`@faena/shared/api`); the
// declared return types are checked against it, not cast.
export const listConversations = (): Promise<ConversationDto[]> => api.get('/api/conversations').then((r) => r.items);
export const openConversation = (input: OpenConversationInput): Promise<ConversationDto> =>
  api.post('/api/conversations', { body: input });
export const listMessages = (conversationId: string, before?: string | null): Promise<MessagePage> =>
  api.get('/api/conversations/{conversationId}/messages', {
    path: { conversationId },
    query: { before: before ?? undefined },
  });
export const sendMessage = (conversationId: string, input: MessageInput): Promise<MessageDto> =>
  api.post('/api/conversations/{conversationId}/messages', { path: { conversationId }, body: input });
export const markConversationRead = (conversationId: string): Promise<{ ok: true }> =>
  api.post('/api/conversations/{conversationId}/read', { path: { conversationId } });
