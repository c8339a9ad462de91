import { DocumentListAnswerSchema } from '@lexmitra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export const DOCUMENTS_KEY = ['documents'] as const;

/** GET /api/pdf: what the user uploaded or was sent, newest first. */
export const getDocuments = (page: number, pageSize = 10) => http.send(DocumentListAnswerSchema, `/api/pdf?page=${page}&pageSize=${pageSize}`);

export const documentsQueryOptions = (page: number) => queryOptions({ queryKey: [...DOCUMENTS_KEY, page], queryFn: () => getDocuments(page) });

export const useDocumentList = (page: number) => useQuery(documentsQueryOptions(page));
