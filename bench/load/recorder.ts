import { percentile } from '../stats';

/** Writers' calls are named `write: ...`. */
export const WRITE = 'write:';

export interface CallFigures {
  call: string;
  count: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Latencies and errors per call name, for a window (a ramp step, a report interval) and for the whole run. */
export class Recorder {
  private samples = new Map<string, number[]>();
  private errorCounts = new Map<string, number>();
  private firstErrors: string[] = [];
  private since = performance.now();

  record(call: string, ms: number, error?: string) {
    if (error) {
      this.errorCounts.set(call, (this.errorCounts.get(call) ?? 0) + 1);
      if (this.firstErrors.length < 10) this.firstErrors.push(`${call}: ${error}`);
      return;
    }
    let list = this.samples.get(call);
    if (!list) this.samples.set(call, (list = []));
    list.push(ms);
  }

  /**
   * Figures per call since the last reset, plus an "all reads" row over the operators' calls: the
   * latency operators feel (writers' calls have their own rows; their errors count in it too).
   */
  figures(): CallFigures[] {
    const seconds = Math.max(0.001, (performance.now() - this.since) / 1000);
    const names = [...new Set([...this.samples.keys(), ...this.errorCounts.keys()])].sort();
    const row = (call: string, list: number[], errors: number): CallFigures => {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (p: number) => (sorted.length ? percentile(sorted, p) : Number.NaN);
      return {
        call,
        count: list.length,
        errors,
        perSecond: (list.length + errors) / seconds,
        p50: at(50),
        p95: at(95),
        p99: at(99),
        max: sorted.at(-1) ?? Number.NaN,
      };
    };
    const rows = names.map((n) => row(n, this.samples.get(n) ?? [], this.errorCounts.get(n) ?? 0));
    const all = row(
      'all reads',
      names.filter((n) => !n.startsWith(WRITE)).flatMap((n) => this.samples.get(n) ?? []),
      rows.reduce((a, r) => a + r.errors, 0),
    );
    return [...rows, all];
  }

  errors(): string[] {
    return this.firstErrors;
  }

  reset() {
    this.samples.clear();
    this.errorCounts.clear();
    this.since = performance.now();
  }
}
