import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ title: 'Checkout', description: 'Check out your plan order.', path: '/checkout' });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Checkout</h1>
    </div>
  );
}
