import type { StaffDesign } from '@atelier/domain/design-admin';
import { can } from '@atelier/domain/permissions';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Announcement } from '../../components/announcement';
import { BackToList } from '../../components/data-table/back-to-list';
import { DateTime } from '../../components/date-time';
import { secondaryButtonClass } from '../../components/form-styles';
import { ErrorState, LoadingState } from '../../components/query-states';
import { DesignStatusBadge, StatusBadge } from '../../components/status-badge';
import { ApiRequestError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useAnnouncement } from '../../lib/use-announcement';
import { useDesign, useDesignOptions } from './api';
import { DesignActions } from './design-actions';
import { DesignEditor } from './design-editor';
import { DesignImages } from './design-images';
import { FloorPlans } from './floor-plans';
import { InclusionsSection } from './inclusions-section';
import { PlanFiles } from './plan-files';
import { PlanOptionsSection } from './plan-options-section';
import { useOwnChanges } from './use-own-changes';

function DesignSummary({ design, actions }: { design: StaffDesign; actions: ReactNode }) {
  const orders = design.orderCount === 1 ? 'in 1 order' : `in ${design.orderCount} orders`;
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold">{design.title}</h2>
          <DesignStatusBadge status={design.status} />
          {design.featured ? <StatusBadge tone="info">Featured</StatusBadge> : null}
        </div>
        <p className="text-sm text-muted-fg">
          {design.id} · {orders} · Last saved {design.updatedBy ? `by ${design.updatedBy}, ` : ''}
          <DateTime value={design.updatedAt} />
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={design.previewUrl} target="_blank" rel="noreferrer" className={secondaryButtonClass}>
          <ExternalLink aria-hidden className="size-4" /> Preview on storefront
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        {actions}
      </div>
    </div>
  );
}

/** /marketplace/designs/:id: the design's facts, pictures, floors, plan files, what's included and plan options. */
export function DesignPage({ id }: { id: string }) {
  const { user } = useAuth();
  const canUpdate = can(user, 'designs', 'update');
  const query = useDesign(id);
  const options = useDesignOptions();
  const ownChanges = useOwnChanges();
  const [announcement, setAnnouncement] = useAnnouncement();
  const design = query.data;

  const reload = async () => {
    const result = await query.refetch();
    return result.isError ? undefined : result.data;
  };

  let body: ReactNode;
  if (query.isError && !design) {
    body =
      query.error instanceof ApiRequestError && query.error.status === 404 ? (
        <p className="rounded-lg border border-border bg-card px-6 py-10 text-center">There is no design {id}.</p>
      ) : (
        <ErrorState title="The design could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
      );
  } else if (!design) {
    body = <LoadingState>Loading design...</LoadingState>;
  } else {
    let editor: ReactNode;
    if (options.data) {
      editor = (
        <DesignEditor
          design={design}
          options={options.data}
          readOnly={!canUpdate}
          announce={setAnnouncement}
          reload={reload}
          followOwnChanges={ownChanges.follow}
        />
      );
    } else if (options.isError) {
      editor = (
        <ErrorState
          title="The design form could not be loaded."
          error={options.error}
          onRetry={() => void options.refetch()}
        />
      );
    } else {
      editor = <LoadingState>Loading the design form...</LoadingState>;
    }
    body = (
      <div className="space-y-8">
        <DesignSummary
          design={design}
          actions={canUpdate ? <DesignActions design={design} announce={setAnnouncement} /> : null}
        />
        {editor}
        <DesignImages
          design={design}
          canUpdate={canUpdate}
          announce={setAnnouncement}
          onOwnChange={ownChanges.record}
        />
        <FloorPlans design={design} canUpdate={canUpdate} announce={setAnnouncement} />
        <PlanFiles design={design} canUpdate={canUpdate} announce={setAnnouncement} onOwnChange={ownChanges.record} />
        <InclusionsSection design={design} canUpdate={canUpdate} announce={setAnnouncement} />
        <PlanOptionsSection design={design} canUpdate={canUpdate} announce={setAnnouncement} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <BackToList to="/marketplace/designs">Back to designs</BackToList>
      <Announcement>{announcement}</Announcement>
      {body}
    </div>
  );
}
