import type {Plugin} from '@docusaurus/types';
import {describeDrift, findUpstreamDrift} from './check';
import {UPSTREAM_FILES} from './files';

/** Fails the build (and `npm start`) when an upstream file in ./files.ts no longer matches its pinned sha256. */
export default function upstreamDriftPlugin(): Plugin {
  const drift = findUpstreamDrift(UPSTREAM_FILES);
  if (drift.length > 0) throw new Error(describeDrift(drift));
  return {name: 'utcp-upstream-drift'};
}
