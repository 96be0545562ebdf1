import type { DrawingKind, QuoteCreate, QuoteTerms, StaffQuote } from '@atelier/domain/quotes';
import type { StaffGetResponse } from '@atelier/domain/staff-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { staffGet } from '../../lib/api';
import { liveKeys } from '../../lib/live-events';
import { useStaffRequest } from '../../lib/query-client';
import { useStaffUpload } from '../../lib/upload';

/** Query keys for modification quotes: lists by their query string, one detail per quote number. */
export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => [...quoteKeys.all, 'list'] as const,
  list: (apiQuery: string) => [...quoteKeys.lists(), apiQuery] as const,
  details: () => [...quoteKeys.all, 'detail'] as const,
  detail: (number: string) => [...quoteKeys.details(), number] as const,
};

/** /quotes: `status` (open when empty) and `q` filter it. */
export const QUOTE_LIST_PARAMS = ['status', 'q'] as const;
export const DEFAULT_QUOTE_SORT = { id: 'updated', desc: true };

/** The quote's admin page, and its resource under /api/admin. */
export const quotePath = (number: string) => `/quotes/${encodeURIComponent(number)}`;

export function useQuoteList(apiQuery: string) {
  return useQuery({
    queryKey: quoteKeys.list(apiQuery),
    queryFn: () => staffGet('/quotes', { query: apiQuery }),
    // The rows of the last page stay on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useQuote(number: string) {
  return useQuery({
    queryKey: quoteKeys.detail(number),
    queryFn: async () => (await staffGet('/quotes/:number', { params: { number } })).quote,
  });
}

export type QuoteResponse = StaffGetResponse<'/quotes/:number'>;

/** Keeps the quote a change answered with in place of the cached one, and has the lists loaded again. */
function useKeepQuote() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ quote }: QuoteResponse) => {
      queryClient.setQueryData<StaffQuote>(quoteKeys.detail(quote.number), quote);
      void queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
    },
    [queryClient],
  );
}

/** POST /quotes: a draft for a modification request; the request it answers may change in the inbox. */
export function useCreateQuote() {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  const keep = useKeepQuote();
  return useMutation({
    mutationFn: (input: QuoteCreate) => request<QuoteResponse>('POST', '/quotes', input),
    onSuccess: (answer) => {
      keep(answer);
      void queryClient.invalidateQueries({ queryKey: liveKeys.support });
    },
  });
}

/** PUT /quotes/:number: new terms, while the quote may still be edited. */
export function useUpdateQuote(number: string) {
  const request = useStaffRequest();
  return useMutation({
    mutationFn: (terms: QuoteTerms) => request<QuoteResponse>('PUT', quotePath(number), terms),
    onSuccess: useKeepQuote(),
  });
}

/** POST /quotes/:number/send: e-mails the buyer the private link (again, for a quote already sent). */
export function useSendQuote(number: string) {
  const request = useStaffRequest();
  return useMutation({
    mutationFn: () => request<QuoteResponse>('POST', `${quotePath(number)}/send`, {}),
    onSuccess: useKeepQuote(),
  });
}

/** POST /quotes/:number/drawings: a PDF of preliminary or final drawings, with its progress (0 to 1). */
export function useDrawingUpload(number: string, kind: DrawingKind) {
  const { upload, progress } = useStaffUpload();
  const mutation = useMutation({
    mutationFn: ({ file, note }: { file: File; note: string }) =>
      upload<QuoteResponse>({
        method: 'POST',
        path: `${quotePath(number)}/drawings`,
        // The kind and the note go first: the server reads them before the file streams in.
        fields: [
          ['kind', kind],
          ['note', note],
          ['file', file],
        ],
      }),
    onSuccess: useKeepQuote(),
  });
  return { ...mutation, progress };
}
