/** Where the browser tests find the production build: `serve` on this port (playwright.config.ts starts it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
