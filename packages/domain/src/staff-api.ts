import type { z } from 'zod';
import { analyticsReportSchema } from './analytics.ts';
import { backupListSchema, backupScheduleSchema } from './backup.ts';
import { buildCostTableSchema } from './build-cost-admin.ts';
import { staffBuildingModelSchema, staffPlanCheckSummarySchema } from './building-model-admin.ts';
import { featuredListSchema, priceHistorySchema, staffCategoryListSchema } from './catalogue-admin.ts';
import {
  siteTextsSchema,
  staffServiceListSchema,
  staffTeamListSchema,
  staffTestimonialListSchema,
} from './content-admin.ts';
import { customerDetailSchema, customerListSchema } from './customers.ts';
import { dashboardFiguresSchema } from './dashboard.ts';
import { designFormOptionsSchema, staffDesignListSchema, staffDesignResponseSchema } from './design-admin.ts';
import { staffFloorListSchema } from './floor-admin.ts';
import { invoiceNumberingSchema } from './invoice-admin.ts';
import { mfaPolicySchema, mfaStatusSchema } from './mfa.ts';
import { notificationFeedSchema } from './notifications.ts';
import { staffTaskListSchema } from './order-tasks.ts';
import { staffDesignInclusionsSchema, studioInclusionsSchema } from './plan-inclusions.ts';
import { staffDesignPlanOptionsSchema, studioPlanOptionsSchema } from './plan-option-admin.ts';
import { staffPriceSaleListSchema } from './price-sales.ts';
import { promotionChoicesSchema, staffPromotionListSchema, staffPromotionResponseSchema } from './promotions.ts';
import { staffQuoteListSchema, staffQuoteResponseSchema } from './quotes.ts';
import { retentionResponseSchema } from './retention.ts';
import { adminSearchResultsSchema, shellBadgesSchema } from './shell.ts';
import { shopSettingsResponseSchema } from './shop-settings.ts';
import { staffOrderListSchema, staffOrderResponseSchema } from './staff-orders.ts';
import { sessionProbeSchema, staffAuthConfigSchema, staffSessionInfoSchema } from './staff-session.ts';
import {
  inviteInfoSchema,
  memberAuditPageSchema,
  ownSessionListSchema,
  profileSchema,
  staffMemberListSchema,
  staffRoleListSchema,
} from './staff-users.ts';
import {
  supportChatListSchema,
  supportChatThreadSchema,
  supportInquiryDetailSchema,
  supportInquiryListSchema,
} from './support-inbox.ts';

/**
 * The staff API's JSON GET routes (under /api/admin, as Fastify registers them) and the schema each
 * declares as its 200 answer: the admin app's client types its reads from here, and a server test
 * (staff/staff-api.test.ts) fails when this table and the registered routes disagree.
 */
export const STAFF_GET_ROUTES = {
  '/analytics': analyticsReportSchema,
  '/auth/config': staffAuthConfigSchema,
  '/auth/invite/:token': inviteInfoSchema,
  '/auth/session': sessionProbeSchema,
  '/backups': backupListSchema,
  '/backups/schedule': backupScheduleSchema,
  '/badges': shellBadgesSchema,
  '/build-costs': buildCostTableSchema,
  '/categories': staffCategoryListSchema,
  '/content/services': staffServiceListSchema,
  '/content/site': siteTextsSchema,
  '/content/team': staffTeamListSchema,
  '/content/testimonials': staffTestimonialListSchema,
  '/customers': customerListSchema,
  '/customers/:id': customerDetailSchema,
  '/dashboard': dashboardFiguresSchema,
  '/designs': staffDesignListSchema,
  '/designs/:id': staffDesignResponseSchema,
  '/designs/options': designFormOptionsSchema,
  '/designs/:id/building-model': staffBuildingModelSchema,
  '/designs/plan-check': staffPlanCheckSummarySchema,
  '/designs/:id/floors': staffFloorListSchema,
  '/designs/:id/inclusions': staffDesignInclusionsSchema,
  '/designs/:id/plan-options': staffDesignPlanOptionsSchema,
  '/featured': featuredListSchema,
  '/me': staffSessionInfoSchema,
  '/notifications': notificationFeedSchema,
  '/orders': staffOrderListSchema,
  '/order-tasks': staffTaskListSchema,
  '/orders/:number': staffOrderResponseSchema,
  '/price-sales': staffPriceSaleListSchema,
  '/pricing/history': priceHistorySchema,
  '/profile': profileSchema,
  '/profile/mfa': mfaStatusSchema,
  '/profile/sessions': ownSessionListSchema,
  '/promotions': staffPromotionListSchema,
  '/promotions/choices': promotionChoicesSchema,
  '/promotions/:id': staffPromotionResponseSchema,
  '/quotes': staffQuoteListSchema,
  '/quotes/:number': staffQuoteResponseSchema,
  '/search': adminSearchResultsSchema,
  '/settings': shopSettingsResponseSchema,
  '/settings/inclusions': studioInclusionsSchema,
  '/settings/invoice-numbering': invoiceNumberingSchema,
  '/settings/plan-options': studioPlanOptionsSchema,
  '/settings/retention': retentionResponseSchema,
  '/staff-mfa-policy': mfaPolicySchema,
  '/staff-roles': staffRoleListSchema,
  '/staff-users': staffMemberListSchema,
  '/staff-users/:id/audit': memberAuditPageSchema,
  '/support/chats': supportChatListSchema,
  '/support/chats/:id': supportChatThreadSchema,
  '/support/inquiries': supportInquiryListSchema,
  '/support/inquiries/:id': supportInquiryDetailSchema,
} as const satisfies Record<string, z.ZodType>;

export type StaffGetPath = keyof typeof STAFF_GET_ROUTES;
/** The answer of a staff GET: what its route's response schema lets through. */
export type StaffGetResponse<P extends StaffGetPath> = z.output<(typeof STAFF_GET_ROUTES)[P]>;
