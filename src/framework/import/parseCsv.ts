import Papa from 'papaparse';

export interface ParsedCsv {
  header: string[];
  rows: string[][];
}

/** Rows are read in chunks of this many bytes, so a 10,000-line file leaves the tab responsive. */
const CHUNK_BYTES = 256 * 1024;

/**
 * A CSV file (UTF-8, with or without BOM; quoted fields with commas and line breaks) as its header
 * line and its rows; fully empty lines are skipped. `onProgress` gets the share read, 0–1.
 */
export function parseCsv(file: File, onProgress?: (fraction: number) => void): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    const lines: string[][] = [];
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      chunkSize: CHUNK_BYTES,
      encoding: 'UTF-8',
      chunk: (result) => {
        lines.push(...result.data);
        onProgress?.(Math.min(1, result.meta.cursor / Math.max(file.size, 1)));
      },
      complete: () => {
        const [header = [], ...rows] = lines;
        resolve({ header: header.map((title, index) => (index === 0 ? title.replace(/^\uFEFF/, '') : title).trim()), rows });
      },
      error: (error) => reject(error),
    });
  });
}
