/**
 * RFC 6587 framing of a syslog TCP stream. Each frame chooses for itself: a frame that starts
 * with a digit is octet-counted (`<len> <msg>`), anything else is non-transparent (ends at LF).
 * rsyslog (`@@host`) sends LF-terminated frames, `logger -T --octet-count` counted ones.
 * A frame longer than `maxFrame` is cut to `maxFrame` (the rest is skipped), so one sender
 * cannot make the receiver buffer without limit.
 */
export class SyslogFramer {
  private buffer: Buffer = Buffer.alloc(0);
  /** Bytes of an over-long frame still to drop. */
  private skip = 0;
  /** An over-long LF frame's kept head: the rest until LF is dropped. */
  private skipToLf = false;

  constructor(
    private readonly onFrame: (frame: string) => void,
    private readonly maxFrame = 64 * 1024,
  ) {}

  push(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    while (this.buffer.length > 0 && this.next());
  }

  /** The stream ended: what is left is the last LF-less frame. */
  end(): void {
    if (this.buffer.length > 0 && !this.skipToLf && this.skip === 0) this.emit(this.buffer);
    this.buffer = Buffer.alloc(0);
  }

  private emit(bytes: Buffer): void {
    const text = bytes.toString('utf8').replace(/[\r\n\0]+$/, '');
    if (text.trim()) this.onFrame(text);
  }

  /** Takes one frame off the buffer; false when more bytes are needed. */
  private next(): boolean {
    const b = this.buffer;
    if (this.skip > 0) {
      const n = Math.min(this.skip, b.length);
      this.skip -= n;
      this.buffer = b.subarray(n);
      return true;
    }
    if (this.skipToLf) {
      const lf = b.indexOf(0x0a);
      if (lf < 0) {
        this.buffer = Buffer.alloc(0);
        return false;
      }
      this.skipToLf = false;
      this.buffer = b.subarray(lf + 1);
      return true;
    }
    return b[0] >= 0x30 && b[0] <= 0x39 ? this.counted(b) : this.line(b);
  }

  /** A non-transparent frame: up to LF. */
  private line(b: Buffer): boolean {
    const lf = b.indexOf(0x0a);
    if (lf >= 0) {
      this.emit(b.subarray(0, Math.min(lf, this.maxFrame)));
      this.buffer = b.subarray(lf + 1);
      return true;
    }
    if (b.length > this.maxFrame) {
      this.emit(b.subarray(0, this.maxFrame));
      this.skipToLf = true;
      this.buffer = Buffer.alloc(0);
    }
    return false;
  }

  private counted(b: Buffer): boolean {
    const sp = b.indexOf(0x20);
    if (sp < 0) {
      // No space within 10 digits: not a length, an LF frame.
      return b.length > 10 ? this.line(b) : false;
    }
    const digits = b.subarray(0, sp).toString('latin1');
    // Not a length after all (a bare message starting with a number): an LF frame.
    if (!/^\d{1,10}$/.test(digits)) return this.line(b);
    const len = Number(digits);
    const start = sp + 1;
    if (len > this.maxFrame) {
      if (b.length < start + this.maxFrame) return false;
      this.emit(b.subarray(start, start + this.maxFrame));
      this.skip = len - this.maxFrame;
      this.buffer = b.subarray(start + this.maxFrame);
      return true;
    }
    if (b.length < start + len) return false;
    this.emit(b.subarray(start, start + len));
    this.buffer = b.subarray(start + len);
    return true;
  }
}
