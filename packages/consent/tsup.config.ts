import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

export default defineConfig(
  definePackage({
    entry: [
      'src/index.ts',
      'src/bannerFeature.ts',
      'src/banner/mountCookieBanner.tsx',
      'src/popupFeature.ts',
      'src/popup/mountPopupOverlay.tsx',
    ],
  }),
);
