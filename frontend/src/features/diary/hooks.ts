import type { DiaryEntryInput, DiaryEntryPatch } from '@lexmitra/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { diaryApi } from './api';

export const DIARY_KEY = ['diary', 'entries'] as const;
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** Every entry of the user (the calendar and Today's Matters need them all). */
export function useDiaryEntries() {
  return useQuery({ queryKey: DIARY_KEY, queryFn: () => diaryApi.list(), select: (a) => a.items });
}

/** All Diary Entries' search by matter number, answered by the server. */
export function useDiarySearch(matterNo: string) {
  return useQuery({ queryKey: [...DIARY_KEY, 'search', matterNo.trim()], queryFn: () => diaryApi.list(matterNo), select: (a) => a.items, placeholderData: (prev) => prev });
}

/** Saves the fields, then the PDF when one was chosen: an entry exists before its attachment. */
export function useSaveEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields, file }: { id?: string; fields: DiaryEntryInput | DiaryEntryPatch; file: File | null }) => {
      const saved = id ? await diaryApi.update(id, fields) : await diaryApi.create(fields as DiaryEntryInput);
      return file ? diaryApi.attach(saved.id, file) : saved;
    },
    onSettled: () => client.invalidateQueries({ queryKey: DIARY_KEY }),
  });
}

export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({ mutationFn: diaryApi.remove, onSettled: () => client.invalidateQueries({ queryKey: DIARY_KEY }) });
}

/** Hearing reminders delivered by the worker; checked once a minute while the diary is open. */
export function useNotifications() {
  return useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: diaryApi.notifications, refetchInterval: 60_000 });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: diaryApi.markAllRead, onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }) });
}
