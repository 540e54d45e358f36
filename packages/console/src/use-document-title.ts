import { useEffect } from 'react';
import { messages } from './messages';

/** Names the tab after the screen, so history and assistive technology say where one is. */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = `${screen} · ${messages.consoleTitle}`;
  }, [screen]);
}
