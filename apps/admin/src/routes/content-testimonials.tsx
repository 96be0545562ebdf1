import { PermissionGate } from '../components/permission-gate';
import { TestimonialsPage } from '../features/content/testimonials-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  return (
    <PermissionGate page={requirePage('/content/testimonials')}>
      <TestimonialsPage />
    </PermissionGate>
  );
}
