/**
 * Who a visitor is, for the rate limit: the id in the ss_cvr cookie (spec 000 §3, format
 * id|first|previous|current|count, four positive integers after the id, §5), else the address.
 */
const visitorRecord = /^([A-Za-z0-9-]{1,64})\|(\d{1,15})\|(\d{1,15})\|(\d{1,15})\|(\d{1,15})$/;

export function visitorIdFromCookie(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let text = value;
  try {
    text = decodeURIComponent(value); // browsers may send the bars encoded as %7C
  } catch {
    return undefined;
  }
  const match = visitorRecord.exec(text);
  if (!match) return undefined;
  const numbers = match.slice(2).map(Number);
  return numbers.every((n) => n > 0) ? match[1] : undefined;
}

export function visitorKey(cookie: string | undefined, address: string): string {
  const id = visitorIdFromCookie(cookie);
  return id ? `cvr:${id}` : `ip:${address}`;
}
