import type { StaffCategoryList } from '@atelier/domain/catalogue-admin';
import { SortableList } from '../../components/sortable-list';
import { errorMessage } from '../../lib/query-client';
import { useCategoryOrder } from './api';
import { CategoryRow } from './category-row';

const th = 'px-4 py-2 font-medium whitespace-nowrap';

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
        <p className="rounded-lg border border-dashed border-border bg-card px-6 py-10 text-center">
          No categories yet.
        </p>
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
          <div className="overflow-x-auto rounded-lg border border-border bg-card">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Categories, in the order the storefront shows them</caption>
              <thead className="text-muted-fg">
                <tr>
                  <th scope="col" className={th}>
                    <span className="sr-only">Drag to reorder</span>
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Position
                  </th>
                  <th scope="col" className={th}>
                    Name
                  </th>
                  <th scope="col" className={th}>
                    Service
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Designs
                  </th>
                  <th scope="col" className={th}>
                    Actions
                  </th>
                </tr>
              </thead>
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
            </table>
          </div>
        </SortableList>
      )}
    </section>
  );
}
