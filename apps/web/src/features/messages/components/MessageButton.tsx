import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { messageKeys, openConversation } from '../api';

/** What /messages is told when a conversation is opened from a task (history state). */
export interface MessagesLocationState {
  /** The task the next message will be about, when it is not the conversation's context yet. */
  about?: { id: string; title: string };
}

/**
 * 'Enviar mensaje': opens (or finds) the conversation with this person. From a task, the message
 * the person then sends is about that task, and only sending it changes what the conversation is
 * about ("Sobre:") for both — opening it changes nothing. A professional writes first to an owner
 * only from a task between them (the task detail, the progress screen), so those buttons pass
 * `taskId`; without one the server refuses a new conversation (CONVERSATION_NEEDS_TASK) and the
 * toast says where to write from.
 */
export function MessageButton({
  withProfileId,
  taskId,
  taskTitle,
  variant = 'outline',
  label,
}: {
  withProfileId: string;
  taskId?: string;
  /** The task's title, to show what the message will be about. */
  taskTitle?: string;
  variant?: 'primary' | 'outline' | 'secondary';
  label?: string;
}) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const conversation = await openConversation({ withProfileId, taskId: taskId ?? null });
          await queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
          const state: MessagesLocationState =
            taskId && taskTitle && conversation.contextTask?.id !== taskId
              ? { about: { id: taskId, title: taskTitle } }
              : {};
          navigate(`/messages?c=${conversation.id}`, { state });
        } catch (error) {
          toast({
            title:
              error instanceof ApiError && error.code === 'CONVERSATION_NEEDS_TASK'
                ? t`Escribe desde una tarea`
                : t`No se pudo abrir la conversación`,
            description: errorMessage(error),
            variant: 'destructive',
          });
        } finally {
          setBusy(false);
        }
      }}
    >
      <MessageSquare className="h-4 w-4" aria-hidden="true" />
      {label ?? t`Enviar mensaje`}
    </Button>
  );
}
