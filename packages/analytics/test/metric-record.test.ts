// @vitest-environment jsdom
/** A metric's block, from the library's own entries (issue 16: attribution by block type). */

import { describe, expect, it } from 'vitest';
import type { Metric } from 'web-vitals';
import { blockOfNode } from '../src/performance/block-of-node';
import { metricRecord } from '../src/performance/metric-record';

document.body.innerHTML = `
  <div data-block="gallery"><figure><img id="photo" alt=""></figure></div>
  <form data-block="form"><button id="send">Send</button></form>
  <p id="text">Text <b id="bold">bold</b></p>`;
const byId = (id: string) => document.getElementById(id);

function metric(name: Metric['name'], entries: object[]): Metric {
  return {
    name,
    value: 1,
    delta: 1,
    rating: 'poor',
    id: 'm1',
    entries,
    navigationType: 'reload',
  } as unknown as Metric;
}

describe('blockOfNode', () => {
  it('is the closest block’s data-block, page outside blocks, undefined without a node', () => {
    expect(blockOfNode(byId('photo'))).toBe('gallery');
    expect(blockOfNode(byId('send'))).toBe('form');
    expect(blockOfNode(byId('bold'))).toBe('page');
    expect(blockOfNode(byId('bold')?.firstChild)).toBe('page');
    expect(blockOfNode(byId('photo')?.parentElement?.parentElement)).toBe('gallery');
    expect(blockOfNode(null)).toBeUndefined();
    expect(blockOfNode(undefined)).toBeUndefined();
  });
});

describe('metricRecord', () => {
  const blockOf = (m: Metric) => (metricRecord(m, 'id', '/p', 5).data as { block?: string }).block;

  it('LCP: the last entry’s element', () => {
    expect(blockOf(metric('LCP', [{ element: byId('text') }, { element: byId('photo') }]))).toBe(
      'gallery',
    );
    expect(blockOf(metric('LCP', [{ element: null }]))).toBeUndefined();
  });

  it('INP: the interaction’s target', () => {
    expect(blockOf(metric('INP', [{ target: null }, { target: byId('send') }]))).toBe('form');
  });

  it('CLS: the first node of the largest shift', () => {
    const shifts = [
      { value: 0.01, sources: [{ node: byId('send') }] },
      { value: 0.2, sources: [{ node: null }, { node: byId('photo') }] },
      { value: 0.05, sources: [{ node: byId('bold') }] },
    ];
    expect(blockOf(metric('CLS', shifts))).toBe('gallery');
    expect(blockOf(metric('CLS', []))).toBeUndefined();
  });

  it('FCP carries no block; TTFB carries the navigation timings', () => {
    expect(blockOf(metric('FCP', [{ element: byId('photo') }]))).toBeUndefined();
    const navigation = {
      domainLookupStart: 10,
      domainLookupEnd: 15.4,
      connectStart: 15.4,
      connectEnd: 30,
      requestStart: 31,
      responseStart: 81.6,
      responseEnd: 90,
      domContentLoadedEventEnd: 300.2,
      loadEventEnd: 450.7,
      transferSize: 2048,
    };
    expect(metricRecord(metric('TTFB', [navigation]), 'load-1', '/store.html', 42)).toEqual({
      app: 'tessera',
      event: 'TTFB',
      pageLoadId: 'load-1',
      timestamp: 42,
      data: {
        id: 'm1',
        value: 1,
        delta: 1,
        rating: 'poor',
        navigationType: 'reload',
        path: '/store.html',
        timings: {
          dns: 5,
          connect: 15,
          request: 51,
          response: 8,
          domContentLoaded: 300,
          load: 451,
          transferSize: 2048,
        },
      },
    });
  });
});
