import {
  ACCOUNT_SESSION_PATH,
  type Api,
  ApiError,
  isJsonObject,
  XSRF_TOKEN_HEADER,
} from '@tessera/runtime';
import { accountMessages } from './messages';

export interface LoginCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface LoginSession {
  xsrfToken: string;
  [field: string]: unknown;
}

/**
 * Logs in (POST /api/site-users/account/session, spec 000 §7) and applies the answer's
 * xsrfToken as the X-XSRF-Token header of every later call of `api`. Rejects with the data
 * layer's ApiError; `loginFailureMessage` turns it into words. The failure is the caller's to
 * show (no system error overlay).
 */
export async function logIn(api: Api, credentials: LoginCredentials): Promise<LoginSession> {
  const answer = await api.post<unknown>(ACCOUNT_SESSION_PATH, credentials, {
    onFailure: () => undefined,
  });
  const token = isJsonObject(answer) ? answer.xsrfToken : undefined;
  if (typeof token !== 'string' || token === '') {
    throw new ApiError('The login answer carries no xsrfToken.', {
      code: 'http',
      status: 200,
      url: ACCOUNT_SESSION_PATH,
      data: answer,
    });
  }
  api.setDefaultHeader(XSRF_TOKEN_HEADER, token);
  return answer as LoginSession;
}

/**
 * The words for a failed login: the server's `error` text when it sent one, else the
 * catalogue's for 401 (wrong credentials) and 429 (too many tries), else the data layer's.
 */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return String(error);
  const said = isJsonObject(error.data) ? error.data.error : undefined;
  if (error.status === 429) return typeof said === 'string' ? said : accountMessages.rateLimited;
  if (error.status === 401 && error.code === 'http') {
    return typeof said === 'string' ? said : accountMessages.invalidCredentials;
  }
  return error.message;
}
