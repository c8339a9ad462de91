import { MutateOptions, useMutation, UseMutationOptions } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * useMutation whose request leaves inside the event handler that asked for it. TanStack calls
 * mutationFn a few microtasks after mutate(); the upload and the draft save start their call
 * first and let the mutation follow it, so a click is followed by its request at once, as before
 * (their tests hold the request open right after the click).
 */
export function useImmediateMutation<I, R>(send: (input: I) => Promise<R>, options: Omit<UseMutationOptions<R, Error, Promise<R>>, 'mutationFn'> = {}) {
  const mutation = useMutation({ ...options, mutationFn: (sent: Promise<R>) => sent });
  const { mutate } = mutation;
  const start = useCallback((input: I, callbacks?: MutateOptions<R, Error, Promise<R>>) => mutate(send(input), callbacks), [mutate, send]);
  return { ...mutation, start };
}
