/**
 * Snappy's block format (github.com/google/snappy, format_description.txt), which Prometheus
 * remote write compresses its protobuf body with. Decoding is complete; encoding writes
 * literals only, a valid stream any decoder reads (our bodies are small, so the lost ratio is moot).
 */

export class SnappyError extends Error {}

function readVarint(buf: Uint8Array, at: number): { value: number; next: number } {
  let value = 0;
  let scale = 1;
  for (let i = at; i < buf.length && i < at + 5; i++) {
    value += (buf[i] & 0x7f) * scale;
    if ((buf[i] & 0x80) === 0) return { value, next: i + 1 };
    scale *= 128;
  }
  throw new SnappyError('snappy: bad length header');
}

/** The uncompressed bytes; throws SnappyError on a malformed stream or one longer than `maxBytes`. */
export function snappyUncompress(input: Uint8Array, maxBytes: number): Uint8Array {
  const { value: length, next } = readVarint(input, 0);
  if (length > maxBytes) throw new SnappyError(`snappy: ${length} bytes uncompressed, more than the ${maxBytes} allowed`);
  const out = new Uint8Array(length);
  let o = 0;
  let i = next;
  const need = (n: number) => {
    if (i + n > input.length) throw new SnappyError('snappy: truncated stream');
  };
  while (i < input.length) {
    const tag = input[i++];
    const type = tag & 3;
    if (type === 0) {
      let len = tag >> 2;
      if (len >= 60) {
        const bytes = len - 59;
        need(bytes);
        len = 0;
        for (let b = 0; b < bytes; b++) len += input[i + b] * 2 ** (8 * b);
        i += bytes;
      }
      len += 1;
      need(len);
      if (o + len > length) throw new SnappyError('snappy: literal past the stated length');
      out.set(input.subarray(i, i + len), o);
      i += len;
      o += len;
      continue;
    }
    let len: number;
    let offset: number;
    if (type === 1) {
      need(1);
      len = 4 + ((tag >> 2) & 7);
      offset = ((tag >> 5) << 8) | input[i++];
    } else if (type === 2) {
      need(2);
      len = (tag >> 2) + 1;
      offset = input[i] | (input[i + 1] << 8);
      i += 2;
    } else {
      need(4);
      len = (tag >> 2) + 1;
      offset = (input[i] | (input[i + 1] << 8) | (input[i + 2] << 16)) + input[i + 3] * 2 ** 24;
      i += 4;
    }
    if (offset === 0 || offset > o || o + len > length) throw new SnappyError('snappy: bad copy');
    // Copies may overlap their own output (a run), so byte by byte.
    for (let k = 0; k < len; k++, o++) out[o] = out[o - offset];
  }
  if (o !== length) throw new SnappyError(`snappy: ${o} bytes decoded, ${length} stated`);
  return out;
}

/** `input` as a valid snappy block of literals (at most 64 KiB each). */
export function snappyCompress(input: Uint8Array): Uint8Array {
  const parts: number[] = [];
  let n = input.length;
  do {
    parts.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n = Math.floor(n / 128);
  } while (n > 0);
  const chunks: Uint8Array[] = [Uint8Array.from(parts)];
  for (let at = 0; at < input.length; at += 65_536) {
    const piece = input.subarray(at, Math.min(input.length, at + 65_536));
    const len = piece.length - 1;
    chunks.push(len < 60 ? Uint8Array.of(len << 2) : len < 256 ? Uint8Array.of(60 << 2, len) : Uint8Array.of(61 << 2, len & 0xff, len >> 8));
    chunks.push(piece);
  }
  const out = new Uint8Array(chunks.reduce((a, c) => a + c.length, 0));
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}
