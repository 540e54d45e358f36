/**
 * The label shown for a product's workflow state (spec 000 §3 "Product"): published is
 * 'Available', scheduled 'Scheduled', draft 'Hidden', anything else 'Unsupported'.
 */
import { type CommerceMessages, commerceMessages } from './messages';

/**
 * spec 002 §Enumerations "Content publish states": the numeric codes of the three named states,
 * so that a state sent as a number reads the same as its name.
 */
const PUBLISH_STATE_NAMES: Readonly<Record<number, string>> = {
  1: 'published',
  2: 'scheduled',
  4: 'draft',
};

/** Names compare without regard to case ('PUBLISHED' is published). */
export function workflowStateLabel(
  state: string | number | null | undefined,
  messages?: Partial<CommerceMessages>,
): string {
  const catalogue = commerceMessages(messages);
  const name =
    typeof state === 'number'
      ? PUBLISH_STATE_NAMES[state]
      : typeof state === 'string'
        ? state.toLowerCase()
        : undefined;
  if (name === 'published') return catalogue.workflowPublished;
  if (name === 'scheduled') return catalogue.workflowScheduled;
  if (name === 'draft') return catalogue.workflowDraft;
  return catalogue.workflowUnsupported;
}
