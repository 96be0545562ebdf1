import type { services, teamMembers, testimonials } from '../schema/index.ts';

type NewService = typeof services.$inferInsert;

export const sampleServices: NewService[] = [
  {
    id: 'residential-design',
    title: 'Residential Design',
    summary: 'Custom homes and family residences shaped around the way you live.',
    description:
      'From a first sketch to construction drawings, we design single-family homes, townhouses and multi-family residences that fit their site, their budget and the people who live in them.',
    icon: 'home',
    features: ['Custom home design', 'Space planning', 'Construction documents', 'Permit drawings'],
    badge: 'Most requested',
    featured: true,
    sortOrder: 1,
  },
  {
    id: 'commercial-architecture',
    title: 'Commercial Architecture',
    summary: 'Offices, retail, mixed-use and institutional buildings that work hard.',
    description:
      'We plan workplaces, shops, clinics and mixed-use developments with efficient structure, clear circulation and facades that give a business its address.',
    icon: 'building',
    features: ['Office and retail buildings', 'Mixed-use developments', 'Healthcare and education', 'Code compliance'],
    badge: null,
    featured: true,
    sortOrder: 2,
  },
  {
    id: 'urban-planning',
    title: 'Urban Planning',
    summary: 'Master plans and public spaces for neighbourhoods that grow well.',
    description:
      'We prepare master plans, zoning studies and streetscape designs that balance density, mobility and green space for towns, developers and communities.',
    icon: 'map',
    features: ['Master planning', 'Zoning studies', 'Public space design', 'Community consultation'],
    badge: null,
    featured: true,
    sortOrder: 3,
  },
  {
    id: 'sustainable-design',
    title: 'Sustainable Design',
    summary: 'Low-energy, healthy buildings with a smaller footprint.',
    description:
      'Passive design, efficient envelopes, renewable energy and healthy materials are part of every project; we also guide certification to recognised green building standards.',
    icon: 'leaf',
    features: ['Passive house design', 'Energy modelling', 'Green certification', 'Healthy materials'],
    badge: 'Eco',
    featured: true,
    sortOrder: 4,
  },
  {
    id: 'renovation-restoration',
    title: 'Renovation & Restoration',
    summary: 'New life for existing and historic buildings.',
    description:
      'We survey, restore and extend existing buildings, respecting their character while bringing comfort, accessibility and energy performance up to date.',
    icon: 'hammer',
    features: ['Building surveys', 'Heritage restoration', 'Extensions and conversions', 'Energy retrofits'],
    badge: null,
    featured: true,
    sortOrder: 5,
  },
  {
    id: 'interior-design',
    title: 'Interior Design',
    summary: 'Interiors that complete the architecture.',
    description:
      'Layouts, lighting, finishes and built-in furniture designed together with the building, so rooms feel calm, practical and finished.',
    icon: 'sofa',
    features: ['Space planning', 'Lighting design', 'Material and finish selection', 'Custom joinery'],
    badge: null,
    featured: true,
    sortOrder: 6,
  },
  {
    id: '3d-visualization',
    title: '3D Visualization',
    summary: 'See the building before it is built.',
    description:
      'Photorealistic renderings, animations and interactive walkthroughs that help clients decide with confidence and help projects win approval.',
    icon: 'box',
    features: ['Photorealistic renderings', 'Animated walkthroughs', 'Virtual reality tours', 'Marketing images'],
    badge: 'New',
    featured: false,
    sortOrder: 7,
  },
  {
    id: 'building-construction',
    title: 'Building Construction',
    summary: 'From drawings to a finished building, managed for you.',
    description:
      'We coordinate contractors, schedules and budgets on site and keep the design intent intact through every stage of construction.',
    icon: 'hard-hat',
    features: ['Contractor selection', 'Site supervision', 'Cost control', 'Quality inspections'],
    badge: null,
    featured: false,
    sortOrder: 8,
  },
  {
    id: 'property-estate-management',
    title: 'Property & Estate Management',
    summary: 'Care for buildings long after handover.',
    description:
      'Maintenance planning, tenant fit-outs and long-term asset strategies that keep properties valuable, safe and well run.',
    icon: 'key',
    features: ['Maintenance planning', 'Tenant fit-outs', 'Asset strategy', 'Facility audits'],
    badge: null,
    featured: false,
    sortOrder: 9,
  },
];

