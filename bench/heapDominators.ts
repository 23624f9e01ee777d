/** Dominance in a heap graph (see heapSnapshot.ts): who alone keeps an object alive, and what each object keeps. */
import type { HeapGraph } from './heapSnapshot';

type Edges = Pick<HeapGraph, 'count' | 'firstEdge' | 'edgeTo' | 'edgeType'>;

/** Weak edges do not keep anything alive, so they take no part in dominance (as in DevTools). */
const retains = (graph: Edges, edge: number) => graph.edgeType[edge] !== 'weak';

/** Immediate dominators from the root (node 0), by Cooper, Harvey and Kennedy's iteration. */
export function dominators(graph: Edges): Int32Array {
  const { count, firstEdge, edgeTo } = graph;
  const order = new Int32Array(count).fill(-1); // post-order number
  const byOrder: number[] = [];
  const stack = [0];
  const cursor = new Uint32Array(count);
  const seen = new Uint8Array(count);
  seen[0] = 1;
  cursor[0] = firstEdge[0];
  while (stack.length) {
    const node = stack[stack.length - 1];
    if (cursor[node] < firstEdge[node + 1]) {
      const edge = cursor[node]++;
      const next = edgeTo[edge];
      if (!seen[next] && retains(graph, edge)) {
        seen[next] = 1;
        cursor[next] = firstEdge[next];
        stack.push(next);
      }
    } else {
      order[node] = byOrder.length;
      byOrder.push(node);
      stack.pop();
    }
  }
  const predecessors: number[][] = Array.from({ length: count }, () => []);
  for (let node = 0; node < count; node++) {
    if (order[node] < 0) continue;
    for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge++) if (retains(graph, edge)) predecessors[edgeTo[edge]].push(node);
  }
  const idom = new Int32Array(count).fill(-1);
  idom[0] = 0;
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while (order[a] < order[b]) a = idom[a];
      while (order[b] < order[a]) b = idom[b];
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let index = byOrder.length - 2; index >= 0; index--) {
      const node = byOrder[index];
      let next = -1;
      for (const from of predecessors[node]) if (idom[from] >= 0) next = next < 0 ? from : intersect(from, next);
      if (next >= 0 && idom[node] !== next) {
        idom[node] = next;
        changed = true;
      }
    }
  }
  idom[0] = -1;
  return idom;
}

export function retainedSizes(count: number, selfSize: Float64Array, dominator: Int32Array): Float64Array {
  const retained = Float64Array.from(selfSize);
  // Children before parents: sort by depth in the dominator tree, deepest first.
  const depth = new Int32Array(count).fill(-1);
  const depthOf = (node: number): number => {
    const chain: number[] = [];
    let at = node;
    while (at >= 0 && depth[at] < 0) {
      chain.push(at);
      at = dominator[at];
    }
    let known = at >= 0 ? depth[at] : -1;
    for (let index = chain.length - 1; index >= 0; index--) depth[chain[index]] = ++known;
    return depth[node];
  };
  const nodes = Array.from({ length: count }, (_, node) => node).filter((node) => node === 0 || dominator[node] >= 0);
  nodes.forEach(depthOf);
  nodes.sort((a, b) => depth[b] - depth[a]);
  for (const node of nodes) if (dominator[node] >= 0) retained[dominator[node]] += retained[node];
  return retained;
}
