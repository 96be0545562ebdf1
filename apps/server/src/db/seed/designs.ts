import { catalogueFactsOf, type MODEL_FACT_FIELDS } from '@atelier/domain/building-model';
import type { designs } from '../schema/index.ts';
import { storedDemoModel } from './building-models/index.ts';

type NewDesign = typeof designs.$inferInsert;

/** The facts a building model states (decision 072): the catalogue's columns for them come from it. */
type ModelFacts = Pick<NewDesign, (typeof MODEL_FACT_FIELDS)[number]>;

/** The style of each sample design (a building model does not say it). */
const STYLES: Record<number, string> = {
  1: 'modern',
  2: 'industrial',
  3: 'scandinavian',
  4: 'contemporary',
  5: 'modern',
  6: 'scandinavian',
  7: 'contemporary',
  8: 'modern',
  9: 'contemporary',
  10: 'traditional',
  11: 'traditional',
  12: 'modern',
};

/** The one sample design without a building model (it has more floors than a model holds): its facts as stated. */
const STATED_FACTS: Record<number, ModelFacts> = {
  8: {
    area: 45000,
    stories: 8,
    bedrooms: null,
    bathrooms: null,
    widthFt: 180,
    depthFt: 140,
    garageBays: null,
    foundation: 'basement',
    roofType: 'flat',
    complexityFactor: 1,
  },
};

const design = (n: number, fields: Omit<NewDesign, 'id' | 'image' | 'style' | keyof ModelFacts>): NewDesign => {
  const id = `design-${String(n).padStart(3, '0')}`;
  const model = storedDemoModel(id);
  const facts = model ? catalogueFactsOf(model) : STATED_FACTS[n];
  if (!facts) throw new Error(`Sample design ${id} has neither a building model nor stated facts.`);
  return {
    id,
    image: `/media/designs/${id}`,
    style: STYLES[n],
    ...facts,
    generatedPlanSet: true,
    featuredRank: fields.featured ? n : null,
    ...fields,
  };
};

