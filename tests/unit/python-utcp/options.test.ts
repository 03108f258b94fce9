import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_REPOSITORY, parseSignatureOptions, parseVerifyOptions} from '../../../scripts/python-utcp/options';
import {PYTHON_VERSIONS} from '../../../scripts/python-utcp/environment';
import {SIGNATURE_VERSIONS} from '../../../scripts/python-utcp/signatureBlocks';

const NO_ENV = {};

describe('npm run python:verify options', () => {
  it('defaults to every version of the workplace mirror', () => {
    expect(parseVerifyOptions([], NO_ENV)).toEqual({repository: DEFAULT_REPOSITORY, versions: [...PYTHON_VERSIONS]});
    expect(PYTHON_VERSIONS).toEqual(expect.arrayContaining(['1.0', 'next', '0.1']));
  });

  it('takes the repository from $PYTHON_UTCP_REPO, and an argument before that', () => {
    expect(parseVerifyOptions([], {PYTHON_UTCP_REPO: '/srv/python-utcp'}).repository).toBe('/srv/python-utcp');
    expect(parseVerifyOptions(['../python-utcp'], {PYTHON_UTCP_REPO: '/srv/python-utcp'}).repository).toBe(
      path.resolve('../python-utcp'),
    );
  });

  it('reads the repository, --version and --only in any order', () => {
    expect(parseVerifyOptions(['--only', 'utcp_client', '/repo', '--version', 'next'], NO_ENV)).toEqual({
      repository: '/repo',
      versions: ['next'],
      only: 'utcp_client',
    });
    expect(parseVerifyOptions(['--version=0.1'], NO_ENV).versions).toEqual(['0.1']);
  });

  it('rejects an unknown version, a missing value, an unknown option and a second repository', () => {
    expect(() => parseVerifyOptions(['--version', '2.0'], NO_ENV)).toThrow(
      `--version takes one of ${PYTHON_VERSIONS.join(', ')}`,
    );
    expect(() => parseVerifyOptions(['--only'], NO_ENV)).toThrow('--only needs a value');
    expect(() => parseVerifyOptions(['--verbose'], NO_ENV)).toThrow('unknown argument --verbose');
    expect(() => parseVerifyOptions(['/a', '/b'], NO_ENV)).toThrow('one repository at most');
  });
});

describe('npm run python:signatures options', () => {
  it('defaults to the versions with an API reference (1.0 and Next here) of the workplace mirror', () => {
    expect(parseSignatureOptions([], NO_ENV)).toEqual({
      repository: DEFAULT_REPOSITORY,
      versions: [...SIGNATURE_VERSIONS],
    });
    expect(SIGNATURE_VERSIONS).toEqual(expect.arrayContaining(['1.0', 'next']));
  });

  it('reads the repository and --version', () => {
    expect(parseSignatureOptions(['/repo', '--version', '1.0'], NO_ENV)).toEqual({
      repository: '/repo',
      versions: ['1.0'],
    });
  });

  it('has no 0.1 and no --only', () => {
    expect(SIGNATURE_VERSIONS).not.toContain('0.1');
    expect(() => parseSignatureOptions(['--version', '0.1'], NO_ENV)).toThrow(
      `--version takes one of ${SIGNATURE_VERSIONS.join(', ')}`,
    );
    expect(() => parseSignatureOptions(['--only', 'x'], NO_ENV)).toThrow('unknown argument --only');
  });
});
