import { createContext, type ReactNode, useContext } from 'react';
import type { AdminChannel } from './admin-channel';
import type { ConsoleApi } from './console-api';
import type { ConsoleStartData } from './start-data';

export interface ConsoleContextValue {
  start: ConsoleStartData;
  api: ConsoleApi;
  channel: AdminChannel;
  /** Leaves the page (logout); replaceable in tests. */
  navigateAway(url: string): void;
}

const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function ConsoleProvider(props: { value: ConsoleContextValue; children: ReactNode }) {
  return <ConsoleContext.Provider value={props.value}>{props.children}</ConsoleContext.Provider>;
}

/** The session, the API client and the admin channel of the console the screen is in. */
export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole: render the screen inside <ConsoleProvider>.');
  return value;
}
