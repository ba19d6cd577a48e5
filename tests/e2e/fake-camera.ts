/**
 * A one-frame Y4M video of a QR code for Chromium's fake camera
 * (--use-file-for-fake-video-capture). Written directly: a white 640×480 frame with the QR's
 * modules in black, 4 modules of quiet zone, full-range 4:2:0 (C420jpeg).
 */
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const W = 640;
const H = 480;

export function writeQrVideo(text: string, path: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const size = qr.modules.size;
  const scale = Math.floor((Math.min(W, H) * 0.6) / (size + 8));
  const side = (size + 8) * scale;
  const left = Math.floor((W - side) / 2);
  const top = Math.floor((H - side) / 2);
  const y = Buffer.alloc(W * H, 255);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = (top + (row + 4) * scale + dy) * W + left + (col + 4) * scale;
        y.fill(0, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  writeFileSync(path, Buffer.concat([header, y, chroma]));
  return path;
}
