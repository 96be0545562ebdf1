import {
  MARKETPLACE_LIST_KEYS,
  MARKETPLACE_NUMBER_KEYS,
  type MarketplaceQuery,
  marketplaceSearch,
  parseMarketplaceParams,
} from '@atelier/domain/catalog';
import { LOT_KEYS } from '@atelier/domain/lot-fit';
import { type FormEvent, type RefObject, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** The value(s) each filter control should show for a query, by input name (the query's own keys). */
function valuesByName(query: MarketplaceQuery): Record<string, string[]> {
  const values: Record<string, string[]> = {
    q: query.q === undefined ? [] : [query.q],
    featured: query.featured ? ['1'] : [],
    sort: [query.sort],
  };
  for (const key of MARKETPLACE_LIST_KEYS) values[key] = query[key];
  for (const key of MARKETPLACE_NUMBER_KEYS) {
    const value = query[key];
    values[key] = value === undefined ? [] : [String(value)];
  }
  for (const key of LOT_KEYS) values[key] = query.lot ? [String(query.lot[key])] : [];
  return values;
}

/**
 * The filter form is a plain GET form, so it works without JavaScript. With JavaScript, changes
 * apply as they happen (boxes and menus at once, typed values after a pause), the URL stays short
 * and canonical, and the controls follow the URL when the visitor goes back or forward.
 */
export function useFilterForm(formRef: RefObject<HTMLFormElement | null>, query: MarketplaceQuery, delay = 600) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values = valuesByName(query);
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name) continue;
      const wanted = values[element.name] ?? [];
      if (element instanceof HTMLInputElement && element.type === 'checkbox') {
        element.checked = wanted.includes(element.value);
      } else if (element !== document.activeElement) {
        element.value = wanted[0] ?? '';
      }
    }
  }, [formRef, query]);

  const apply = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') params.append(name, value);
    }
    navigate(`/marketplace${marketplaceSearch(parseMarketplaceParams(params))}`, { preventScrollReset: true });
  };

  return {
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      apply(event.currentTarget);
    },
    onChange(event: FormEvent<HTMLElement>) {
      const target = event.target;
      if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement) || !target.form) return;
      const form = target.form;
      const typed = target instanceof HTMLInputElement && (target.type === 'search' || target.type === 'number');
      clearTimeout(timer.current);
      if (typed) timer.current = setTimeout(() => apply(form), delay);
      else apply(form);
    },
  };
}
