/**
 * Reads a V8 heap snapshot (the JSON `HeapProfiler.takeHeapSnapshot` streams) into flat arrays and
 * computes what DevTools' summary shows: each object's retained size (its dominator subtree) and,
 * for every object, the script that owns it: code and closures through their function's script,
 * data through the nearest dominator that is code, a closure or a closure's scope (module-level
 * data is dominated by its module's scope, so it lands on the chunk that declared it).
 */
import { dominators, retainedSizes } from './heapDominators';

interface RawSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export interface HeapGraph {
  count: number;
  type: string[];
  name: string[];
  selfSize: Float64Array;
  retained: Float64Array;
  /** Immediate dominator of each node (-1 for the root and for what the root cannot reach). */
  dominator: Int32Array;
  /** The owning script's URL, '' when nothing on the dominator chain names one. */
  script: string[];
  /** Outgoing edges, as [from, to) ranges into edgeTo / edgeName / edgeType. */
  firstEdge: Uint32Array;
  edgeTo: Uint32Array;
  edgeName: string[];
  edgeType: string[];
}

export function readSnapshot(json: string): HeapGraph {
  const raw = JSON.parse(json) as RawSnapshot;
  const { meta } = raw.snapshot;
  const nodeWidth = meta.node_fields.length;
  const edgeWidth = meta.edge_fields.length;
  const [typeField, nameField, sizeField, edgeCountField] = ['type', 'name', 'self_size', 'edge_count'].map((field) => meta.node_fields.indexOf(field));
  const [edgeTypeField, edgeNameField, toField] = ['type', 'name_or_index', 'to_node'].map((field) => meta.edge_fields.indexOf(field));
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const count = raw.nodes.length / nodeWidth;
  const type: string[] = new Array(count);
  const name: string[] = new Array(count);
  const selfSize = new Float64Array(count);
  const firstEdge = new Uint32Array(count + 1);
  const edgeCount = raw.edges.length / edgeWidth;
  const edgeTo = new Uint32Array(edgeCount);
  const edgeName: string[] = new Array(edgeCount);
  const edgeType: string[] = new Array(edgeCount);
  let edge = 0;
  for (let node = 0; node < count; node++) {
    const base = node * nodeWidth;
    type[node] = nodeTypes[raw.nodes[base + typeField]];
    name[node] = raw.strings[raw.nodes[base + nameField]];
    selfSize[node] = raw.nodes[base + sizeField];
    firstEdge[node] = edge;
    for (let k = raw.nodes[base + edgeCountField]; k > 0; k--, edge++) {
      const at = edge * edgeWidth;
      edgeType[edge] = edgeTypes[raw.edges[at + edgeTypeField]];
      const nameOrIndex = raw.edges[at + edgeNameField];
      edgeName[edge] = edgeType[edge] === 'element' || edgeType[edge] === 'hidden' ? String(nameOrIndex) : raw.strings[nameOrIndex];
      edgeTo[edge] = raw.edges[at + toField] / nodeWidth;
    }
  }
  firstEdge[count] = edge;
  const graph = { count, type, name, selfSize, firstEdge, edgeTo, edgeName, edgeType };
  const dominator = dominators(graph);
  return { ...graph, dominator, retained: retainedSizes(count, selfSize, dominator), script: scripts(graph, dominator) };
}

/** The script each node belongs to: see the file's comment. */
function scripts(graph: Omit<HeapGraph, 'dominator' | 'retained' | 'script'>, dominator: Int32Array): string[] {
  const { count, type, name, firstEdge, edgeTo, edgeName } = graph;
  const edgeNamed = (node: number, wanted: string) => {
    for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge++) if (edgeName[edge] === wanted) return edgeTo[edge];
    return -1;
  };
  const own: string[] = new Array(count).fill('');
  // A Script object names its URL; a function's shared info points at its Script; a closure at its shared info.
  for (let node = 0; node < count; node++) {
    if (name[node] === 'system / Script' || name[node].startsWith('system / Script /')) {
      const source = edgeNamed(node, 'name');
      own[node] = source >= 0 && type[source] === 'string' ? name[source] || '(no url)' : '(no url)';
    }
  }
  const sharedScript = (shared: number) => {
    const script = edgeNamed(shared, 'script');
    return script >= 0 ? own[script] : '';
  };
  for (let node = 0; node < count; node++) {
    if (name[node].startsWith('system / SharedFunctionInfo')) own[node] = sharedScript(node);
  }
  for (let node = 0; node < count; node++) {
    if (type[node] !== 'closure') continue;
    const shared = edgeNamed(node, 'shared');
    if (shared < 0) continue;
    own[node] = own[shared];
    // Whatever the closure's scope dominates (module-level data) belongs to the same script.
    const context = edgeNamed(node, 'context');
    if (context >= 0 && !own[context]) own[context] = own[node];
  }
  // Compiled code is shared by many functions, so its dominator is often a root: give it instead to
  // the function (shared info first, then closures' feedback) that reaches it through code alone.
  const isOwner = (node: number) => type[node] === 'closure' || name[node].startsWith('system / SharedFunctionInfo');
  const claim = (from: number) => {
    const stack = [from];
    while (stack.length) {
      const node = stack.pop()!;
      for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge++) {
        const to = edgeTo[edge];
        if (type[to] !== 'code' || own[to] || isOwner(to) || name[to].startsWith('system / Script')) continue;
        own[to] = own[from];
        stack.push(to);
      }
    }
  };
  for (let node = 0; node < count; node++) if (own[node] && name[node].startsWith('system / SharedFunctionInfo')) claim(node);
  for (let node = 0; node < count; node++) if (own[node] && type[node] === 'closure') claim(node);
  const script: string[] = new Array(count).fill('');
  const resolved = new Uint8Array(count);
  for (let node = 0; node < count; node++) {
    const chain: number[] = [];
    let at = node;
    while (at >= 0 && !resolved[at] && !own[at]) {
      chain.push(at);
      at = dominator[at];
    }
    const found = at < 0 ? '' : resolved[at] ? script[at] : own[at];
    if (at >= 0) {
      script[at] = found;
      resolved[at] = 1;
    }
    for (const link of chain) {
      script[link] = found;
      resolved[link] = 1;
    }
  }
  return script;
}
