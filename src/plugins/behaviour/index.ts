/**
 * The behaviour dataset for readers: the /behaviour page (every key's table, searchable and
 * filterable, differences between implementations first) and /behaviour/index.json (keys,
 * implementations and every recorded outcome, for SDK authors). Both are built from
 * data/behaviour at build time.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {IMPLEMENTATIONS, pinnedLabel} from '../../../data/behaviour/implementations';
import {KEYS_DIR, RESULTS_DIR, loadKeys, loadResults} from '../../../data/behaviour/index';
import {behaviourViews} from '../../lib/behaviour/dataset';
import {differencesFirst, type BehaviourKeyView} from '../../lib/behaviour/view';

export const BEHAVIOUR_ROUTE = 'behaviour';
export const BEHAVIOUR_JSON = 'behaviour/index.json';

export interface BehaviourPageData {
  views: BehaviourKeyView[];
  implementations: {id: string; label: string}[];
  mechanisms: string[];
  jsonPath: string;
}

/** The whole dataset as served at /behaviour/index.json. */
export function behaviourJson(): unknown {
  const results = loadResults();
  return {
    format: 1,
    implementations: IMPLEMENTATIONS.map((impl) => ({...impl, pinned: pinnedLabel(impl)})),
    keys: loadKeys().map((key) => ({
      ...key,
      results: Object.fromEntries(key.applies.map((impl) => [impl, results.get(impl)?.results[key.key] ?? {}])),
    })),
  };
}

export default function behaviourPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context;
  return {
    name: 'utcp-behaviour',
    getPathsToWatch: () => [path.join(KEYS_DIR, '*.yaml'), path.join(RESULTS_DIR, '*.json')],
    async loadContent(): Promise<BehaviourPageData> {
      const views = differencesFirst([...behaviourViews().values()]);
      return {
        views,
        implementations: IMPLEMENTATIONS.map((impl) => ({id: impl.id, label: impl.label})),
        mechanisms: [...new Set(views.map((view) => view.mechanism))].sort(),
        jsonPath: normalizeUrl([baseUrl, BEHAVIOUR_JSON]),
      };
    },
    async contentLoaded({content, actions}) {
      const data = await actions.createData('behaviour-page.json', JSON.stringify(content));
      actions.addRoute({
        path: normalizeUrl([baseUrl, BEHAVIOUR_ROUTE]),
        component: '@site/src/components/BehaviourPage',
        exact: true,
        modules: {data},
      });
    },
    async postBuild({outDir}) {
      const file = path.join(outDir, BEHAVIOUR_JSON);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, JSON.stringify(behaviourJson()));
    },
  };
}
