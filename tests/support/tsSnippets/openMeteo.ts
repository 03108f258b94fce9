import {startMockServer, type MockServer} from './run';

/** Open-Meteo for the weather example of index.md: answers a current-weather forecast, nothing else. */
export function startOpenMeteoMock(): Promise<MockServer> {
  return startMockServer((request) =>
    request.path.startsWith('/v1/forecast')
      ? {body: {current: {time: '2026-11-22T22:00', temperature_2m: 3.2, wind_speed_10m: 9.1}, current_units: {}}}
      : undefined,
  );
}
