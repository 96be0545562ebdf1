import { type Design, formatMoney } from '@atelier/domain';
import { Link } from 'react-router';

export function DesignCard({ design }: { design: Design }) {
  return (
    <article className="overflow-hidden rounded-lg border border-border bg-card">
      <img
        src={design.image}
        alt=""
        width={640}
        height={400}
        loading="lazy"
        className="aspect-[8/5] w-full bg-muted object-cover"
      />
      <div className="p-4">
        <h2 className="font-semibold">
          <Link to={`/design/${design.id}`}>{design.title}</Link>
        </h2>
        <p className="text-sm text-muted-fg">
          {design.categoryLabel} · {design.area.toLocaleString('en-US')} sq ft
        </p>
        <p className="mt-2 font-bold">{formatMoney(design.price)}</p>
      </div>
    </article>
  );
}
