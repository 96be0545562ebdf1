import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { ServiceIcon } from './service-icon';

export interface ServiceView {
  id: string;
  title: string;
  summary: string;
  icon: string;
  features: string[];
  badge: string | null;
}

export function ServiceCard({ service, headingLevel = 3 }: { service: ServiceView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex h-full flex-col gap-4 rounded-lg border border-border bg-card p-6 motion-lift">
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <ServiceIcon name={service.icon} />
        </span>
        {service.badge && (
          <span className="rounded-full bg-accent/15 px-2.5 py-1 text-xs font-semibold text-fg">{service.badge}</span>
        )}
      </div>
      <Heading className="text-lg font-semibold">
        <Link to={`/services/${service.id}`} className="after:absolute after:inset-0">
          {service.title}
        </Link>
      </Heading>
      <p className="text-sm text-muted-fg">{service.summary}</p>
      <ul className="mt-auto space-y-1.5 text-sm">
        {service.features.slice(0, 3).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <span aria-hidden className="inline-flex items-center gap-1 text-sm font-medium text-primary">
        Learn more <ArrowRight className="size-4" />
      </span>
    </article>
  );
}
