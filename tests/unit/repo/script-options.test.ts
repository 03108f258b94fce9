import {describe, expect, it} from 'vitest';
import {DEFAULT_PAGES, parseBenchOptions} from '../../../scripts/bench/options';
import {OptionsError, parseOptions} from '../../../scripts/lib/options';

describe('parseOptions', () => {
  const config = {options: {out: {type: 'string'}, check: {type: 'boolean'}}} as const;

  it('reads values and flags', () => {
    const {values} = parseOptions({...config, args: ['--out', 'a.md', '--check']});
    expect(values).toEqual({out: 'a.md', check: true});
  });

  it('names the option that lacks a value or is unknown', () => {
    expect(() => parseOptions({...config, args: ['--out']})).toThrow(new OptionsError('--out needs a value'));
    expect(() => parseOptions({...config, args: ['--bogus']})).toThrow('unknown argument --bogus');
    expect(() => parseOptions({...config, args: ['stray']})).toThrow('unexpected argument stray');
  });
});

describe('npm run bench options', () => {
  it('defaults to one Lighthouse run of every page, with a build', () => {
    expect(parseBenchOptions([])).toEqual({
      help: false,
      withoutFaster: false,
      skipBuild: false,
      skipLighthouse: false,
      runs: 1,
      pages: DEFAULT_PAGES,
    });
  });

  it('reads every option', () => {
    const options = parseBenchOptions([
      '--without-faster',
      '--skip-build',
      '--skip-lighthouse',
      '--runs',
      '3',
      '--pages',
      '/,/registry',
    ]);
    expect(options).toMatchObject({withoutFaster: true, skipBuild: true, skipLighthouse: true, runs: 3});
    expect(options.pages).toEqual(['/', '/registry']);
  });

  it('keeps at least one run and rejects an unknown option', () => {
    expect(parseBenchOptions(['--runs', '0']).runs).toBe(1);
    expect(() => parseBenchOptions(['--run', '3'])).toThrow('unknown argument --run');
  });
});
