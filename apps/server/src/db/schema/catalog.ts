import { boolean, date, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  serviceId: text('service_id').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const locations = pgTable('locations', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const buildingTypes = pgTable('building_types', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const environmentalConditions = pgTable('environmental_conditions', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const designs = pgTable('designs', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  priceCents: integer('price_cents').notNull(),
  image: text('image').notNull(),
  categoryId: text('category_id')
    .notNull()
    .references(() => categories.id),
  locationId: text('location_id')
    .notNull()
    .references(() => locations.id),
  buildingTypeId: text('building_type_id')
    .notNull()
    .references(() => buildingTypes.id),
  featured: boolean('featured').notNull().default(false),
  environmentalConditions: text('environmental_conditions').array().notNull().default([]),
  area: integer('area').notNull(),
  stories: integer('stories').notNull(),
  bedrooms: integer('bedrooms'),
  bathrooms: real('bathrooms'),
  listedOn: date('listed_on', { mode: 'string' }).notNull(),
  popularity: integer('popularity').notNull(),
  ...timestamps,
});

export const services = pgTable('services', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  badge: text('badge'),
  featured: boolean('featured').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const testimonials = pgTable('testimonials', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  company: text('company'),
  avatar: text('avatar').notNull(),
  content: text('content').notNull(),
  rating: integer('rating').notNull(),
  featured: boolean('featured').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const teamMembers = pgTable('team_members', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  bio: text('bio').notNull(),
  avatar: text('avatar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
