// @vitest-environment jsdom
import { describeBlockConformance } from '@tessera/runtime/testing';
import { expect } from 'vitest';

describeBlockConformance({
  name: 'marquee',
  load: () => import('../src/marquee/marquee-block'),
  markup: `<div data-block="marquee" data-block-config='{"waveIntensity":0.3,"pausedOnHover":true}'>
  <p>Fresh bread every morning</p>
</div>`,
  malformedConfigs: ['{"waveFrequency":"high"}', '{"pausedOnHover":1}'],
  initialized(element) {
    expect(element.querySelector('svg textPath')?.textContent).toContain('Fresh bread');
    expect(element.querySelector('button')?.textContent).toBe('Pause');
  },
});
