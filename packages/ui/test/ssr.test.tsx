import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { ConfirmDialog, Modal, Spinner } from '../src';

it('renders on the server without a document: overlays appear on the client', () => {
  expect(typeof document).toBe('undefined');
  expect(renderToString(<Modal open onClose={() => {}} label="Cart" />)).toBe('');
  expect(renderToString(<ConfirmDialog open title="Q" onSettle={() => {}} />)).toBe('');
  expect(renderToString(<Spinner />)).toContain('role="status"');
});
