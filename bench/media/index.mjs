// bench/media: what a visitor downloads for a video facade, against lite-youtube-embed and
// lite-vimeo-embed (one provider each), brotli-compressed in the same run. Ours is bundled from
// its TypeScript sources with esbuild: the facade (the block's chunk: config, the four
// providers, the consent gate's placeholder, the thumbnail, the play button, only-one-plays)
// and the player it imports on the first play; the runtime it shares with every block on the
// page is left out, then counted in a row of its own. Prints figures; never fails on a size.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { brotliSize, browserBundleOptions, kB } from '../support/browser-bundle.mjs';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '../..');

/** Leaves the named relative imports (`./video-config`) out, as modules another chunk holds. */
const shared = (names) => ({
  name: 'shared-modules',
  setup(context) {
    context.onResolve({ filter: /^\.\// }, (args) =>
      names.includes(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
});

async function bundle(contents, external = [], sharedModules = []) {
  const result = await build({
    ...browserBundleOptions,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    external,
    plugins: [shared(sharedModules)],
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

const runtime = ['@tessera/runtime'];
const facade = await bundle(`export { init } from './packages/media/src/video-block';`, [
  ...runtime,
  './video-player',
]);
// The player as the script build splits it: what the facade's chunk already holds is shared.
const player = await bundle(
  `export { playVideo, nativeVideo } from './packages/media/src/video-player';`,
  runtime,
  ['./video-config', './video-provider', './video-constants', './embed-messages'],
);
const withRuntime = await bundle(
  `export { init } from './packages/media/src/video-block';
export { playVideo, nativeVideo } from './packages/media/src/video-player';`,
);
const audio = await bundle(`export { init } from './packages/media/src/audio-block';`, runtime);

const liteYoutubeDir = join(require.resolve('lite-youtube-embed/package.json'), '..');
const liteYoutube = await bundle(`import 'lite-youtube-embed';`);
const liteYoutubeCss = readFileSync(join(liteYoutubeDir, 'src/lite-yt-embed.css'), 'utf8');
// By path, so knip sees the devDependency used.
const liteVimeo = await bundle(`import ${JSON.stringify(require.resolve('lite-vimeo-embed'))};`);

const rows = [
  ['ours: video facade (block chunk, runtime shared)', brotliSize(facade)],
  ['ours: video player (imported on the first play)', brotliSize(player)],
  ['ours: facade + player', brotliSize(facade + player)],
  ['ours: facade + player + the runtime parts they use', brotliSize(withRuntime)],
  ['ours: audio block (runtime shared)', brotliSize(audio)],
  ['lite-youtube-embed 0.3.4: JS', brotliSize(liteYoutube)],
  ['lite-youtube-embed 0.3.4: JS + its CSS', brotliSize(liteYoutube + liteYoutubeCss)],
  ['lite-vimeo-embed 0.3.0: JS (CSS inside)', brotliSize(liteVimeo)],
];
const width = Math.max(...rows.map(([label]) => label.length));
for (const [label, bytes] of rows) console.log(`${label.padEnd(width)}  ${kB(bytes)}`);
