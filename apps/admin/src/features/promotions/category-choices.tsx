import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/query-client';
import { useCategoryChoices } from './api';

export interface Choice {
  value: string;
  label: string;
}

interface CategoryChoicesProps {
  /** The ids already chosen: one that is no longer a category shows by its id, so it can be unchosen. */
  chosen: readonly string[];
  children(choices: Choice[]): ReactNode;
}

/** The shop's categories to choose from, once loaded; until then that they are loading, or why they could not be. */
export function CategoryChoices({ chosen, children }: CategoryChoicesProps) {
  const categories = useCategoryChoices();
  if (!categories.data) {
    return categories.isError ? (
      <p role="alert" className="text-sm text-danger">
        The categories could not be loaded: {errorMessage(categories.error)}
      </p>
    ) : (
      <p className="text-sm text-muted-fg">Loading the categories...</p>
    );
  }
  const known = new Set(categories.data.map((category) => category.id));
  return children([
    ...categories.data.map((category) => ({ value: category.id, label: category.label })),
    ...chosen.filter((id) => id && !known.has(id)).map((id) => ({ value: id, label: `${id} (no longer a category)` })),
  ]);
}
