import type { StaffCategory, StaffCategoryList } from '@atelier/domain/catalogue-admin';
import { DragHandle, MoveButtons, SortableItem } from '../../components/sortable-item';
import { DeleteCategory, EditCategory } from './category-actions';

interface CategoryRowProps {
  category: StaffCategory;
  index: number;
  services: StaffCategoryList['services'];
  announce(message: string): void;
}

const td = 'px-4 py-3 align-middle';

export function CategoryRow({ category, index, services, announce }: CategoryRowProps) {
  return (
    <SortableItem as="tr" id={category.id} index={index} className="border-t border-border bg-card">
      <td className={`${td} w-12`}>
        <DragHandle label={`Drag ${category.label}`} />
      </td>
      <td className={`${td} text-right tabular-nums text-muted-fg`}>{index + 1}</td>
      <th scope="row" className={`${td} font-medium`}>
        {category.label}
      </th>
      <td className={td}>{category.serviceTitle ?? 'No service'}</td>
      <td className={`${td} text-right tabular-nums`}>{category.designCount}</td>
      <td className={td}>
        <div className="flex flex-wrap items-center gap-2">
          <MoveButtons upLabel={`Move up ${category.label}`} downLabel={`Move down ${category.label}`} />
          <EditCategory category={category} services={services} announce={announce} />
          <DeleteCategory category={category} announce={announce} />
        </div>
      </td>
    </SortableItem>
  );
}
