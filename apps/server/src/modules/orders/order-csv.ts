import {
  csvRow,
  DELIVERY_STATUS_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATUS_LABELS,
  type StaffOrderRow,
} from '@atelier/domain';

const dollars = (cents: number) => (cents / 100).toFixed(2);

export const ORDER_CSV_HEADER = csvRow([
  'Order number',
  'Created (UTC)',
  'Buyer name',
  'Buyer email',
  'Items',
  'Total (USD)',
  'Refunded (USD)',
  'Payment status',
  'Delivery',
  'Payment method',
]);

export function orderCsvLine(row: StaffOrderRow): string {
  return csvRow([
    row.number,
    row.createdAt,
    row.buyer.name,
    row.buyer.email,
    row.itemCount,
    dollars(row.totalCents),
    dollars(row.refundedCents),
    PAYMENT_STATUS_LABELS[row.status],
    DELIVERY_STATUS_LABELS[row.delivery],
    PAYMENT_PROVIDER_LABELS[row.paymentProvider] ?? row.paymentProvider,
  ]);
}

/** The CSV text, header first, one chunk of rows at a time. */
export async function* orderCsv(chunks: AsyncIterable<StaffOrderRow[]>): AsyncGenerator<string> {
  // The byte order mark makes spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${ORDER_CSV_HEADER}`;
  for await (const rows of chunks) yield rows.map(orderCsvLine).join('');
}
