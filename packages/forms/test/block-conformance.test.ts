// @vitest-environment jsdom
import { describeBlockConformance } from '@tessera/runtime/testing';
import { expect } from 'vitest';
import { contactFormHtml } from './fixtures';

describeBlockConformance({
  name: 'form',
  load: () => import('../src/block'),
  markup: contactFormHtml,
  malformedConfigs: ['{"formId":5}', '[]'],
  initialized: (element) => expect(element.getAttribute('data-form-state')).toBe('idle'),
});
