/**
 * Tables from a heap graph (see heapSnapshot.ts): where the bytes are, by kind, by constructor and
 * by script, and the few holders that matter for an admin (the Apollo cache, the message
 * catalogs). Names in a production build are minified, so holders are found by their shape.
 */
import type { HeapGraph } from './heapSnapshot';
import { printTable } from './table';

const mib = (bytes: number) => (bytes / 1048576).toFixed(2);
const share = (bytes: number, total: number) => `${((100 * bytes) / total).toFixed(1)} %`;
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(no script)';

function edgesOf(graph: HeapGraph, node: number): { name: string; to: number }[] {
  const edges = [];
  for (let edge = graph.firstEdge[node]; edge < graph.firstEdge[node + 1]; edge++) edges.push({ name: graph.edgeName[edge], to: graph.edgeTo[edge] });
  return edges;
}

/** Objects whose properties say what they are: an InMemoryCache, a message catalog. */
function holders(graph: HeapGraph): Map<string, number[]> {
  const found = new Map<string, number[]>([['Apollo cache (InMemoryCache)', []], ['message catalogs', []], ['validation schemas (by entity)', []]]);
  for (let node = 0; node < graph.count; node++) {
    if (graph.type[node] !== 'object') continue;
    const names = new Set(edgesOf(graph, node).map((edge) => edge.name));
    if (names.has('policies') && names.has('optimisticData') && names.has('data')) found.get('Apollo cache (InMemoryCache)')!.push(node);
    if (names.has('Language') && names.has('Notification') && names.has('User')) found.get('validation schemas (by entity)')!.push(node);
    // A catalog is an object of hundreds of dotted ids; its properties may sit in a dictionary backing store.
    const dotted = edgesOf(graph, node).filter((edge) => /^[a-z][\w-]*(\.[\w-]+){1,}$/i.test(edge.name)).length;
    if (dotted > 300) found.get('message catalogs')!.push(node);
  }
  return found;
}

/** Bytes V8's heap holds (the figure Performance.getMetrics reports); Blink's objects and external strings are outside it. */
const inJsHeap = (graph: HeapGraph, node: number) => graph.type[node] !== 'native' && graph.type[node] !== 'synthetic';

/** V8's code objects in three parts: what the JIT made, what the parser made, what describes functions. */
function codeKind(name: string): string {
  if (/^system \/ (InstructionStream|Code\b|CodeWrapper|TrustedByteArray|ProtectedFixedArray|DeoptimizationData)/.test(name)) return 'machine code from the JIT, with its metadata';
  if (/^(system \/ (BytecodeArray|BytecodeWrapper|ObjectBoilerplateDescription|ArrayBoilerplateDescription)|\(constant pool\)|\(constant elements\))/.test(name)) return 'bytecode, its constants and literal templates';
  return 'function info, scopes, type feedback';
}

/** Every node's category: a holder's dominated subtree, else code of a script, else data of a script. */
export function breakdown(graph: HeapGraph): { label: string; bytes: number; count: number }[] {
  const children: number[][] = Array.from({ length: graph.count }, () => []);
  for (let node = 0; node < graph.count; node++) if (graph.dominator[node] >= 0) children[graph.dominator[node]].push(node);
  const category: string[] = new Array(graph.count).fill('');
  for (const [label, nodes] of holders(graph)) {
    const stack = [...nodes];
    while (stack.length) {
      const node = stack.pop()!;
      if (category[node]) continue;
      category[node] = label;
      stack.push(...children[node]);
    }
  }
  const sources = new Set<number>();
  for (let node = 0; node < graph.count; node++) {
    if (!graph.name[node].startsWith('system / Script')) continue;
    // A script's source is an external string: its bytes are in the native backing store.
    for (const edge of edgesOf(graph, node)) if (edge.name === 'source') {
      sources.add(edge.to);
      for (const inner of edgesOf(graph, edge.to)) if (inner.name.endsWith('backing_store')) sources.add(inner.to);
    }
  }
  const totals = new Map<string, { bytes: number; count: number }>();
  for (let node = 0; node < graph.count; node++) {
    let label = category[node];
    if (!label) {
      if (sources.has(node)) label = 'script source text (outside the JS heap but for its headers)';
      else if (graph.type[node] === 'code') label = codeKind(graph.name[node]);
      else if (graph.type[node] === 'closure') label = 'closures';
      else if (!inJsHeap(graph, node)) label = 'DOM, CSS rules and other browser objects (outside the JS heap)';
      else if (graph.type[node] === 'object shape' || graph.name[node].startsWith('system / ')) label = 'engine internals (hidden classes, property arrays)';
      else label = `data held by ${chunkName(graph.script[node])}`;
    }
    const total = totals.get(label) ?? { bytes: 0, count: 0 };
    total.bytes += graph.selfSize[node];
    total.count++;
    totals.set(label, total);
  }
  return [...totals].map(([label, total]) => ({ label, ...total })).sort((a, b) => b.bytes - a.bytes);
}

/** A chunk's name without its content hash, so two builds compare. */
const chunkName = (url: string) => shortUrl(url).replace(/-[\w-]{8}\.js$/, '.js');

