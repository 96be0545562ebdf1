import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { createAccountService } from './modules/accounts/service.ts';
import { createAnalyticsService } from './modules/analytics/service.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createBackupService } from './modules/backup/service.ts';
import { createBuildCostAdmin } from './modules/build-cost/admin.ts';
import { createBuildCostService } from './modules/build-cost/service.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createContentAdmin } from './modules/content/admin.ts';
import { createContentService } from './modules/content/service.ts';
import { createCatalogueStructure } from './modules/designs/categories.ts';
import { createDesignInclusions } from './modules/designs/design-inclusions.ts';
import { createDesignPlanOptions } from './modules/designs/design-plan-options.ts';
import { createPricing } from './modules/designs/pricing.ts';
import { createDesignAdminService } from './modules/designs/service.ts';
import { createEmailService } from './modules/email/service.ts';
import { openBucket } from './modules/files/bucket.ts';
import { createFileStore } from './modules/files/file-store.ts';
import { createNotificationService } from './modules/notifications/service.ts';
import { type CheckoutObserver, createOrderService } from './modules/orders/service.ts';
import { createPriceSaleStore } from './modules/promotions/price-sale-store.ts';
import { createPromotionStore } from './modules/promotions/store.ts';
import { createQuoteService } from './modules/quotes/service.ts';
import { createShopSettings } from './modules/settings/service.ts';
import { createSupportService } from './modules/support/service.ts';

/**
 * The service layer shared by the HTTP APIs and the storefront loaders (through the load context).
 */
export function createServices(db: Database, env: Env, checkoutObserver?: CheckoutObserver) {
  const email = createEmailService(db, env);
  // FILE_STORE (decision 055): files and backups in a bucket, or in the database and DATA_DIR/backups.
  const files = createFileStore(db, env.bucket ? openBucket(env.bucket) : null);
  const catalog = createCatalogService(db);
  const orders = createOrderService(db, env, email, files, checkoutObserver);
  return {
    env,
    db,
    files,
    catalog,
    designAdmin: createDesignAdminService(db, env, files),
    designInclusions: createDesignInclusions(db),
    designPlanOptions: createDesignPlanOptions(db),
    catalogueStructure: createCatalogueStructure(db),
    pricing: createPricing(db),
    buildCost: createBuildCostService(db),
    buildCostAdmin: createBuildCostAdmin(db),
    content: createContentService(db),
    contentAdmin: createContentAdmin(db, files, env.publicOrigin),
    email,
    analytics: createAnalyticsService(db),
    auth: createAuthService(db, env),
    backups: createBackupService(db, env, files),
    notifications: createNotificationService(db),
    orders,
    accounts: createAccountService(db, env, email),
    promotions: createPromotionStore(db),
    priceSales: createPriceSaleStore(db),
    quotes: createQuoteService(db, env, email, files, orders),
    support: createSupportService(db, email),
    settings: createShopSettings(db, env, email),
  };
}

export type Services = ReturnType<typeof createServices>;
