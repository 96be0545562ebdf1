import type { StudioFigures } from '@atelier/domain/content-admin';

/** Settings key of the figures staff edit on the Site texts page. */
export const STUDIO_FIGURES_KEY = 'studio_figures';

export const defaultStudioFigures: StudioFigures = { foundedYear: 2010, buildingsDesigned: '350+' };
