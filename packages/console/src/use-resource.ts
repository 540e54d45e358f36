import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleApi } from './console-api';
import { ConsoleApiError } from './console-api-error';
import { useConsole } from './console-context';

type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ConsoleApiError }
  | { status: 'ready'; data: T };

export type ResourceState<T> = Resource<T> & {
  retry(): void;
  /** Replaces the data in place (after a write answered the new value). */
  replace(data: T): void;
};

/**
 * Loads what `load` asks of the server, again whenever `key` changes (the query it stands for)
 * or retry() is called. An answer that arrives after a newer request started is dropped, so a
 * fast typist never sees an older search's rows.
 */
export function useResource<T>(
  key: string,
  load: (api: ConsoleApi) => Promise<T>,
): ResourceState<T> {
  const { api } = useConsole();
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key and attempt name the request
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRef.current(api).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current &&
        setState({
          status: 'error',
          error: error instanceof ConsoleApiError ? error : new ConsoleApiError(0, undefined),
        }),
    );
    return () => {
      current = false;
    };
  }, [api, key, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, retry, replace };
}
