// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { readBlockConfig } from '../src/blocks/block-config';

function element(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
}

describe('readBlockConfig', () => {
  it('parses data-block-config', () => {
    expect(
      readBlockConfig(
        element(`<div data-block="gallery" data-block-config='{"design":"grid"}'></div>`),
      ),
    ).toEqual({ design: 'grid' });
  });

  it('reads a child JSON script for large configurations', () => {
    expect(
      readBlockConfig(
        element(
          '<div data-block="map"><script type="application/json" data-block-config>{"zoom":12}</script></div>',
        ),
      ),
    ).toEqual({ zoom: 12 });
  });

  it('is undefined without configuration', () => {
    expect(readBlockConfig(element('<div data-block="a"></div>'))).toBeUndefined();
  });

  it('warns, naming the block, and gives undefined for malformed JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      readBlockConfig(element(`<div data-block="gallery" data-block-config='{"design":'></div>`)),
    ).toBeUndefined();
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      'Invalid JSON in data-block-config of block "gallery"',
    );
    warn.mockRestore();
  });

  it('hands the problem to `report` instead of the console when a block words its own warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const problems: string[] = [];
    const report = (problem: string) => problems.push(problem);
    expect(
      readBlockConfig(
        element(`<div data-block="form" data-block-config='{"formId":'></div>`),
        report,
      ),
    ).toBeUndefined();
    expect(
      readBlockConfig(element(`<div data-block="form" data-block-config='[1]'></div>`), report),
    ).toBeUndefined();
    expect(problems).toEqual([
      'Invalid JSON in data-block-config of block "form": Unexpected end of JSON input',
      'data-block-config of block "form" must be a JSON object',
    ]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
