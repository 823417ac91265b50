import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function header(width: number, height: number, bitDepth: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = 0; // greyscale
  return chunk('IHDR', ihdr);
}

/** A real, decodable 1-bit greyscale PNG of any size: a huge pixel count in a few kilobytes. */
export function blankPng(width: number, height: number): Buffer {
  const row = 1 + Math.ceil(width / 8);
  const pixels = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([SIGNATURE, header(width, height, 1), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG whose header is valid (the type sniff passes) but whose pixel data is garbage. */
export function corruptPng(): Buffer {
  const garbage = Buffer.alloc(512, 0xab);
  return Buffer.concat([SIGNATURE, header(64, 64, 8), chunk('IDAT', garbage), chunk('IEND', Buffer.alloc(0))]);
}
