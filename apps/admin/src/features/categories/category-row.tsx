import type { StaffCategory, StaffCategoryList } from '@atelier/domain/catalogue-admin';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DeleteCategory, EditCategory, smallButtonClass } from './category-actions';

export type MoveButton = 'up' | 'down';

interface CategoryRowProps {
  category: StaffCategory;
  index: number;
  count: number;
  services: StaffCategoryList['services'];
  announce(message: string): void;
  onMove(from: number, to: number, focus: MoveButton): void;
  /** Set once this category, moved with its buttons, is shown in its new place. */
  focusAfterMove: MoveButton | null;
  onFocused(): void;
}

const td = 'px-4 py-3 align-middle';

export function CategoryRow(props: CategoryRowProps) {
  const { category, index, count, services, announce, onMove, focusAfterMove, onFocused } = props;
  const sortable = useSortable({ id: category.id });
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;

  // Moving the row's node drops focus: it goes back to the same button, or to the other one when the
  // category reached the top or the bottom.
  useEffect(() => {
    if (!focusAfterMove) return;
    const target = (focusAfterMove === 'up' && !first) || last ? upRef.current : downRef.current;
    target?.focus();
    onFocused();
  }, [focusAfterMove, first, last, onFocused]);

  return (
    <tr
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={`border-t border-border bg-card ${sortable.isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <td className={`${td} w-12`}>
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Drag ${category.label}`}
          className="cursor-grab touch-none rounded-md p-2 text-muted-fg hover:bg-muted active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-5" />
        </button>
      </td>
      <td className={`${td} text-right tabular-nums text-muted-fg`}>{index + 1}</td>
      <th scope="row" className={`${td} font-medium`}>
        {category.label}
      </th>
      <td className={td}>{category.serviceTitle ?? 'No service'}</td>
      <td className={`${td} text-right tabular-nums`}>{category.designCount}</td>
      <td className={td}>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            ref={upRef}
            disabled={first}
            onClick={() => onMove(index, index - 1, 'up')}
            aria-label={`Move up ${category.label}`}
            className={smallButtonClass}
          >
            <ArrowUp aria-hidden className="size-4" /> Move up
          </button>
          <button
            type="button"
            ref={downRef}
            disabled={last}
            onClick={() => onMove(index, index + 1, 'down')}
            aria-label={`Move down ${category.label}`}
            className={smallButtonClass}
          >
            <ArrowDown aria-hidden className="size-4" /> Move down
          </button>
          <EditCategory category={category} services={services} announce={announce} />
          <DeleteCategory category={category} announce={announce} />
        </div>
      </td>
    </tr>
  );
}
