import { DIARY_COURT_MAX, DIARY_COURTROOM_MAX, DIARY_STAGES, DiaryEntry, DiaryStage, from24Hour, to24Hour } from '@lexmitra/contracts';
import { FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { HttpError } from '../../shared/http';
import { useSaveEntry } from './api/save-entry';

interface FormState {
  matterNo: string;
  partyName: string;
  upcomingDate: string;
  time12: string;
  ampm: 'AM' | 'PM';
  nextDate: string;
  stage: DiaryStage | '';
  court: string;
  courtroom: string;
  notes: string;
}

const EMPTY: FormState = { matterNo: '', partyName: '', upcomingDate: '', time12: '', ampm: 'AM', nextDate: '', stage: '', court: '', courtroom: '', notes: '' };

function fromEntry(e: DiaryEntry): FormState {
  const { time, ampm } = from24Hour(e.upcomingTime);
  return { matterNo: e.matterNo, partyName: e.partyName, upcomingDate: e.upcomingDate, time12: time, ampm, nextDate: e.nextDate, stage: e.stage, court: e.court, courtroom: e.courtroom, notes: e.notes };
}

/**
 * docs/product.md screen 12's 'Add New Entry' form; also edits an entry. No field is required (docs/product.md §5), but a time
 * that does not read as hh:mm is refused here before the server would refuse it.
 */
export function EntryForm({ editing, onDone }: { editing: DiaryEntry | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FormState>(editing ? fromEntry(editing) : EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveEntry();
  const ids = { ampm: useId(), stage: useId(), notes: useId(), file: useId() };
  const set = <K extends keyof FormState>(key: K) => (value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const upcomingTime = to24Hour(form.time12, form.ampm);
    if (upcomingTime === null) return setError(t('diary.badTime'));
    if (file && file.type && file.type !== 'application/pdf') return setError(t('diary.notPdf'));
    const { matterNo, partyName, upcomingDate, nextDate, stage, court, courtroom, notes } = form;
    try {
      await save.mutateAsync({ id: editing?.id, fields: { matterNo, partyName, upcomingDate, upcomingTime, nextDate, stage, court, courtroom, notes }, file });
      // docs/product.md §4: the form is cleared after Add Entry.
      setForm(EMPTY);
      setFile(null);
      setFileKey((k) => k + 1);
      onDone();
    } catch (err) {
      setError(err instanceof HttpError ? err.message : t('diary.saveFailed'));
    }
  };

  return (
    <form className="card stack diary-form" onSubmit={submit} aria-labelledby="diary-form-title">
      <h2 id="diary-form-title">{editing ? t('diary.editEntry') : t('diary.addNew')}</h2>
      <div className="diary-form__grid">
        <Field label={t('diary.matterNo')} value={form.matterNo} onChange={(e) => set('matterNo')(e.target.value)} maxLength={200} />
        <Field label={t('diary.partyName')} value={form.partyName} onChange={(e) => set('partyName')(e.target.value)} maxLength={200} />
        <Field label={t('diary.upcomingDate')} type="date" value={form.upcomingDate} onChange={(e) => set('upcomingDate')(e.target.value)} />
        <div className="diary-form__time">
          <Field label={t('diary.upcomingTimeHint')} placeholder={t('diary.hhmm')} inputMode="numeric" value={form.time12} onChange={(e) => set('time12')(e.target.value)} />
          <div className="field">
            <label htmlFor={ids.ampm}>{t('diary.ampm')}</label>
            <select id={ids.ampm} value={form.ampm} onChange={(e) => set('ampm')(e.target.value as 'AM' | 'PM')}>
              <option value="AM">{t('diary.am')}</option>
              <option value="PM">{t('diary.pm')}</option>
            </select>
          </div>
        </div>
        <Field label={t('diary.nextDate')} type="date" value={form.nextDate} onChange={(e) => set('nextDate')(e.target.value)} />
        <div className="field">
          <label htmlFor={ids.stage}>{t('diary.stage')}</label>
          <select id={ids.stage} value={form.stage} onChange={(e) => set('stage')(e.target.value as DiaryStage | '')}>
            <option value="">{t('diary.none')}</option>
            {DIARY_STAGES.map((s) => <option key={s} value={s}>{t(`diary.stages.${s}`)}</option>)}
          </select>
        </div>
        <Field label={t('diary.court')} placeholder={t('diary.courtExample')} value={form.court} onChange={(e) => set('court')(e.target.value)} maxLength={DIARY_COURT_MAX} />
        <Field label={t('diary.courtroom')} placeholder={t('diary.courtroomExample')} value={form.courtroom} onChange={(e) => set('courtroom')(e.target.value)} maxLength={DIARY_COURTROOM_MAX} />
      </div>
      <div className="field">
        <label htmlFor={ids.notes}>{t('diary.notes')}</label>
        <textarea id={ids.notes} rows={3} maxLength={5000} value={form.notes} onChange={(e) => set('notes')(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.file}>{editing?.document ? t('diary.replaceDocument') : t('diary.documentPdf')}</label>
        <input key={fileKey} id={ids.file} type="file" accept="application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </div>
      {error && <Alert kind="error">{error}</Alert>}
      <div className="row">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>{save.isPending ? t('diary.saving') : editing ? t('diary.saveChanges') : t('diary.addEntry')}</button>
        {editing && <button type="button" className="btn btn--ghost" onClick={onDone}>{t('common.cancel')}</button>}
      </div>
    </form>
  );
}
