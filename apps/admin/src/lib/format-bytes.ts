/** A file size as people read it: '820 KB', '4.6 MB', '15 MB', '1.2 GB' (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${oneDecimalBelowTen(bytes / 1024 ** 2)} MB`;
  return `${oneDecimalBelowTen(bytes / 1024 ** 3)} GB`;
}

function oneDecimalBelowTen(value: number): string {
  return value < 10 ? value.toFixed(1) : String(Math.round(value));
}
