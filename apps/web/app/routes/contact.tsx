import { type ContactField, contactInputSchema } from '@atelier/domain/contact';
import { CircleCheck, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { PageIntro } from '../components/page-intro';
import { ContactForm } from '../features/contact/contact-form';
import { canonicalUrl } from '../layouts/canonical';
import { useStudio } from '../layouts/site-footer';
import { formValues } from '../lib/form-check';
import { formFailure, readForm, refusalOf, unreadableForm } from '../lib/refusal.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Contact',
    description:
      'Contact the Atelier Plans studio in New York about a plan set or a design project. We reply within one business day.',
    path: canonicalUrl(matches, '/contact'),
  });

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get('sent') === '1' };
}

const fieldNames = Object.keys(contactInputSchema.shape) as ContactField[];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return data(unreadableForm(), { status: 400 });
  const values = formValues(form, fieldNames);
  try {
    await context.services.support.submitContact(values, context.requestContext);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ values, ...formFailure(refusal) }, { status: refusal.status });
  }
  // Post/redirect/get: a reload of the success page never sends the message twice.
  return redirect('/contact?sent=1');
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const studio = useStudio();
  const details = [
    { icon: MapPin, label: 'Studio', lines: studio.addressLines },
    { icon: Phone, label: 'Phone', lines: [studio.phone] },
    { icon: Mail, label: 'Email', lines: [studio.email] },
    { icon: Clock, label: 'Hours', lines: ['Monday to Friday, 9 am to 6 pm'] },
  ];
  return (
    <>
      <PageIntro eyebrow="Contact" title="Let's talk about your project">
        Questions about a plan set, or a building you would like designed? Send us a message and an architect will reply
        within one business day.
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3">
        <section aria-label="Send us a message" className="lg:col-span-2">
          {loaderData.sent && !actionData ? (
            <div role="status" className="rounded-lg border border-success/40 bg-success/10 p-8 text-center">
              <CircleCheck aria-hidden className="mx-auto size-12 text-success" />
              <h2 className="mt-4 text-2xl font-bold">Thank you! Your message has been sent.</h2>
              <p className="mt-2 text-muted-fg">
                We have emailed you a confirmation and will reply within one business day.
              </p>
              <Link to="/contact" className="mt-6 inline-block font-medium text-primary hover:underline">
                Send another message
              </Link>
            </div>
          ) : (
            <ContactForm key={actionData ? JSON.stringify(actionData.fields) : 'empty'} failure={actionData} />
          )}
        </section>
        <aside aria-label="Studio details" className="space-y-6">
          {details.map(({ icon: Icon, label, lines }) => (
            <div key={label} className="flex gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h2 className="font-semibold">{label}</h2>
                {lines.map((line) => (
                  <p key={line} className="text-sm text-muted-fg">
                    {line}
                  </p>
                ))}
              </div>
            </div>
          ))}
        </aside>
      </div>
    </>
  );
}