type NewTestimonial = typeof testimonials.$inferInsert;

export const sampleTestimonials: NewTestimonial[] = [
  {
    id: 'testimonial-1',
    name: 'Sarah Johnson',
    role: 'Homeowner',
    company: null,
    avatar: '/media/avatars/testimonial-1',
    content: 'The coastal villa plans were complete and clear; our builder started work the week they arrived.',
    rating: 5,
    featured: true,
    sortOrder: 1,
  },
  {
    id: 'testimonial-2',
    name: 'Michael Chen',
    role: 'Property Developer',
    company: 'Chen Development Group',
    avatar: '/media/avatars/testimonial-2',
    content: 'Their mixed-use scheme got through planning on the first submission. A studio that knows the details.',
    rating: 5,
    featured: true,
    sortOrder: 2,
  },
  {
    id: 'testimonial-3',
    name: 'Emma Rodriguez',
    role: 'Facilities Director',
    company: 'Northside Health',
    avatar: '/media/avatars/testimonial-3',
    content: 'The clinic they designed for us is calm for patients and efficient for staff. We would hire them again.',
    rating: 5,
    featured: true,
    sortOrder: 3,
  },
  {
    id: 'testimonial-4',
    name: 'David Okafor',
    role: 'Homeowner',
    company: null,
    avatar: '/media/avatars/testimonial-4',
    content: 'The renovation plans kept the character of our townhouse and made it twice as liveable.',
    rating: 4,
    featured: false,
    sortOrder: 4,
  },
  {
    id: 'testimonial-5',
    name: 'Linnea Berg',
    role: 'Owner',
    company: 'Berg Cabins',
    avatar: '/media/avatars/testimonial-5',
    content: 'Warm in winter, bright in summer. The Nordic timber house plans were exactly what we needed.',
    rating: 5,
    featured: false,
    sortOrder: 5,
  },
  {
    id: 'testimonial-6',
    name: 'James Miller',
    role: 'CEO',
    company: 'Harbour Works',
    avatar: '/media/avatars/testimonial-6',
    content: 'Responsive, precise and easy to work with. Our boutique office is the best-looking building on the quay.',
    rating: 4,
    featured: false,
    sortOrder: 6,
  },
];

type NewTeamMember = typeof teamMembers.$inferInsert;

export const sampleTeam: NewTeamMember[] = [
  {
    id: 'team-1',
    name: 'Alexandra Reed',
    role: 'Founder & Principal Architect',
    bio: 'Founded the studio in 2010 after twelve years designing homes and civic buildings.',
    avatar: '/media/avatars/team-1',
    sortOrder: 1,
  },
  {
    id: 'team-2',
    name: 'Marcus Webb',
    role: 'Director of Commercial Projects',
    bio: 'Leads our office, retail and mixed-use work from brief to handover.',
    avatar: '/media/avatars/team-2',
    sortOrder: 2,
  },
  {
    id: 'team-3',
    name: 'Priya Natarajan',
    role: 'Sustainability Lead',
    bio: 'Certified passive house designer who makes every project use less energy.',
    avatar: '/media/avatars/team-3',
    sortOrder: 3,
  },
  {
    id: 'team-4',
    name: 'Tomás Alvarez',
    role: 'Head of Visualization',
    bio: 'Turns drawings into renderings and walkthroughs clients can step into.',
    avatar: '/media/avatars/team-4',
    sortOrder: 4,
  },
];
