/**
 * The UTCP 1.1 TypeScript client as the tests that load it from tests/sdk-1.1 use it, typed by its
 * shape (the site's own @utcp/* packages are the 1.0 line), and where its packages' modules are.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {SDK11_DIR} from '../setup/sdk11';

export interface Sdk11Tool {
  name: string;
  tool_call_template: {auth?: Record<string, unknown>};
}

export interface RegisterResult {
  success: boolean;
  errors: string[];
}

export interface Sdk11Client {
  getTools(): Promise<Sdk11Tool[]>;
  searchTools(query: string, limit?: number): Promise<Sdk11Tool[]>;
  callTool(name: string, args: Record<string, unknown>): Promise<unknown>;
  registerManual(template: Record<string, unknown>): Promise<RegisterResult>;
  registerManuals(templates: Record<string, unknown>[]): Promise<RegisterResult[]>;
  getRequiredVariablesForManualAndTools(template: Record<string, unknown>): Promise<string[]>;
  close(): Promise<void>;
  config: {tool_repository: {saveManual(template: unknown, manual: unknown): Promise<void>}};
}

/** The file URL of a 1.1 package's entry module, for a dynamic import. */
export function sdk11ModuleUrl(pkg: string): string {
  return pathToFileURL(path.join(SDK11_DIR, 'node_modules', pkg, 'dist', 'index.js')).href;
}
