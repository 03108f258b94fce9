/** What the first search of a fresh visit costs, for npm run bench. */
import type {Browser} from 'playwright-core';
import {measureFirstSearch, SLOW_4G, type SearchCost, type Throttle} from './searchCost';

/** The first query of a fresh visit of /, on localhost and on a phone's slow 4G (median of 3 each). */
export async function measureSearch(browser: Browser, origin: string) {
  const median = async (throttle: Throttle | null) => {
    const samples: SearchCost[] = [];
    for (let run = 0; run < 3; run += 1)
      samples.push(await measureFirstSearch(browser, origin, {route: '/', query: 'streamable', throttle}));
    samples.sort((a, b) => a.msToFirstResult - b.msToFirstResult);
    const {transfers, ...summary} = samples[1];
    return {...summary, files: transfers};
  };
  return {unthrottled: await median(null), slow4g: await median(SLOW_4G)};
}
