import { AppNotification, MarkReadAnswerSchema, NotificationListAnswerSchema } from '@lexmitra/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';

type PrivacyNotice = AppNotification & { kind: 'deletionCancelled' | 'exportReady' };
const isPrivacyNotice = (n: AppNotification): n is PrivacyNotice => !n.read && (n.kind === 'deletionCancelled' || n.kind === 'exportReady');

/** Unread privacy notices (a deletion cancelled by signing in, an export ready), from the in-app notifications. */
export const privacyNoticesQueryOptions = queryOptions({
  queryKey: ['notifications', 'privacy'],
  queryFn: async () => (await http.send(NotificationListAnswerSchema, '/api/notifications')).items.filter(isPrivacyNotice),
});

export const usePrivacyNotices = () => useQuery(privacyNoticesQueryOptions);

export function useDismissNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.send(MarkReadAnswerSchema, `/api/notifications/${encodeURIComponent(id)}/read`, { json: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
