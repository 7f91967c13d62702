// Import cycles among source files, for scripts/check-layers.mjs. A cycle means one of its
// modules runs while another is half-initialised (an import reads `undefined`, or throws in the
// temporal dead zone), and that the layers cannot be told apart: the fix is to move the piece
// both need down into a module neither imports back (docs/architecture.md, "Import cycles").

/**
 * The strongly connected components of `graph` (file -> files it imports) that hold a cycle,
 * by Tarjan's algorithm, iteratively so a long chain of imports cannot overflow the stack.
 */
function tangledComponents(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = graph.get(node) ?? [];
      if (i < targets.length) {
        frame[1] = i + 1;
        const to = targets[i];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), index.get(to)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0]), low.get(node)));
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || targets.includes(node)) components.push(component);
    }
  }
  return components;
}

/** The shortest way from `start` back to itself inside `component`: [start, ..., start]. */
function shortestCycle(graph, component, start) {
  const inside = new Set(component);
  const cameFrom = new Map();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    for (const to of graph.get(node) ?? []) {
      if (!inside.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (cameFrom.has(to)) continue;
      cameFrom.set(to, node);
      queue.push(to);
    }
  }
  return [start, start];
}

/**
 * One cycle per tangle, each starting at its alphabetically first file, with the tangle's size:
 * breaking the printed cycle may leave another in the same tangle, which the next run prints.
 */
export function importCycles(graph) {
  return tangledComponents(graph)
    .map((component) => {
      const start = [...component].sort()[0];
      return { cycle: shortestCycle(graph, component, start), tangled: component.length };
    })
    .sort((a, b) => (a.cycle[0] < b.cycle[0] ? -1 : 1));
}
