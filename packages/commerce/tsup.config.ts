import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

export default defineConfig(
  definePackage({
    entry: {
      index: 'src/index.ts',
      product: 'src/blocks/product-block.ts',
      'cart-indicator': 'src/blocks/cart-indicator-block.ts',
      cart: 'src/blocks/cart-page-block.tsx',
      'donation-button': 'src/blocks/donation-button-block.ts',
      'order-account': 'src/blocks/order-account-block.ts',
      react: 'src/react.ts',
    },
    external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
  }),
);
