import {expect} from 'vitest';
import {blockWith, type SnippetVersion} from './index';
import {runSnippet, startMockServer, type MockServer, type RecordedRequest} from './run';

/** Open-Meteo for the weather example of index.md: answers a current-weather forecast, nothing else. */
export function startOpenMeteoMock(): Promise<MockServer> {
  return startMockServer((request) =>
    request.path.startsWith('/v1/forecast')
      ? {body: {current: {time: '2026-11-22T22:00', temperature_2m: 3.2, wind_speed_10m: 9.1}, current_units: {}}}
      : undefined,
  );
}

/**
 * Runs the weather example of a version's index.md as printed (the page's manual saved as
 * weather_manual.json) against the Open-Meteo mock, checks that it printed the tool and the
 * temperature, and returns the first request it sent for a tool (not for a manual).
 */
export async function weatherExampleCall(version: SnippetVersion): Promise<RecordedRequest> {
  const server = await startOpenMeteoMock();
  try {
    const manual = blockWith(version, 'index.md', ['json'], '"get_forecast"');
    const source = blockWith(version, 'index.md', ['ts', 'typescript'], "callTool('weather.get_forecast'");
    const run = await runSnippet(version, source, server, {files: {'weather_manual.json': manual}});
    expect(run.stdout).toContain('weather.get_forecast');
    expect(run.stdout).toContain('temperature_2m');
    return server.requests.filter((request) => request.method !== 'OPTIONS' && !request.path.startsWith('/utcp'))[0];
  } finally {
    await server.close();
  }
}
