/**
 * The runner silences the console of the SDK (it logs every registration); a case that wants to
 * see what the SDK printed wraps its work in `captureConsole`.
 */
type Method = 'log' | 'info' | 'warn' | 'error' | 'debug';
const METHODS: Method[] = ['log', 'info', 'warn', 'error', 'debug'];

export interface ConsoleLine {
  level: Method;
  text: string;
}

let sink: ConsoleLine[] | undefined;

function format(parts: unknown[]): string {
  return parts
    .map((part) => (typeof part === 'string' ? part : part instanceof Error ? part.message : JSON.stringify(part)))
    .join(' ');
}

/** Replaces the console's methods with ones that record into the current capture, if any. */
export function silenceConsole(): void {
  for (const level of METHODS) {
    console[level] = (...parts: unknown[]) => {
      sink?.push({level, text: format(parts)});
    };
  }
}

/** Runs `work` and returns its value with what was written to the console meanwhile. */
export async function captureConsole<T>(work: () => Promise<T>): Promise<{value: T; lines: ConsoleLine[]}> {
  const lines: ConsoleLine[] = [];
  const previous = sink;
  sink = lines;
  try {
    return {value: await work(), lines};
  } finally {
    sink = previous;
  }
}
