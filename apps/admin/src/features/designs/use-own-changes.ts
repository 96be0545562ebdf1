import { useCallback, useRef } from 'react';

/**
 * The versions this page itself made by changing a design's pictures or files (from → to), so a form
 * being edited meanwhile can save without being told that someone else changed the design.
 */
export function useOwnChanges() {
  const steps = useRef(new Map<number, number>());
  const record = useCallback((from: number, to: number) => {
    steps.current.set(from, to);
  }, []);
  const follow = useCallback((version: number) => {
    let current = version;
    // Versions only grow, so the walk ends.
    for (
      let next = steps.current.get(current);
      next !== undefined && next > current;
      next = steps.current.get(current)
    ) {
      current = next;
    }
    return current;
  }, []);
  return { record, follow };
}
