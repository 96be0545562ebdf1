import { useState } from 'react';
import { Announcement } from '../../components/announcement';
import { ErrorState, LoadingState } from '../../components/query-states';
import { AddCategoryForm } from './add-category-form';
import { useCategories } from './api';
import { CategoryTable } from './category-table';

/** /marketplace/categories: the categories in storefront order, the service each belongs to, and changes to them. */
export function CategoryPage() {
  const query = useCategories();
  const [announcement, setAnnouncement] = useState('');

  if (query.isError && !query.data) {
    return (
      <ErrorState
        title="The categories could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <LoadingState>Loading categories...</LoadingState>;

  return (
    <div className="space-y-6">
      <Announcement>{announcement}</Announcement>
      <CategoryTable list={query.data} announce={setAnnouncement} />
      <AddCategoryForm services={query.data.services} announce={setAnnouncement} />
    </div>
  );
}