/** The twelve sample designs of SPEC §3/§9 (prices in cents, areas in square feet). */
export const sampleDesigns: NewDesign[] = [
  design(1, {
    title: 'Modern Coastal Villa',
    description:
      'A light-filled two-storey villa with deep overhangs, a wraparound terrace and storm-rated glazing, designed to open to the sea breeze while standing up to coastal weather.',
    priceCents: 450000,
    categoryId: 'residential',
    locationId: 'coastal',
    buildingTypeId: 'single-family',
    featured: true,
    environmentalConditions: ['coastal', 'humid', 'hurricane-prone', 'wind'],
    listedOn: '2024-01-15',
    popularity: 95,
  }),
  design(2, {
    title: 'Urban Loft Residence',
    description:
      'An industrial-style loft with a double-height living space, a mezzanine study and an efficient plan that fits a narrow city lot.',
    priceCents: 280000,
    categoryId: 'residential',
    locationId: 'urban',
    buildingTypeId: 'loft',
    environmentalConditions: ['urban', 'temperate'],
    listedOn: '2024-02-03',
    popularity: 88,
  }),
  design(3, {
    title: 'Alpine Mountain Cabin',
    description:
      'A compact timber cabin with a steep snow-shedding roof, a wood-stove hearth and a sleeping loft that looks out over the valley.',
    priceCents: 175000,
    categoryId: 'residential',
    locationId: 'mountain',
    buildingTypeId: 'cabin',
    environmentalConditions: ['mountain', 'cold', 'snow', 'wind'],
    listedOn: '2024-02-20',
    popularity: 90,
  }),
  design(4, {
    title: 'Eco Courtyard House',
    description:
      'A single-storey family home wrapped around a planted courtyard, with passive cooling, a solar-ready roof and rainwater harvesting built into the plan.',
    priceCents: 390000,
    categoryId: 'eco-friendly',
    locationId: 'suburban',
    buildingTypeId: 'single-family',
    featured: true,
    environmentalConditions: ['temperate', 'dry', 'suburban'],
    listedOn: '2024-03-08',
    popularity: 93,
  }),
  design(5, {
    title: 'Desert Modern Retreat',
    description:
      'Thick rammed-earth walls, shaded glazing and a cool interior courtyard keep this low-slung retreat comfortable through desert summers.',
    priceCents: 360000,
    categoryId: 'residential',
    locationId: 'desert',
    buildingTypeId: 'single-family',
    environmentalConditions: ['desert', 'hot', 'dry'],
    listedOn: '2024-03-30',
    popularity: 86,
  }),
  design(6, {
    title: 'Nordic Timber House',
    description:
      'A super-insulated cross-laminated timber home with triple glazing, a sauna and a sheltered entry porch for long northern winters.',
    priceCents: 330000,
    categoryId: 'eco-friendly',
    locationId: 'nordic',
    buildingTypeId: 'single-family',
    environmentalConditions: ['cold', 'snow', 'wind', 'temperate'],
    listedOn: '2024-04-12',
    popularity: 89,
  }),
  design(7, {
    title: 'Urban Apartment Block',
    description:
      'A five-storey apartment building with twenty-four units around a shared roof garden, ground-floor bike storage and an efficient central core.',
    priceCents: 580000,
    categoryId: 'multi-family',
    locationId: 'urban',
    buildingTypeId: 'apartment-building',
    environmentalConditions: ['urban', 'temperate'],
    listedOn: '2024-05-02',
    popularity: 85,
  }),
  design(8, {
    title: 'Corporate Office Hub',
    description:
      'An eight-storey office building with open floor plates, a daylit atrium and a flexible ground floor for retail or a conference centre.',
    priceCents: 650000,
    categoryId: 'commercial',
    locationId: 'urban',
    buildingTypeId: 'office',
    environmentalConditions: ['urban', 'temperate', 'indoor'],
    listedOn: '2024-05-21',
    popularity: 87,
  }),
  design(9, {
    title: 'Riverside Mixed-use Center',
    description:
      'Shops and cafes at street level with two floors of offices and three of apartments above, stepping down to a public riverside promenade.',
    priceCents: 620000,
    categoryId: 'mixed-use',
    locationId: 'urban',
    buildingTypeId: 'mixed-use',
    featured: true,
    environmentalConditions: ['urban', 'humid', 'temperate'],
    listedOn: '2024-06-10',
    popularity: 94,
  }),
  design(10, {
    title: 'Suburban Family Clinic',
    description:
      'A two-storey community clinic with separate patient and staff circulation, eight consulting rooms and a calm, daylit waiting area.',
    priceCents: 520000,
    categoryId: 'institutional',
    locationId: 'suburban',
    buildingTypeId: 'healthcare',
    environmentalConditions: ['suburban', 'temperate', 'indoor'],
    listedOn: '2024-07-01',
    popularity: 84,
  }),
  design(11, {
    title: 'Heritage Townhouse Renovation',
    description:
      'A renovation plan set for a three-storey brick townhouse: a new rear extension, an opened-up kitchen and careful restoration of the street facade.',
    priceCents: 240000,
    categoryId: 'renovation',
    locationId: 'suburban',
    buildingTypeId: 'single-family',
    environmentalConditions: ['temperate', 'humid'],
    listedOn: '2024-07-19',
    popularity: 91,
  }),
  design(12, {
    title: 'Coastal Boutique Office',
    description:
      'A two-storey boutique office with raised floors above the flood line, salt-resistant cladding and a roof terrace facing the harbour.',
    priceCents: 480000,
    categoryId: 'commercial',
    locationId: 'coastal',
    buildingTypeId: 'office',
    environmentalConditions: ['coastal', 'humid', 'wind', 'hurricane-prone'],
    listedOn: '2024-08-05',
    popularity: 92,
  }),
];
