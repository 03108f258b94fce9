/** The behaviour dataset as the build reads it: node-only (reads files), never bundled for the browser. */
import {IMPLEMENTATIONS, pinnedShort} from '../../../data/behaviour/implementations';
import {loadKeys, loadResults} from '../../../data/behaviour/index';
import {keyView, type BehaviourKeyView} from './view';

let cached: Map<string, BehaviourKeyView> | undefined;

/** Every key's view, by key id (read once per build). */
export function behaviourViews(): Map<string, BehaviourKeyView> {
  if (!cached) {
    const results = loadResults();
    cached = new Map(loadKeys().map((key) => [key.key, keyView(key, IMPLEMENTATIONS, results, pinnedShort)]));
  }
  return cached;
}
