import { isVisitorRecord } from '@tessera/runtime';

/**
 * Who a visitor is, for the rate limit: the id in the ss_cvr cookie when it is a valid visitor
 * record (the runtime's check, spec 000 §3, §5: id|first|previous|current|count), else the address.
 */
export function visitorIdFromCookie(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let text = value;
  try {
    text = decodeURIComponent(value); // browsers may send the bars encoded as %7C
  } catch {
    return undefined;
  }
  return isVisitorRecord(text) ? text.slice(0, text.indexOf('|')) : undefined;
}

export function visitorKey(cookie: string | undefined, address: string): string {
  const id = visitorIdFromCookie(cookie);
  return id ? `cvr:${id}` : `ip:${address}`;
}
