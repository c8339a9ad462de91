import { MarkReadAnswerSchema, NotificationListAnswerSchema } from '@lexmitra/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** Hearing reminders delivered by the worker, newest first. */
export const getNotifications = () => http.send(NotificationListAnswerSchema, '/api/notifications');

/** Checked once a minute while the diary is open. */
export const notificationsQueryOptions = () => queryOptions({ queryKey: NOTIFICATIONS_KEY, queryFn: getNotifications, refetchInterval: 60_000 });

export const useNotifications = () => useQuery(notificationsQueryOptions());

export const markAllRead = () => http.send(MarkReadAnswerSchema, '/api/notifications/read', { json: {} });

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markAllRead, onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }) });
}
