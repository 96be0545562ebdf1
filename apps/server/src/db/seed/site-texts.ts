import type { PlanLicence, StudioFigures } from '@atelier/domain/content-admin';

/** Settings keys of the texts and figures staff edit on the Site texts page. */
export const STUDIO_FIGURES_KEY = 'studio_figures';
export const PLAN_LICENCE_KEY = 'plan_licence';

export const defaultStudioFigures: StudioFigures = { foundedYear: 2010, buildingsDesigned: '350+' };

/** The licence buyers accept at checkout; its first terms are the ones the checkbox sums up. */
export const defaultPlanLicence: PlanLicence = {
  title: 'Plan licence',
  body: [
    'This licence applies to every plan set bought from Atelier Plans. Atelier Plans Studio LLC (“the studio”) keeps the copyright in its designs, drawings and files; when you buy a plan set you buy a licence to use it as described here, not the design itself. By accepting the licence at checkout you agree to these terms.',
    'One build per licence. Each licence lets you build the design once, on one site, for one project. To build the same design again, on another lot or for another client, buy another licence.',
    'Modifications for your own build. You may have the plans modified for your own build by an architect, engineer or other licensed professional, for example to meet local codes, to suit your site or to change a room. A modified plan is still covered by this licence and still allows one build. The studio can make the changes for you: ask for a modification on the design’s page.',
    'Copies you need to build. You may print and copy the plans as often as your build needs: for your builder and subcontractors, your lender, and the authority that issues your building permit.',
    'No resale or sharing. You may not resell, give away, lend, publish or upload the plans or the files, modified or not, nor use them to make plans for sale or for another build.',
    'Local rules. The plans follow widely used codes and standards, but building rules differ from place to place. Before you build, have the plans reviewed by a licensed professional where you build and obtain the permits your authority requires. The studio is not responsible for work done without that review.',
    'Your files. Your download links belong to your order and should not be shared. If you lose your files, write to us with your order number and we will send them again.',
    'Questions. If you are not sure whether a use is covered, write to us before you build; we are glad to help.',
  ].join('\n\n'),
};
