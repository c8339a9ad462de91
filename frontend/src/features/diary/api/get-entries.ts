import { DiaryListAnswerSchema } from '@lexmitra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export const DIARY_KEY = ['diary', 'entries'] as const;

/** The diary's entries: all of them, or those whose matter number contains `matterNo` (searched by the server). */
export const getEntries = (matterNo = '') =>
  http.send(DiaryListAnswerSchema, `/api/diary/entries${matterNo.trim() ? `?matterNo=${encodeURIComponent(matterNo.trim())}` : ''}`);

/** Without a search: every entry (the calendar and Today's Matters need them all). */
export const entriesQueryOptions = (search?: string) =>
  queryOptions({ queryKey: search === undefined ? DIARY_KEY : [...DIARY_KEY, 'search', search.trim()], queryFn: () => getEntries(search) });

export const useDiaryEntries = () => useQuery({ ...entriesQueryOptions(), select: (a) => a.items });

/** All Diary Entries' search by matter number; the last answer stays while the next one loads. */
export const useDiarySearch = (matterNo: string) => useQuery({ ...entriesQueryOptions(matterNo), select: (a) => a.items, placeholderData: keepPreviousData });
