import { type DesignFormValues, designFormSchema } from '@atelier/domain/design-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { BackToList } from '../../components/data-table/back-to-list';
import { ErrorState, LoadingState } from '../../components/query-states';
import { errorMessage } from '../../lib/query-client';
import { designPagePath, useCreateDesign, useDesignOptions } from './api';
import { DesignForm } from './design-form';
import { NEW_DESIGN, showFieldErrors } from './design-form-values';
import { FormAlert } from './form-alert';

/** /marketplace/designs/new: a new design, saved as a draft unless staff choose otherwise. */
export function DesignCreate() {
  const options = useDesignOptions();
  const form = useForm<DesignFormValues>({ resolver: zodResolver(designFormSchema), defaultValues: NEW_DESIGN });
  const create = useCreateDesign();
  const navigate = useNavigate();
  const location = useLocation();

  // A new design has no plan files yet, so it offers the base licence only; the design page offers the others.
  const submit = ({ licences: _none, ...values }: DesignFormValues) =>
    create.mutate(values, {
      onSuccess: (design) =>
        // Replaced, so Back from the new design's page does not return to an empty form.
        navigate(designPagePath(design.id), {
          replace: true,
          // The list's filters (for the way back) travel on, with what to say on arrival.
          state: {
            ...(typeof location.state === 'object' && location.state !== null ? location.state : {}),
            announcement: `${design.title} is created. Add its pictures and plan files below.`,
          },
        }),
      onError: (error) => {
        if (showFieldErrors(form, error)) create.reset();
      },
    });

  let body: ReactNode;
  if (options.isError) {
    body = (
      <ErrorState
        title="The design form could not be loaded."
        error={options.error}
        onRetry={() => void options.refetch()}
      />
    );
  } else if (!options.data) {
    body = <LoadingState>Loading the design form...</LoadingState>;
  } else {
    body = (
      <DesignForm
        form={form}
        options={options.data}
        readOnly={false}
        submitLabel="Create design"
        pending={create.isPending}
        onSubmit={submit}
        alert={create.error ? <FormAlert message={errorMessage(create.error)} /> : null}
      />
    );
  }

  return (
    <div className="space-y-4">
      <BackToList to="/marketplace/designs">Back to designs</BackToList>
      <p id="new-design-next" className="rounded-md border border-border bg-muted px-4 py-3 text-sm">
        Pictures, plan files and CAD licences come after the first save: create the design, then add them on its page.
      </p>
      {body}
    </div>
  );
}
