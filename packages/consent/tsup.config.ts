import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

export default defineConfig(
  definePackage({
    entry: [
      'src/index.ts',
      'src/banner-feature.ts',
      'src/banner/mount-cookie-banner.tsx',
      'src/preferences/mount-consent-preferences.tsx',
      'src/popup-feature.ts',
      'src/popup/mount-popup-overlay.tsx',
      'src/react.ts',
    ],
  }),
);