/** The breakdown of one or more snapshots side by side (e.g. the baseline and after the trips). */
export function printBreakdowns(snapshots: { title: string; graph: HeapGraph }[]): void {
  const tables = snapshots.map(({ graph }) => new Map(breakdown(graph).map((row) => [row.label, row.bytes])));
  const totals = snapshots.map(({ graph }) => {
    let total = 0;
    let heap = 0;
    for (let node = 0; node < graph.count; node++) {
      total += graph.selfSize[node];
      if (inJsHeap(graph, node)) heap += graph.selfSize[node];
    }
    return { total, heap };
  });
  const labels = [...new Set(tables.flatMap((table) => [...table.keys()]))].sort((a, b) => (tables.at(-1)!.get(b) ?? 0) - (tables.at(-1)!.get(a) ?? 0));
  const shown = labels.slice(0, 24);
  const rest = (table: Map<string, number>) => labels.slice(24).reduce((sum, label) => sum + (table.get(label) ?? 0), 0);
  printTable('Breakdown (each object counted once; Blink objects and external strings are outside the JS heap figure)',
    ['what', ...snapshots.flatMap(({ title }) => [`${title} MiB`, 'share'])], [
      ...shown.map((label) => [label, ...tables.flatMap((table, index) => [mib(table.get(label) ?? 0), share(table.get(label) ?? 0, totals[index].total)])]),
      ['(the rest)', ...tables.flatMap((table, index) => [mib(rest(table)), share(rest(table), totals[index].total)])],
      ['snapshot total', ...totals.flatMap(({ total }) => [mib(total), ''])],
      ['of which in the JS heap', ...totals.flatMap(({ heap, total }) => [mib(heap), share(heap, total)])],
    ]);
}

/** The detail of one snapshot: constructors, code and strings by script, the biggest objects. */
export function printSummary(graph: HeapGraph): void {
  // DevTools' "constructor" column: an object's class, a bracketed kind for everything else.
  const groupOf = (node: number) => (graph.type[node] === 'object' || graph.type[node] === 'native' ? graph.name[node] : `(${graph.type[node]})`);
  const groups = new Map<string, { self: number; retained: number; count: number }>();
  // A group's retained size counts each member not dominated by another member (a dominator-tree walk).
  const children: number[][] = Array.from({ length: graph.count }, () => []);
  for (let node = 0; node < graph.count; node++) if (graph.dominator[node] >= 0) children[graph.dominator[node]].push(node);
  const open = new Map<string, number>();
  const walk: [number, boolean][] = [[0, false]];
  while (walk.length) {
    const [node, leaving] = walk.pop()!;
    const group = groupOf(node);
    if (leaving) {
      open.set(group, open.get(group)! - 1);
      continue;
    }
    const entry = groups.get(group) ?? { self: 0, retained: 0, count: 0 };
    entry.self += graph.selfSize[node];
    entry.count++;
    if (!open.get(group)) entry.retained += graph.retained[node];
    groups.set(group, entry);
    open.set(group, (open.get(group) ?? 0) + 1);
    walk.push([node, true]);
    for (const child of children[node]) walk.push([child, false]);
  }
  const byGroup = [...groups].filter(([group]) => group !== '(synthetic)');
  printTable('Constructors by self size', ['constructor', 'count', 'self MiB', 'retained MiB'], byGroup
    .sort((a, b) => b[1].self - a[1].self).slice(0, 25)
    .map(([group, entry]) => [group.slice(0, 60), entry.count, mib(entry.self), mib(entry.retained)]));

  const byScript = (kinds: Set<string>) => {
    const totals = new Map<string, number>();
    for (let node = 0; node < graph.count; node++) {
      if (!kinds.has(graph.type[node])) continue;
      const key = chunkName(graph.script[node]);
      totals.set(key, (totals.get(key) ?? 0) + graph.selfSize[node]);
    }
    return [...totals].sort((a, b) => b[1] - a[1]);
  };
  for (const [title, kinds] of [['Compiled code and closures by script', new Set(['code', 'closure'])], ['Strings by script that holds them', new Set(['string', 'concatenated string', 'sliced string'])]] as const) {
    const entries = byScript(kinds);
    const sum = entries.reduce((total, [, bytes]) => total + bytes, 0);
    printTable(`${title} (${mib(sum)} MiB in ${entries.length} scripts)`, ['script', 'MiB'], entries.slice(0, 15).map(([script, bytes]) => [script, mib(bytes)]));
  }

  const biggest = Array.from({ length: graph.count }, (_, node) => node)
    .filter((node) => graph.type[node] === 'object' && !graph.name[node].startsWith('system /') && graph.dominator[node] > 0)
    .sort((a, b) => graph.retained[b] - graph.retained[a]).slice(0, 15);
  printTable('Biggest single objects by retained size', ['object', 'held by script', 'retained MiB'], biggest.map((node) => [
    `${graph.name[node].slice(0, 30)} {${edgesOf(graph, node).filter((edge) => !/^\d+$/.test(edge.name)).slice(0, 4).map((edge) => edge.name.slice(0, 20)).join(', ')}}`,
    chunkName(graph.script[node]), mib(graph.retained[node]),
  ]));
}
