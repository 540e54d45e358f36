// Type tests for the public API (checked by `tsc`; the runtime part only proves they load).
import { type BlockModule, events } from '@tessera/runtime';
import { describe, expectTypeOf, it } from 'vitest';
import {
  alert,
  attachTooltip,
  type CloseReason,
  confirm,
  createDialog,
  type DialogOutcome,
  getOverlayHost,
  info,
  installSystemErrorOverlay,
  type ModalProps,
  mountOverlay,
  type TooltipOptions,
} from '../src';
import * as systemError from '../src/system-error';

describe('public types', () => {
  it('dialogs resolve one of the three outcomes', () => {
    expectTypeOf(confirm).returns.toEqualTypeOf<Promise<DialogOutcome>>();
    expectTypeOf(alert).returns.toEqualTypeOf<Promise<DialogOutcome>>();
    expectTypeOf(info).returns.toEqualTypeOf<Promise<DialogOutcome>>();
    expectTypeOf<DialogOutcome>().toEqualTypeOf<'confirm' | 'reject' | 'cancel'>();
    expectTypeOf(createDialog).returns.toHaveProperty('show');
  });

  it('the host, mount and tooltip have the documented shapes', () => {
    expectTypeOf(getOverlayHost).returns.toEqualTypeOf<{
      host: HTMLElement;
      root: ShadowRoot;
      container: HTMLElement;
    }>();
    expectTypeOf(mountOverlay).returns.toEqualTypeOf<() => void>();
    expectTypeOf(attachTooltip).returns.toEqualTypeOf<() => void>();
    expectTypeOf(attachTooltip).parameter(2).toEqualTypeOf<Partial<TooltipOptions> | undefined>();
  });

  it('Modal closes with a reason', () => {
    expectTypeOf<CloseReason>().toEqualTypeOf<'escape' | 'overlay' | 'close'>();
    expectTypeOf<ModalProps['onClose']>().parameter(0).toEqualTypeOf<CloseReason>();
    expectTypeOf<ModalProps['theme']>().toEqualTypeOf<'light' | 'dark' | undefined>();
  });

  it('the system error overlay takes the runtime bus, and its module is a BlockModule', () => {
    expectTypeOf(installSystemErrorOverlay).toBeCallableWith(events);
    expectTypeOf(systemError).toMatchTypeOf<BlockModule>();
  });
});
