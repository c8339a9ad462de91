import { TemplateEntrySchema } from '@lexmitra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

const TemplateListSchema = TemplateEntrySchema.array();

/** Call 8: the template catalogue. Template urls are catalogue references, passed back as given. */
export const getTemplates = () => http.send(TemplateListSchema, '/api/drafts/getAllTemplateNames');

export const templatesQueryOptions = () => queryOptions({ queryKey: ['drafts', 'templates'], queryFn: getTemplates, staleTime: 10 * 60_000, retry: false });

export const useTemplates = () => useQuery(templatesQueryOptions());

/** Call 9: one template's text (plain text, not JSON). */
export const getTemplate = async (url: string) => (await http.file(`/api/drafts/getTemplate?url=${encodeURIComponent(url)}`)).text();
