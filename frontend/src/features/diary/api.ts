import type { CalendarTokenAnswer, DiaryEntry, DiaryEntryInput, DiaryEntryPatch, DiaryListAnswer, NotificationListAnswer } from '@lexmitra/contracts';
import { getJson, postJson, request } from '../../shared/http';

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  body: JSON.stringify(body),
});

export const documentUrl = (id: string, download = false) => `/api/diary/entries/${encodeURIComponent(id)}/document${download ? '?download=1' : ''}`;

/** The diary's calls to the BFF (bff/src/diary). Every entry belongs to the signed-in user. */
export const diaryApi = {
  list: (matterNo = '') => getJson<DiaryListAnswer>(`/api/diary/entries${matterNo.trim() ? `?matterNo=${encodeURIComponent(matterNo.trim())}` : ''}`),
  create: (input: DiaryEntryInput) => postJson<DiaryEntry>('/api/diary/entries', input),
  update: async (id: string, patch: DiaryEntryPatch) => (await request(`/api/diary/entries/${encodeURIComponent(id)}`, json('PATCH', patch))).json() as Promise<DiaryEntry>,
  remove: async (id: string) => void (await request(`/api/diary/entries/${encodeURIComponent(id)}`, { method: 'DELETE' })),
  attach: async (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return (await request(documentUrl(id), { method: 'PUT', body: form })).json() as Promise<DiaryEntry>;
  },
  /** The attached PDF's bytes, for the viewer and for saving. */
  document: async (id: string, download = false) => (await request(documentUrl(id, download))).blob(),
  rotateCalendarToken: () => postJson<CalendarTokenAnswer>('/api/diary/calendar-token', {}),
  notifications: () => getJson<NotificationListAnswer>('/api/notifications'),
  markAllRead: () => postJson<{ marked: number }>('/api/notifications/read', {}),
};
