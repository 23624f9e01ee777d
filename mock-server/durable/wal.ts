import { copyFileSync, existsSync, readFileSync } from 'node:fs';

/**
 * The write-ahead log as SQLite will replay it (https://www.sqlite.org/fileformat2.html#walformat):
 * frames of the current log carry the header's salts and a running checksum, and SQLite replays
 * them up to the last commit before the first frame whose checksum fails, dropping the rest without
 * a word. Read here first, so that the commits it would drop are counted and told.
 */
export interface LogCheck {
  /** Commits whose frames (or an earlier frame's) fail their checksum: SQLite drops them. */
  droppedCommits: number;
  /** Commits SQLite will replay. */
  keptCommits: number;
}

const HEADER = 32;
const FRAME_HEADER = 24;

/** SQLite's checksum of the WAL: pairs of 32-bit words in the log's byte order, continuing from `s`. */
function checksum(bytes: Buffer, bigEndian: boolean, s: [number, number]): [number, number] {
  let [s0, s1] = s;
  for (let i = 0; i + 8 <= bytes.length; i += 8) {
    const x0 = bigEndian ? bytes.readUInt32BE(i) : bytes.readUInt32LE(i);
    const x1 = bigEndian ? bytes.readUInt32BE(i + 4) : bytes.readUInt32LE(i + 4);
    s0 = (s0 + x0 + s1) >>> 0;
    s1 = (s1 + x1 + s0) >>> 0;
  }
  return [s0, s1];
}

/** Null when there is no log, or its header is not one of the current log (SQLite ignores it whole then). */
export function checkLog(path: string): LogCheck | null {
  if (!existsSync(path)) return null;
  const log = readFileSync(path);
  if (log.length < HEADER) return null;
  const magic = log.readUInt32BE(0);
  if (magic !== 0x377f0682 && magic !== 0x377f0683) return null;
  const bigEndian = magic === 0x377f0683;
  const pageSize = log.readUInt32BE(8);
  let sum = checksum(log.subarray(0, 24), bigEndian, [0, 0]);
  if (sum[0] !== log.readUInt32BE(24) || sum[1] !== log.readUInt32BE(28)) return null;
  const salts = log.subarray(16, 24);
  let valid = true;
  const result: LogCheck = { droppedCommits: 0, keptCommits: 0 };
  for (let at = HEADER; at + FRAME_HEADER + pageSize <= log.length; at += FRAME_HEADER + pageSize) {
    // A frame with other salts is left from an earlier log: not live, and nothing after it is either.
    if (!log.subarray(at + 8, at + 16).equals(salts)) break;
    const isCommit = log.readUInt32BE(at + 4) !== 0;
    if (valid) {
      sum = checksum(log.subarray(at, at + 8), bigEndian, sum);
      sum = checksum(log.subarray(at + FRAME_HEADER, at + FRAME_HEADER + pageSize), bigEndian, sum);
      valid = sum[0] === log.readUInt32BE(at + 16) && sum[1] === log.readUInt32BE(at + 20);
    }
    if (isCommit) result[valid ? 'keptCommits' : 'droppedCommits'] += 1;
  }
  return result;
}

/**
 * Before SQLite opens the database: a log whose live frames fail their checksum is copied aside
 * (SQLite rewrites it once it replays) and the commits it drops are told. The start goes on: a crash
 * during a write leaves its last, unacknowledged commit torn, which is exactly what is dropped.
 */
export function tellDamagedLog(databaseFile: string): string | null {
  const path = `${databaseFile}-wal`;
  const check = checkLog(path);
  if (!check || check.droppedCommits === 0) return null;
  const kept = `${path}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  copyFileSync(path, kept);
  return (
    `The write-ahead log ${path} holds ${check.droppedCommits} commit(s) whose frames fail their checksum; SQLite drops them and keeps ` +
    `the ${check.keptCommits} before. If the server did not stop during a write, acknowledged changes were lost. The log is kept as ${kept}.`
  );
}
