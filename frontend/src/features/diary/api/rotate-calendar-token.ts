import { CalendarTokenAnswerSchema } from '@lexmitra/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';

/** A new secret calendar feed address; the previous one stops working. */
export const rotateCalendarToken = () => http.send(CalendarTokenAnswerSchema, '/api/diary/calendar-token', { json: {} });

export const useRotateCalendarToken = () => useMutation({ mutationFn: rotateCalendarToken });
