import type { EventBus } from '../event-bus';
import type { TesseraEvents } from '../events';
import type { ApiError } from './api-error';
import type { RequestOptions } from './api-types';

/**
 * Routes a failure as spec 000 §8 orders it, then hands it back for rejection: loginRequired
 * raises the login prompt, authorizationFail the system error overlay; otherwise the caller's
 * failure handler runs; else field errors go to a dialog; else the system error overlay.
 */
export function routeFailure(
  bus: EventBus<TesseraEvents>,
  error: ApiError,
  request: RequestOptions,
): ApiError {
  if (error.code === 'loginRequired') {
    bus.emit('login-required', { url: error.url });
  } else if (error.code === 'authorizationFail') {
    bus.emit('system-error', { kind: 'network', message: error.message });
  } else if (request.onFailure) {
    request.onFailure(error);
  } else if (error.fieldErrors) {
    bus.emit('field-errors', { errors: error.fieldErrors, url: error.url });
  } else if (error.code === 'parse') {
    bus.emit('system-error', {
      kind: 'format',
      url: error.url,
      format: 'JSON',
      error: error.message,
    });
  } else {
    bus.emit('system-error', { kind: 'network', message: error.message });
  }
  return error;
}
