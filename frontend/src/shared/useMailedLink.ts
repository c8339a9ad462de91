import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from './http';

/**
 * The call behind a link from a mail, made once when the page opens: its token is single use, and
 * React may run effects twice in development. `input` is undefined when the link carries nothing
 * usable. `failed` covers that and a refused call; `reason` is the refusal to show: the server's
 * words, except for the codes that only mean "this link is not valid" (said in the page's language).
 */
export function useMailedLink<V, T>(
  input: V | undefined,
  call: (input: V) => Promise<T>,
  options: { onSuccess?: (data: T) => unknown; invalidCodes?: readonly string[] } = {},
) {
  const { t } = useTranslation();
  const action = useMutation({ mutationFn: call, onSuccess: options.onSuccess });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || input === undefined) return;
    started.current = true;
    action.mutate(input);
  }, [input, action]);
  const invalid = options.invalidCodes ?? ['INVALID_TOKEN', 'VALIDATION_FAILED'];
  const failed = input === undefined || action.isError;
  const reason = action.error instanceof HttpError && !invalid.includes(action.error.code ?? '') ? action.error.message : t('verify.invalidLink');
  return { action, failed, reason };
}
