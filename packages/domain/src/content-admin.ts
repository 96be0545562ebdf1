import './zod-config.ts';
import { z } from 'zod';

/** Portraits of team members and testimonial authors: the same checks as design pictures, a smaller minimum. */
export const PORTRAIT_MAX_BYTES = 15 * 1024 * 1024;
export const PORTRAIT_MIN_WIDTH = 160;

/** The icons a service can show (the storefront draws each one). */
export const SERVICE_ICONS = [
  { id: 'home', label: 'House' },
  { id: 'building', label: 'Building' },
  { id: 'map', label: 'Map' },
  { id: 'leaf', label: 'Leaf' },
  { id: 'hammer', label: 'Hammer' },
  { id: 'sofa', label: 'Sofa' },
  { id: 'box', label: 'Box' },
  { id: 'hard-hat', label: 'Hard hat' },
  { id: 'key', label: 'Key' },
] as const;
export type ServiceIconId = (typeof SERVICE_ICONS)[number]['id'];

/** Required text: an empty field says so first, a short one says how long it must be. */
const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .min(min, `The ${label} needs at least ${min} characters.`)
    .max(max, `The ${label} can have at most ${max} characters.`);

/** Optional text: empty means none (stored as null). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} can have at most ${max} characters.`)
    .nullable()
    .transform((value) => (value ? value : null));

export const SERVICE_FEATURES_MAX = 12;
const FEATURE_MAX = 80;

/** A service's features, each judged here so that every message is about the one field. */
const serviceFeatures = z
  .array(z.string({ error: 'Each feature must be text.' }).trim(), { error: 'List the features.' })
  .superRefine((features, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', message });
    if (features.length === 0) return fail('List at least one feature.');
    if (features.length > SERVICE_FEATURES_MAX) return fail(`List at most ${SERVICE_FEATURES_MAX} features.`);
    const short = features.findIndex((feature) => feature.length < 2);
    if (short >= 0) return fail(`Feature ${short + 1} needs at least 2 characters.`);
    const long = features.findIndex((feature) => feature.length > FEATURE_MAX);
    if (long >= 0) return fail(`Feature ${long + 1} can have at most ${FEATURE_MAX} characters.`);
    const seen = new Set(features.map((feature) => feature.toLowerCase()));
    if (seen.size !== features.length) fail('Each feature can be listed once.');
  });

/** PUT /api/admin/content/services/:id (the nine services are fixed; their texts are not). */
export const serviceInputSchema = z.object({
  title: text('title', 2, 80),
  summary: text('summary', 10, 200),
  description: text('description', 20, 2000),
  icon: z.enum(
    SERVICE_ICONS.map((icon) => icon.id),
    { error: 'Choose an icon from the list.' },
  ),
  features: serviceFeatures,
  badge: optionalText('badge', 30),
  featured: z.boolean({ error: 'Featured is true or false.' }),
});
export type ServiceInput = z.output<typeof serviceInputSchema>;

