import { useState } from 'react';
import type { EditorEventName } from './admin-channel';
import type { Query } from './console-api';
import { useConsole } from './console-context';
import { downloadFile } from './download-file';

export interface ExportState {
  busy: boolean;
  failed: boolean;
  run(): void;
}

/** A CSV export button's behaviour: fetch with the session's headers, save, broadcast. */
export function useExport(
  path: string,
  query: Query,
  fallbackName: string,
  event: EditorEventName,
): ExportState {
  const { api, channel } = useConsole();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = () => {
    setBusy(true);
    setFailed(false);
    api.download(path, query).then(
      ({ blob, fileName }) => {
        downloadFile(blob, fileName ?? fallbackName);
        channel.broadcast(event, fallbackName);
        setBusy(false);
      },
      () => {
        setFailed(true);
        setBusy(false);
      },
    );
  };
  return { busy, failed, run };
}
