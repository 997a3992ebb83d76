/**
 * Prometheus remote write 1.0's WriteRequest (prompb/remote.proto, types.proto), the fields the
 * console reads: timeseries (1) of labels (1: name 1, value 2) and samples (2: value 1 double,
 * timestamp 2 int64 ms). Metadata and exemplars are skipped as unknown fields.
 */

export interface PromSeries {
  labels: Record<string, string>;
  samples: Array<{ value: number; timestampMs: number }>;
}

export class ProtobufError extends Error {}

class Reader {
  constructor(
    private readonly buf: Uint8Array,
    public pos = 0,
    private readonly end = buf.length,
  ) {}
  get done() {
    return this.pos >= this.end;
  }
  varint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 10; i++) {
      if (this.pos >= this.end) throw new ProtobufError('protobuf: truncated varint');
      const b = this.buf[this.pos++];
      if (i < 8) value += (b & 0x7f) * scale;
      if ((b & 0x80) === 0) return value;
      scale *= 128;
    }
    throw new ProtobufError('protobuf: varint too long');
  }
  bytes(): Reader {
    const len = this.varint();
    if (this.pos + len > this.end) throw new ProtobufError('protobuf: truncated field');
    const r = new Reader(this.buf, this.pos, this.pos + len);
    this.pos += len;
    return r;
  }
  text(): string {
    const r = this.bytes();
    return new TextDecoder().decode(this.buf.subarray(r.pos, r.end));
  }
  double(): number {
    if (this.pos + 8 > this.end) throw new ProtobufError('protobuf: truncated double');
    const v = new DataView(this.buf.buffer, this.buf.byteOffset + this.pos, 8).getFloat64(0, true);
    this.pos += 8;
    return v;
  }
  skip(wire: number) {
    if (wire === 0) this.varint();
    else if (wire === 1) this.pos += 8;
    else if (wire === 2) this.bytes();
    else if (wire === 5) this.pos += 4;
    else throw new ProtobufError(`protobuf: wire type ${wire} is not supported`);
    if (this.pos > this.end) throw new ProtobufError('protobuf: truncated field');
  }
  /** Calls `field` for each field; it answers false to have the field skipped. */
  each(field: (no: number, wire: number) => boolean) {
    while (!this.done) {
      const key = this.varint();
      const no = Math.floor(key / 8);
      const wire = key & 7;
      if (!field(no, wire)) this.skip(wire);
    }
  }
}

/** The series of a remote write body (already uncompressed); throws ProtobufError on a malformed one. */
export function decodeWriteRequest(buf: Uint8Array): PromSeries[] {
  const out: PromSeries[] = [];
  const request = new Reader(buf);
  request.each((no, wire) => {
    if (no !== 1 || wire !== 2) return false;
    const series: PromSeries = { labels: {}, samples: [] };
    const ts = request.bytes();
    ts.each((f, w) => {
      if (f === 1 && w === 2) {
        const label = ts.bytes();
        let name = '';
        let value = '';
        label.each((lf, lw) => {
          if (lw !== 2 || (lf !== 1 && lf !== 2)) return false;
          if (lf === 1) name = label.text();
          else value = label.text();
          return true;
        });
        series.labels[name] = value;
        return true;
      }
      if (f === 2 && w === 2) {
        const sample = ts.bytes();
        let value = NaN;
        let timestampMs = 0;
        sample.each((sf, sw) => {
          if (sf === 1 && sw === 1) value = sample.double();
          else if (sf === 2 && sw === 0) timestampMs = sample.varint();
          else return false;
          return true;
        });
        series.samples.push({ value, timestampMs });
        return true;
      }
      return false;
    });
    out.push(series);
    return true;
  });
  return out;
}

/** A WriteRequest of `series` (the tests' sender, and the console's own writes to a Prometheus store). */
export function encodeWriteRequest(series: readonly PromSeries[]): Uint8Array {
  const bytes: number[] = [];
  const varint = (to: number[], n: number) => {
    do {
      to.push((n % 128) | (n >= 128 ? 0x80 : 0));
      n = Math.floor(n / 128);
    } while (n > 0);
  };
  const field = (to: number[], no: number, body: number[]) => {
    varint(to, no * 8 + 2);
    varint(to, body.length);
    for (const b of body) to.push(b);
  };
  const text = (to: number[], no: number, s: string) => field(to, no, [...new TextEncoder().encode(s)]);
  for (const s of series) {
    const ts: number[] = [];
    for (const name of Object.keys(s.labels).sort()) {
      const label: number[] = [];
      text(label, 1, name);
      text(label, 2, s.labels[name]);
      field(ts, 1, label);
    }
    for (const p of s.samples) {
      const sample: number[] = [9];
      const d = new DataView(new ArrayBuffer(8));
      d.setFloat64(0, p.value, true);
      sample.push(...new Uint8Array(d.buffer));
      sample.push(16);
      varint(sample, p.timestampMs);
      field(ts, 2, sample);
    }
    field(bytes, 1, ts);
  }
  return Uint8Array.from(bytes);
}
