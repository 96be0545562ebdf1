import type { StaffCategoryList } from '@atelier/domain/catalogue-admin';
import { EmptyState } from '../../components/query-states';
import { SortableList } from '../../components/sortable-list';
import { SimpleTable } from '../../components/table-card';
import { errorMessage } from '../../lib/query-client';
import { useCategoryOrder } from './api';
import { CategoryRow } from './category-row';

const COLUMNS = [
  { label: 'Drag to reorder', hidden: true },
  { label: 'Position', align: 'right' },
  { label: 'Name' },
  { label: 'Service' },
  { label: 'Designs', align: 'right' },
  { label: 'Actions' },
] as const;

interface CategoryTableProps {
  list: StaffCategoryList;
  announce(message: string): void;
}

/** The categories in their storefront order: dragged, or moved with buttons; each move is saved at once. */
export function CategoryTable({ list, announce }: CategoryTableProps) {
  const { categories, services } = list;
  const order = useCategoryOrder();
  const labelOf = (id: string) => categories.find((category) => category.id === id)?.label ?? id;

  return (
    <section aria-labelledby="category-list-title" className="space-y-3">
      <h2 id="category-list-title" className="text-lg font-semibold">
        Categories in storefront order
      </h2>
      <p className="text-sm text-muted-fg">A new order is saved as soon as a category moves.</p>
      {order.error ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
          The new order could not be saved: {errorMessage(order.error)} The list shows the saved order again.
        </p>
      ) : null}
      {categories.length === 0 ? (
        <EmptyState>No categories yet.</EmptyState>
      ) : (
        <SortableList
          ids={categories.map((category) => category.id)}
          noun="category"
          nameOf={labelOf}
          onReorder={({ ids, message }) => {
            order.reorder(ids);
            announce(message);
          }}
        >
          <SimpleTable caption="Categories, in the order the storefront shows them" columns={COLUMNS}>
            <tbody>
              {categories.map((category, index) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  index={index}
                  services={services}
                  announce={announce}
                />
              ))}
            </tbody>
          </SimpleTable>
        </SortableList>
      )}
    </section>
  );
}
