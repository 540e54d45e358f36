// Types of scripts/release.mjs for the TypeScript tests that use it.
export function writeScriptZip(options: { tarball: string; outFile: string }): string[];
export function syncLockfileVersions(root: string): void;
