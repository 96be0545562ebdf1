import { ORDER_STATUS_LABELS, type OrderStatus } from '@atelier/domain/orders';
import { ADMIN_SEARCH_MAX_LENGTH, type AdminSearchResults } from '@atelier/domain/shell';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { staffGet } from '../../lib/api';

const MIN_QUERY = 2;
const TYPING_PAUSE_MS = 200;

const itemClass =
  'flex cursor-pointer flex-col rounded px-3 py-2 text-sm data-[selected=true]:bg-muted aria-selected:bg-muted';
const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-fg';

/** The text the search runs for: what was typed, once typing pauses. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

interface Hit {
  key: string;
  label: string;
  detail: string;
  to: string;
}

/** Each group of results as links; a group the viewer may not see is null and left out. */
function hitsOf(results: AdminSearchResults | undefined): { heading: string; hits: Hit[] }[] {
  if (!results) return [];
  const groups = [
    {
      heading: 'Orders',
      hits: results.orders?.map((order) => ({
        key: `order-${order.number}`,
        label: order.number,
        detail: `${order.buyerName} · ${order.buyerEmail} · ${ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status}`,
        to: `/orders/${order.number}`,
      })),
    },
    {
      heading: 'Customers',
      hits: results.customers?.map((customer) => ({
        key: `customer-${customer.id}`,
        label: customer.name,
        detail: customer.email,
        to: `/customers/${customer.id}`,
      })),
    },
    {
      heading: 'Designs',
      hits: results.designs?.map((design) => ({
        key: `design-${design.id}`,
        label: design.title,
        detail: `${design.id} · ${design.category}`,
        to: `/marketplace/designs/${encodeURIComponent(design.id)}`,
      })),
    },
  ];
  return groups.flatMap((group) =>
    group.hits && group.hits.length > 0 ? [{ heading: group.heading, hits: group.hits }] : [],
  );
}

/** The top bar's search: orders, customers and designs the user may see, chosen with the arrow keys. */
export function AdminSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = useSettledText(text.trim());
  const searching = query.length >= MIN_QUERY;
  const results = useQuery({
    queryKey: ['search', query],
    queryFn: () => staffGet('/search', { query: `q=${encodeURIComponent(query)}` }),
    enabled: searching,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
  const groups = hitsOf(results.data);

  const go = (to: string) => {
    setOpen(false);
    setText('');
    navigate(to);
  };

  return (
    <search className="relative min-w-0 max-w-md flex-1">
      <Command
        label="Search the admin"
        shouldFilter={false}
        loop
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-fg"
        />
        <Command.Input
          value={text}
          onValueChange={(value) => {
            setText(value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          placeholder="Search..."
          className="h-10 w-full rounded-md border border-border bg-bg pr-3 pl-9 text-sm"
        />
        <Command.List
          hidden={!open || !searching}
          className="absolute top-12 right-0 left-0 z-40 max-h-96 overflow-y-auto rounded-md border border-border bg-card p-1 shadow-lg"
        >
          {results.isPending ? <Command.Loading>Searching...</Command.Loading> : null}
          {results.isError ? (
            <p className="px-3 py-2 text-sm text-danger">The search failed. Please try again.</p>
          ) : null}
          {results.isSuccess && groups.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-fg">Nothing found for “{query}”.</p>
          ) : null}
          {groups.map((group) => (
            <Command.Group key={group.heading} heading={group.heading} className={groupClass}>
              {group.hits.map((hit) => (
                <Command.Item
                  key={hit.key}
                  value={hit.key}
                  onSelect={() => go(hit.to)}
                  onMouseDown={(event) => event.preventDefault()}
                  className={itemClass}
                >
                  <span className="font-medium">{hit.label}</span>
                  <span className="text-xs text-muted-fg">{hit.detail}</span>
                </Command.Item>
              ))}
            </Command.Group>
          ))}
        </Command.List>
      </Command>
    </search>
  );
}
