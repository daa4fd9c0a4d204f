import { gunzipSync } from 'node:zlib';

/**
 * A reader of the tar archives the diff meets (npm's package tarballs, `git archive`): regular
 * files only, with ustar's name prefix and pax `path` records. Small enough that the contract
 * package needs no tar dependency for it.
 */
export type TarEntry = { name: string; content: Buffer };

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function octal(header: Buffer, start: number, length: number): number {
  const text = field(header, start, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new Error('not a tar archive (bad size field)');
  return text === '' ? 0 : parseInt(text, 8);
}

/** The `path` of a pax extended header: records of `<length> <key>=<value>\n`. */
function paxPath(content: Buffer): string | undefined {
  const text = content.toString('utf8');
  for (const match of text.matchAll(/\d+ ([^=]+)=([^\n]*)\n/g)) {
    if (match[1] === 'path') return match[2];
  }
  return undefined;
}

function checksumMatches(header: Buffer): boolean {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : (header[index] ?? 0);
  return sum === octal(header, 148, 8);
}

/** The regular files of an archive, gzipped or not; throws on anything that is not tar. */
export function readTar(archive: Buffer): TarEntry[] {
  const data = archive[0] === 0x1f && archive[1] === 0x8b ? gunzipSync(archive) : archive;
  if (data.length < BLOCK) throw new Error('not a tar archive (shorter than one header)');
  const entries: TarEntry[] = [];
  let offset = 0;
  let nextPath: string | undefined;
  while (offset + BLOCK <= data.length) {
    const header = data.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    if (!checksumMatches(header)) throw new Error('not a tar archive (bad header checksum)');
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] ?? 0);
    const content = data.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') {
      nextPath = paxPath(content);
      continue;
    }
    if (type === 'L') {
      nextPath = content.toString('utf8').replace(/\0+$/, '');
      continue;
    }
    const prefix = field(header, 345, 155);
    const name = nextPath ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
    nextPath = undefined;
    if (type === '0' || type === '\0') entries.push({ name, content: Buffer.from(content) });
  }
  return entries;
}
