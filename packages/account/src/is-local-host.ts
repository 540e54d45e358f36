/**
 * The developer's own machine: localhost, a *.localhost name, or a loopback address
 * (127.0.0.0/8, ::1), case-insensitive, with or without the trailing dot. spec 002 §2 exempts
 * localhost from the owner redirect; the loopback addresses are the same machine under another
 * name, so they are exempt too. The account feature tests `location.hostname` with it.
 */
export const LOCAL_HOST = /^(127(\.\d{1,3}){3}|\[::1\]|::1|(.+\.)?localhost)\.?$/i;

/** Whether `hostname` is the developer's own machine (LOCAL_HOST). */
export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOST.test(hostname);
}
