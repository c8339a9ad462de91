import { useMutation } from '@tanstack/react-query';

/**
 * The 'Get Updates' box is on the landing page, so the call and its answer's schema (built with full
 * zod) are fetched on the first submit, not with the page.
 */
export const useSubscribe = () => useMutation({ mutationFn: async (email: string) => (await import('./subscribe')).subscribe(email) });
