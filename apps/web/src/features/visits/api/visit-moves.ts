import type {
  ProposeVisitInput,
  VisitDetail,
  VisitHours,
  VisitHoursInput,
  VisitShare,
} from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, ApiError } from '@/lib/api-client';
import { chatKeys } from '@/lib/chat-query-keys';
import { i18n } from '@/lib/i18n';
import { visitKeys } from './visit-keys';

export type VisitMove =
  | { id: number; verb: 'accept'; slot: string }
  | { id: number; verb: 'reschedule'; slots: string[] }
  | { id: number; verb: 'decline' | 'cancel'; reason?: string }
  | { id: number; verb: 'outcome'; attended: boolean };

/** POST /api/visits/:id/{accept,decline,reschedule,cancel,outcome} */
export function moveVisit({ id, verb, ...body }: VisitMove) {
  return api.post<VisitDetail>(`/visits/${id}/${verb}`, body);
}

/** A refusal says the server's words; anything else this text (read when it happens). */
const failed = (fallback: () => string) => (error: Error) =>
  toast.error(error instanceof ApiError ? error.message : fallback());

/** Every move refreshes the visits and the chat, where its card lands. */
function useRefresh() {
  const client = useQueryClient();
  return (visit: VisitDetail) => {
    void client.invalidateQueries({ queryKey: visitKeys.all });
    if (visit.conversationId) {
      void client.invalidateQueries({ queryKey: chatKeys.conversation(visit.conversationId) });
    }
    void client.invalidateQueries({ queryKey: chatKeys.conversations() });
  };
}

export function useMoveVisit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: moveVisit,
    onSuccess: refresh,
    onError: failed(() => i18n.t('visits:toast.moveFailed')),
  });
}

/** POST /api/visits */
export function useProposeVisit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ProposeVisitInput) => api.post<VisitDetail>('/visits', input),
    onSuccess: (visit) => {
      refresh(visit);
      toast.success(
        visit.status === 'CONFIRMED'
          ? i18n.t('visits:toast.confirmed')
          : i18n.t('visits:toast.proposed'),
      );
    },
  });
}

/** POST /api/visits/:id/share */
export function useShareVisit() {
  return useMutation({
    mutationFn: (id: number) => api.post<VisitShare>(`/visits/${id}/share`),
    onError: failed(() => i18n.t('visits:toast.shareFailed')),
  });
}

/** PUT /api/properties/:id/visit-hours */
export function useSaveVisitHours(propertyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VisitHoursInput) =>
      api.put<VisitHours>(`/properties/${propertyId}/visit-hours`, input),
    onSuccess: () => {
      toast.success(i18n.t('visits:toast.hoursSaved'));
      void client.invalidateQueries({ queryKey: visitKeys.hours(propertyId) });
    },
    onError: failed(() => i18n.t('visits:toast.hoursFailed')),
  });
}
