/** The shape of one precompiled Ajv validator (ajv/dist/standalone output). */
export interface StandaloneError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: StandaloneError[] | null;
}
