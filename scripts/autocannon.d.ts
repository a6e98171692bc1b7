// autocannon ships no types: the part of its programmatic API the load test and the benchmarks
// use (bench/tsconfig.json includes this file).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  interface Request {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  /** A run: its result once over, and an event for each request that failed (timeouts included). */
  type Instance = Promise<Result> & {
    on(event: 'reqError', listener: (error: Error) => void): void;
  };
  export default function autocannon(options: Options): Instance;
}
