import type { BuildCostImport, BuildCostTable } from '@atelier/domain/build-cost-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';

export const buildCostKeys = { table: ['build-costs'] as const };

/** Where the browser downloads the table as CSV (a GET with the session cookie; the server answers `no-store`). */
export const EXPORT_URL = '/api/admin/build-costs/export.csv';

export function useBuildCosts() {
  return useQuery({ queryKey: buildCostKeys.table, queryFn: () => staffGet('/build-costs') });
}

/** Replaces the whole table with a CSV file's (400 with a message per line when the file is refused). */
export function useImportBuildCosts() {
  const request = useStaffRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuildCostImport) => request<BuildCostTable>('PUT', '/build-costs', input),
    onSuccess: (table) => queryClient.setQueryData(buildCostKeys.table, table),
  });
}