/** The service form: the same fields, with the features written one per line. */
export const serviceFormSchema = serviceInputSchema.extend({
  features: z
    .string()
    .transform((lines) =>
      lines
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(serviceFeatures),
});
export type ServiceFormValues = z.input<typeof serviceFormSchema>;

/** POST /api/admin/content/team and PUT /api/admin/content/team/:id */
export const teamMemberInputSchema = z.object({
  name: text('name', 2, 80),
  role: text('role', 2, 80),
  bio: text('bio', 10, 600),
});
export type TeamMemberInput = z.output<typeof teamMemberInputSchema>;

/** POST /api/admin/content/testimonials and PUT /api/admin/content/testimonials/:id */
export const testimonialInputSchema = z.object({
  name: text('name', 2, 80),
  role: text('role', 2, 80),
  company: optionalText('company', 80),
  content: text('testimonial', 10, 1000),
  rating: z
    .number({ error: 'Choose a rating from 1 to 5.' })
    .int('Choose a rating from 1 to 5.')
    .min(1, 'Choose a rating from 1 to 5.')
    .max(5, 'Choose a rating from 1 to 5.'),
  featured: z.boolean({ error: 'Featured is true or false.' }),
  published: z.boolean({ error: 'Published is true or false.' }),
});
export type TestimonialInput = z.output<typeof testimonialInputSchema>;
export type TestimonialFormValues = z.input<typeof testimonialInputSchema>;

/** PUT …/order: every entry's id once, in the new order. */
export const contentOrderSchema = z.object({
  ids: z
    .array(z.string().trim().min(1).max(80), { error: 'List the entries in their new order.' })
    .max(200, 'At most 200 entries.')
    .refine((ids) => new Set(ids).size === ids.length, 'Each entry can appear once.'),
});

const currentYear = () => new Date().getFullYear();

/** PUT /api/admin/content/site/figures: the studio's figures the home and About pages show. */
export const studioFiguresSchema = z.object({
  foundedYear: z
    .number({ error: 'Enter the year the studio was founded.' })
    .int('Enter a year such as 2010.')
    .min(1800, 'Enter a year from 1800 on.')
    .refine((year) => year <= currentYear(), 'The founding year cannot be in the future.'),
  buildingsDesigned: text('number of buildings designed', 1, 12),
});
export type StudioFigures = z.output<typeof studioFiguresSchema>;
export type StudioFiguresFormValues = z.input<typeof studioFiguresSchema>;

/**
 * The legal texts staff edit on the Site texts page, each on its storefront page: the plan licence buyers
 * accept at checkout, the privacy policy and the terms of service. Each save publishes a new version.
 */
export const LEGAL_DOCUMENTS = ['licence', 'privacy', 'terms'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export const LEGAL_DOCUMENT_LABELS: Record<LegalDocument, string> = {
  licence: 'Plan licence',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
};

/** The storefront path of each legal text. */
export const LEGAL_DOCUMENT_PATHS: Record<LegalDocument, string> = {
  licence: '/licence',
  privacy: '/privacy',
  terms: '/terms',
};

/** PUT /api/admin/content/site/legal/:document: a new version of one legal text. */
export const legalTextInputSchema = z.object({
  title: text('title', 3, 120),
  body: text('text', 50, 50_000),
});
export type LegalTextInput = z.output<typeof legalTextInputSchema>;

export const legalDocumentParamsSchema = z.object({
  document: z.enum(LEGAL_DOCUMENTS, { error: 'The legal text is licence, privacy or terms.' }),
});

// Answers of the staff content API: every change answers with the whole list, in its order.

export const staffServiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  icon: z.string(),
  features: z.array(z.string()),
  badge: z.string().nullable(),
  featured: z.boolean(),
});
export type StaffService = z.infer<typeof staffServiceSchema>;
export const staffServiceListSchema = z.object({ services: z.array(staffServiceSchema) });
export type StaffServiceList = z.infer<typeof staffServiceListSchema>;

export const staffTeamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  bio: z.string(),
  /** The portrait URL the storefront uses: an uploaded photo, or the generated initials. */
  avatar: z.string(),
  hasPhoto: z.boolean(),
});
export type StaffTeamMember = z.infer<typeof staffTeamMemberSchema>;
export const staffTeamListSchema = z.object({ members: z.array(staffTeamMemberSchema) });
export type StaffTeamList = z.infer<typeof staffTeamListSchema>;

export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number().int() });

export const staffTestimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  company: z.string().nullable(),
  avatar: z.string(),
  hasPhoto: z.boolean(),
  content: z.string(),
  rating: z.number().int(),
  featured: z.boolean(),
  published: z.boolean(),
});
export type StaffTestimonial = z.infer<typeof staffTestimonialSchema>;
export const staffTestimonialListSchema = z.object({
  testimonials: z.array(staffTestimonialSchema),
  /** The figure the home and About pages show, from the published testimonials. */
  rating: ratingSummarySchema,
});
export type StaffTestimonialList = z.infer<typeof staffTestimonialListSchema>;

const legalVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  publishedAt: z.iso.datetime(),
  /** The staff member who published it; null for the text the shop started with. */
  publishedBy: z.string().nullable(),
});
export type LegalVersion = z.infer<typeof legalVersionSchema>;

/** One legal text as staff see it: the current version, the earlier ones (newest first) and its page. */
export const staffLegalTextSchema = legalVersionSchema.extend({
  body: z.string(),
  url: z.string(),
  earlier: z.array(legalVersionSchema),
});
export type StaffLegalText = z.infer<typeof staffLegalTextSchema>;

/** Answer of GET /api/admin/content/site and of its changes. */
export const siteTextsSchema = z.object({
  figures: z.object({ foundedYear: z.number().int(), buildingsDesigned: z.string() }),
  legal: z.object({ licence: staffLegalTextSchema, privacy: staffLegalTextSchema, terms: staffLegalTextSchema }),
  /** Figures the site computes, shown beside the ones staff set. */
  computed: z.object({ serviceCount: z.number().int(), rating: ratingSummarySchema }),
});
export type SiteTexts = z.infer<typeof siteTextsSchema>;
