// A minimal websocket client shared by the bench swarms (bench/chat, bench/game).
import net from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * A minimal websocket client over `net` (RFC 6455: upgrade, unmasked server frames, masked client
 * frames): many frames that arrive in one TCP read are handled in one pass, which keeps 5,000
 * viewers cheap enough to share two cores with the server they measure.
 */
export class LightWs {
  constructor(url, path, onText, onOpen, onClose) {
    const u = new URL(url);
    this.open = false;
    this.buf = Buffer.alloc(0);
    this.sock = net.connect(Number(u.port), u.hostname, () => {
      this.sock.setNoDelay(true);
      this.sock.write(
        `GET ${path} HTTP/1.1\r\nHost: ${u.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    this.sock.on('data', (chunk) => {
      this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
      if (!this.open) {
        const end = this.buf.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!this.buf.toString('latin1', 0, 12).includes('101')) return this.sock.destroy(new Error('upgrade refused'));
        this.buf = this.buf.subarray(end + 4);
        this.open = true;
        onOpen();
      }
      const at = Date.now();
      let off = 0;
      const b = this.buf;
      while (b.length - off >= 2) {
        const op = b[off] & 0x0f;
        let len = b[off + 1] & 0x7f;
        let head = 2;
        if (len === 126) {
          if (b.length - off < 4) break;
          len = b.readUInt16BE(off + 2);
          head = 4;
        } else if (len === 127) {
          if (b.length - off < 10) break;
          len = Number(b.readBigUInt64BE(off + 2));
          head = 10;
        }
        if (b.length - off < head + len) break;
        const payload = b.subarray(off + head, off + head + len);
        off += head + len;
        if (op === 1) onText(payload, at);
        else if (op === 8) this.sock.end();
        else if (op === 9) this.frame(payload, 0x8a);
      }
      this.buf = off === b.length ? Buffer.alloc(0) : b.subarray(off);
    });
    this.sock.on('close', onClose);
    this.sock.on('error', () => undefined);
  }
  /** a masked client frame (zero mask key: the payload goes as is) */
  frame(data, first = 0x81) {
    const len = data.length;
    const head = len < 126 ? Buffer.from([first, 0x80 | len, 0, 0, 0, 0]) : Buffer.alloc(8);
    if (len >= 126) {
      head[0] = first;
      head[1] = 0x80 | 126;
      head.writeUInt16BE(len, 2);
    }
    this.sock.write(Buffer.concat([head, data]));
  }
  send(text) {
    this.frame(Buffer.from(text));
  }
  close() {
    this.sock.destroy();
  }
}
