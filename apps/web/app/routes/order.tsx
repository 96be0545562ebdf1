import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ title: 'Order', description: 'Your order.', path: '/order' });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Order</h1>
    </div>
  );
}
