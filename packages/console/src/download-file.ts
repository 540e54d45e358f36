/**
 * Saves a file the console fetched (the exports need the X-XSRF-Token header, so a plain link
 * cannot fetch them): a temporary object URL on a download link, released after the click.
 */
export function downloadFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; revoking it on the next task is safe.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
