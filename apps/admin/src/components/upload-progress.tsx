/** How much of an upload has been sent, as a labelled progress bar and a percentage. */
export function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex items-center gap-3">
      <progress value={percent} max={100} aria-label={label} className="h-2 w-full accent-primary" />
      <span aria-hidden className="w-12 text-right text-sm tabular-nums">
        {percent}%
      </span>
    </div>
  );
}
