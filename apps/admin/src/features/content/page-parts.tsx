import { isUploadedPortrait, portraitUrl } from '@atelier/domain/studio-content';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/query-client';

export function OrderError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
      The new order could not be saved: {errorMessage(error)} The list shows the saved order again.
    </p>
  );
}

/** The portrait the storefront shows: the uploaded photo, or the generated initials. */
export function PortraitThumb({ avatar }: { avatar: string }) {
  const src = isUploadedPortrait(avatar) ? portraitUrl(avatar, 96, 'webp') : avatar;
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className="size-12 shrink-0 rounded-full border border-border object-cover"
    />
  );
}

/** A list section: its heading and what adds to it, a note, then the list. */
export function ListSection({
  id,
  title,
  note,
  action,
  children,
}: {
  id: string;
  title: string;
  note: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      <p className="text-sm text-muted-fg">{note}</p>
      {children}
    </section>
  );
}
