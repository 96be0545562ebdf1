// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    /** Each connection loops over these; `setupRequest` may change a request before it is sent. */
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p97_5: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
