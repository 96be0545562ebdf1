import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { PageIntro } from '../components/page-intro';
import {
  MODIFICATION_FIELDS,
  type ModificationFailure,
  ModificationForm,
} from '../features/modification/modification-form';
import { ModificationSent } from '../features/modification/modification-sent';
import { formValues } from '../lib/form-check';
import { formFailure, readForm, refusalOf, unreadableForm } from '../lib/refusal.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/design-modify';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const design = await context.services.catalog.getDesign(params.id);
  if (!design) throw data(null, { status: 404 });
  return {
    design: { id: design.id, title: design.title },
    sent: new URL(request.url).searchParams.get('sent') === '1',
    origin: context.requestContext.publicOrigin,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: `Request a modification: ${loaderData.design.title}`,
        description: `Ask our architects to adapt the ${loaderData.design.title} plan set to your lot and your needs. We reply within one business day.`,
        path: `${loaderData.origin}/design/${loaderData.design.id}/modify`,
      })
    : pageMeta({ title: 'Page Not Found', description: 'The page you are looking for does not exist.' });

/** Serves this page (post/redirect/get) and the design page's dialog (`_dialog`, answered in place). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return data<ModificationFailure>(unreadableForm(), { status: 400 });
  const values = formValues(form, MODIFICATION_FIELDS);
  const inDialog = form.get('_dialog') === '1';
  try {
    await context.services.support.submitModificationRequest(
      { ...values, designId: params.id },
      context.requestContext,
    );
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<ModificationFailure>({ values, ...formFailure(refusal) }, { status: refusal.status });
  }
  return inDialog ? { sent: true as const } : redirect(`/design/${params.id}/modify?sent=1`);
}

export default function DesignModify({ loaderData, actionData }: Route.ComponentProps) {
  const { design, sent } = loaderData;
  const navigation = useNavigation();
  const failure = actionData && 'formError' in actionData ? actionData : undefined;
  return (
    <>
      <PageIntro eyebrow="Request a modification" title={design.title}>
        Tell our architects what you would like changed in this plan set, and the size of your lot if you know it.
      </PageIntro>
      <div className="mx-auto max-w-2xl px-4 py-12">
        {sent && !actionData ? (
          <ModificationSent>
            <Link to={`/design/${design.id}`} className="mt-4 inline-block font-medium text-primary hover:underline">
              Back to {design.title}
            </Link>
          </ModificationSent>
        ) : (
          <ModificationForm
            key={failure ? JSON.stringify(failure.fields) : 'empty'}
            designId={design.id}
            FormComponent={Form}
            submitting={navigation.state === 'submitting'}
            failure={failure}
          />
        )}
      </div>
    </>
  );
}
