import { SERVICE_ICONS, type StaffService } from '@atelier/domain/content-admin';
import { useState } from 'react';
import { Announcement } from '../../components/announcement';
import { ErrorState, LoadingState } from '../../components/query-states';
import { StatusBadge } from '../../components/status-badge';
import { servicesResource, useContentList, useEntryOrder } from './api';
import { EntryList } from './entry-list';
import { ListSection, OrderError } from './page-parts';
import { EditService } from './service-actions';

const iconLabel = (id: string) => SERVICE_ICONS.find((icon) => icon.id === id)?.label ?? id;

function ServiceSummary({ service }: { service: StaffService }) {
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{service.title}</h3>
        {service.featured ? <StatusBadge tone="info">Featured</StatusBadge> : null}
        {service.badge ? <StatusBadge tone="neutral">Badge: {service.badge}</StatusBadge> : null}
      </div>
      <p className="text-sm text-muted-fg">{service.summary}</p>
      <p className="text-sm text-muted-fg">
        /services/{service.id} · Icon: {iconLabel(service.icon)} · {service.features.length} features
      </p>
    </div>
  );
}

/** /content/services: the nine studio services, in storefront order. */
export function ServicesPage() {
  const query = useContentList(servicesResource);
  const order = useEntryOrder(servicesResource);
  const [announcement, setAnnouncement] = useState('');

  if (query.isError && !query.data) {
    return (
      <ErrorState title="The services could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <LoadingState>Loading services...</LoadingState>;

  return (
    <div className="space-y-6">
      <Announcement>{announcement}</Announcement>
      <ListSection
        id="service-list-title"
        title="Services in storefront order"
        note="Each service has its own page, so services are edited rather than added or deleted. A new order is saved as soon as a service moves."
      >
        <OrderError error={order.error} />
        <EntryList<StaffService>
          items={query.data.services}
          label="Services, in storefront order"
          noun="service"
          nameOf={(service) => service.title}
          onReorder={(ids, message) => {
            order.reorder(ids);
            setAnnouncement(message);
          }}
          actions={(service) => <EditService service={service} announce={setAnnouncement} />}
        >
          {(service) => <ServiceSummary service={service} />}
        </EntryList>
      </ListSection>
    </div>
  );
}
