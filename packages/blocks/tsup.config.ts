import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

// One entry per block (each a lazy chunk of the script build) plus the index. The declarations
// are built one entry at a time: rollup-plugin-dts fails to parse the shared chunks it makes
// when several entries are built together (as in packages/media).
// Named entries (dist/<name>.js), so a block's module may sit in its folder (src/marquee/).
const entries: Record<string, string> = {
  index: 'src/index.ts',
  booking: 'src/booking/booking-block.ts',
  marquee: 'src/marquee/marquee-block.ts',
  accordion: 'src/accordion/accordion-block.ts',
  menu: 'src/menu/menu-tabs.ts',
  'pricing-toggle': 'src/pricing/pricing-toggle.ts',
  'page-effects': 'src/page-effects/page-effects.ts',
  button: 'src/button/button-block.ts',
};

export default defineConfig([
  definePackage({ entry: entries, dts: false }),
  ...Object.entries(entries).map(([name, entry]) =>
    definePackage({ entry: { [name]: entry }, dts: { only: true }, clean: false }),
  ),
]);
