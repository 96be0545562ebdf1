/** What the header menus show; categories and services come from the database via the main layout loader. */
export interface NavCategory {
  id: string;
  label: string;
  count: number;
}

export interface NavService {
  id: string;
  title: string;
}

export interface NavData {
  categories: NavCategory[];
  services: NavService[];
}

/** SPEC §9 menu timings. Radix NavigationMenu closes 150 ms after the pointer leaves (built in). */
export const MENU_HOVER_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;

/** SPEC §2: the header gains a shadow once the page is scrolled more than this. */
export const HEADER_SHADOW_THRESHOLD_PX = 10;

export const marketplaceHref = (categoryId?: string) =>
  categoryId ? `/marketplace?category=${encodeURIComponent(categoryId)}` : '/marketplace';
export const serviceHref = (serviceId: string) => `/services/${serviceId}`;

export const designCountLabel = (count: number) => `${count} ${count === 1 ? 'design' : 'designs'}`;
