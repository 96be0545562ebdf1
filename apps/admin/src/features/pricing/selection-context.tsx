import type { StaffDesignRow } from '@atelier/domain/design-admin';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { DesignSelection } from './use-design-selection';

interface SelectionContextValue {
  selection: DesignSelection;
  /** The rows on the page shown, for the select-all box. */
  pageRows: readonly StaffDesignRow[];
}

/**
 * The selection reaches the table's cells through context, so the columns stay one constant list: new
 * column definitions would remount every cell, and with it each row's price form and its message.
 */
const SelectionContext = createContext<SelectionContextValue | null>(null);

export function SelectionProvider({ selection, pageRows, children }: SelectionContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ selection, pageRows }), [selection, pageRows]);
  return <SelectionContext value={value}>{children}</SelectionContext>;
}

function useSelectionContext(): SelectionContextValue {
  const value = useContext(SelectionContext);
  if (!value) throw new Error('The design price table needs a SelectionProvider.');
  return value;
}

const boxClass = 'size-4 accent-primary';

export function SelectPageBox() {
  const { selection, pageRows } = useSelectionContext();
  const all = pageRows.length > 0 && pageRows.every((row) => selection.has(row.id));
  return (
    <input
      type="checkbox"
      aria-label="Select every design on this page"
      checked={all}
      onChange={(event) => selection.setMany(pageRows, event.target.checked)}
      className={boxClass}
    />
  );
}

export function SelectDesignBox({ design }: { design: StaffDesignRow }) {
  const { selection } = useSelectionContext();
  return (
    <input
      type="checkbox"
      aria-label={`Select ${design.title}`}
      checked={selection.has(design.id)}
      onChange={(event) => selection.setMany([design], event.target.checked)}
      className={boxClass}
    />
  );
}
