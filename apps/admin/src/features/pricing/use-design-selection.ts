import { useMemo, useState } from 'react';

interface Picked {
  id: string;
  title: string;
}

export interface DesignSelection {
  /** The picked designs in the order they were picked; they stay picked across pages and searches. */
  items: Picked[];
  has(id: string): boolean;
  setMany(designs: readonly Picked[], picked: boolean): void;
  clear(): void;
}

/** The designs picked for a bulk price change. */
export function useDesignSelection(): DesignSelection {
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  return useMemo(
    () => ({
      items: [...picked].map(([id, title]) => ({ id, title })),
      has: (id: string) => picked.has(id),
      setMany: (designs: readonly Picked[], on: boolean) =>
        setPicked((current) => {
          const next = new Map(current);
          for (const design of designs) {
            if (on) next.set(design.id, design.title);
            else next.delete(design.id);
          }
          return next;
        }),
      clear: () => setPicked(new Map()),
    }),
    [picked],
  );
}
