/** The part of fs-native-extensions (it ships no types) the data-folder lock uses. */
declare module 'fs-native-extensions' {
  /** An exclusive lock on the open file `fd`: true when granted, false when another holds it. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
