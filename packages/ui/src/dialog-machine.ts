/**
 * The confirmation dialog's life (spec 001 §4): shown, then one of confirm, reject or cancel,
 * then hidden, then destroyed by default. Pure: no DOM, no timers; the view reports when its
 * hide has finished.
 */

export type DialogOutcome = 'confirm' | 'reject' | 'cancel';
export type DialogState = 'idle' | 'shown' | 'hiding' | 'hidden' | 'destroyed';

export interface DialogMachine {
  readonly state: DialogState;
  /** The answer of the last showing, once given. */
  readonly outcome: DialogOutcome | undefined;
  /** idle or hidden -> shown. Returns false when the dialog cannot show (destroyed, or showing). */
  show(): boolean;
  /** shown -> hiding with the outcome; later answers of the same showing are ignored. */
  settle(outcome: DialogOutcome): boolean;
  /** hiding -> hidden (the view's hide is over); then destroyed when `destroyOnHide`. */
  hidden(): void;
  /** any -> destroyed; final. */
  destroy(): void;
}

export interface DialogMachineOptions {
  /** Destroy once hidden. Default true (spec 001 §4: "then destroyed by default"). */
  destroyOnHide?: boolean;
  /** Called after every change of state. */
  onChange?(state: DialogState, outcome: DialogOutcome | undefined): void;
}

export function createDialogMachine(options: DialogMachineOptions = {}): DialogMachine {
  const destroyOnHide = options.destroyOnHide ?? true;
  let state: DialogState = 'idle';
  let outcome: DialogOutcome | undefined;
  const enter = (next: DialogState) => {
    state = next;
    options.onChange?.(state, outcome);
  };
  const machine: DialogMachine = {
    get state() {
      return state;
    },
    get outcome() {
      return outcome;
    },
    show() {
      if (state !== 'idle' && state !== 'hidden') return false;
      outcome = undefined;
      enter('shown');
      return true;
    },
    settle(answer) {
      if (state !== 'shown') return false;
      outcome = answer;
      enter('hiding');
      return true;
    },
    hidden() {
      if (state !== 'hiding') return;
      enter('hidden');
      if (destroyOnHide) machine.destroy();
    },
    destroy() {
      if (state !== 'destroyed') enter('destroyed');
    },
  };
  return machine;
}
