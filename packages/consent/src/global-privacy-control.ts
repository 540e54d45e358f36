/** True when the browser sends the Global Privacy Control signal (navigator.globalPrivacyControl). */
export function readGlobalPrivacyControl(navigatorLike: object | null | undefined): boolean {
  return (
    (navigatorLike as { globalPrivacyControl?: unknown } | null)?.globalPrivacyControl === true
  );
}
