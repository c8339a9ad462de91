import { DiaryEntryInput, DiaryEntrySchema, PaperMeta } from '@lexmitra/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';

/** The diary entry for a paper's next date: its case number, court and the paper's own words about the date. */
export function diaryEntryFor(paper: PaperMeta): DiaryEntryInput {
  return {
    matterNo: paper.caseNumber ?? '',
    partyName: '',
    upcomingDate: paper.nextDate?.date ?? '',
    upcomingTime: '',
    nextDate: '',
    stage: '',
    court: (paper.court ?? '').slice(0, 200),
    courtroom: '',
    notes: paper.nextDate ? `${paper.kindName ?? ''}\n${paper.nextDate.what}`.trim() : '',
  };
}

/** Adds the paper's next date to the signed-in user's diary (the diary's own create call). */
export function useAddToDiary() {
  return useMutation({
    mutationFn: (paper: PaperMeta) => http.send(DiaryEntrySchema, '/api/diary/entries', { json: diaryEntryFor(paper) }),
  });
}
