/**
 * For test suites only: a data folder (PGlite's `dumpDataDir` tarball of a fresh cluster) that
 * in-memory databases start from instead of running initdb. initdb is most of an in-memory
 * PGlite's start (about 2 of 3.5 s on a CI core), and the test suite opens some 150 of them
 * (tests/support/pglite-template.ts). The cluster is the same either way; production never
 * sets one.
 */
let templateSource: (() => Promise<Blob>) | undefined;

export function setMemoryDatabaseTemplateForTests(source: (() => Promise<Blob>) | undefined): void {
  templateSource = source;
}

/** The template set for tests, if any. */
export function memoryDatabaseTemplate(): Promise<Blob> | undefined {
  return templateSource?.();
}
