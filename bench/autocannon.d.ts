// The part of autocannon 8's API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests to send in all (instead of a duration). */
    amount?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    headers?: Record<string, string>;
    /** Each connection walks this list; setupRequest may rewrite a request just before it is sent. */
    requests?: Array<RawRequest & { setupRequest?: (req: RawRequest, context: object) => RawRequest }>;
  }
  export interface Stats {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  export interface Result {
    requests: Stats & { total: number; sent: number };
    latency: Stats;
    throughput: Stats;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(opts: Options, cb: (err: Error | null, result: Result) => void): unknown;
}
