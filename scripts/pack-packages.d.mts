// Types of scripts/pack-packages.mjs for the TypeScript tests that use it.
export interface PackedPackage {
  name: string;
  version: string;
  /** The package's folder under packages/. */
  folder: string;
  /** Absolute path of the .tgz. */
  tarball: string;
  /** The tarball's files, relative to the package, sorted. */
  files: string[];
}

export function packPackages(options: { root: string; outDir: string }): PackedPackage[];
