/** Reading Chromium's sampling CPU profiles (CDP `Profiler.stop`), for the bench's profiling scripts. */

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber?: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** Microseconds on the browser's monotonic clock, the one CDP's network timestamps use. */
  startTime: number;
  endTime: number;
}

/**
 * Self time in ms per key (a script's file, a function, or the engine's own work: GC, program,
 * idle). `within(at)` keeps only the samples taken at `at` µs (monotonic clock), e.g. one click.
 */
export function selfTime(profile: Profile, keyOf: (node: ProfileNode) => string, within: (at: number) => boolean = () => true): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  eachSample(profile, within, (id, ms) => {
    const key = keyOf(byId.get(id)!);
    totals.set(key, (totals.get(key) ?? 0) + ms);
  });
  return totals;
}

/** Each sample taken at a time `within` accepts: its node's id and the ms it stands for. */
function eachSample(profile: Profile, within: (at: number) => boolean, visit: (id: number, ms: number) => void): void {
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (within(at)) visit(id, delta / 1000);
  });
}

/** A script's path on the server (a library's path from node_modules), or the engine's label. */
export const fileOf = (node: ProfileNode) => {
  const { url, functionName } = node.callFrame;
  if (!url) return `(${functionName || 'native'})`;
  const file = url.replace(/^https?:\/\/[^/]+/, '');
  return file.includes('/node_modules/') ? file.replace(/.*\/node_modules\//, 'node_modules/') : file;
};

export const functionOf = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${fileOf(node)}${node.callFrame.url ? `:${(node.callFrame.lineNumber ?? 0) + 1}` : ''}`;

/** The `count` largest entries as table rows. */
export const top = (totals: Map<string, number>, count: number) =>
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, ms]) => [key, `${ms.toFixed(0)} ms`]);

/**
 * Inclusive time in ms per key: each sample counts once for every distinct key on its stack, so
 * a component's key shows what rendering it and everything under it cost.
 */
export function inclusiveTime(profile: Profile, keyOf: (node: ProfileNode) => string | null, within: (at: number) => boolean = () => true): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  eachSample(profile, within, (id, ms) => {
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const key = keyOf(byId.get(current)!);
      if (key) seen.add(key);
    }
    for (const key of seen) totals.set(key, (totals.get(key) ?? 0) + ms);
  });
  return totals;
}

/** A React component's name (PascalCase functions of the app's own chunks), else null. */
export const componentOf = (node: ProfileNode) => (/^[A-Z][A-Za-z0-9]+$/.test(node.callFrame.functionName) ? node.callFrame.functionName : null);
