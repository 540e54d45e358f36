import type { ReactNode } from 'react';
import { messages } from './messages';
import type { ResourceState } from './use-resource';

export interface LoadStateProps<T> {
  resource: ResourceState<T>;
  /** What the data is, for the loading status ('Loading… submissions'). */
  label: string;
  /** Whether the data holds nothing to show; then `empty` is shown instead of children. */
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  children(data: T): ReactNode;
}

/**
 * The three states every screen goes through: a polite loading status, the error with a retry
 * button (spec 002 §8: 'Unable to load. Try again.'), and the data or its empty message.
 */
export function LoadState<T>({ resource, label, isEmpty, empty, children }: LoadStateProps<T>) {
  if (resource.status === 'loading') {
    return (
      <p role="status" className="state" aria-label={`${messages.loading} ${label}`}>
        {messages.loading}
      </p>
    );
  }
  if (resource.status === 'error') {
    const sessionEnded = resource.error.status === 401;
    if (resource.error.status === 404) {
      return (
        <p role="alert" className="state state-error">
          {messages.contentMissing}
        </p>
      );
    }
    return (
      <div role="alert" className="state state-error">
        <p>{messages.loadFailed}</p>
        {sessionEnded && <p>{messages.sessionEnded}</p>}
        {resource.error.status === 0 && <p>{messages.connectFailed}</p>}
        <button type="button" onClick={resource.retry}>
          {messages.retry}
        </button>
      </div>
    );
  }
  if (isEmpty?.(resource.data)) {
    return (
      <p className="state" role="status">
        {empty}
      </p>
    );
  }
  return <>{children(resource.data)}</>;
}
