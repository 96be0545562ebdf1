import {
  type DesignFormOptions,
  type DesignFormValues,
  designFormSchema,
  EDIT_CONFLICT_CODE,
  type StaffDesign,
} from '@atelier/domain/design-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { secondaryButtonClass } from '../../components/form-styles';
import { ApiRequestError } from '../../lib/api';
import { errorMessage } from '../../lib/query-client';
import { useSaveDesign } from './api';
import { DesignForm } from './design-form';
import { formValuesOf, showFieldErrors } from './design-form-values';
import { FactWarnings } from './fact-warnings';
import { FormAlert } from './form-alert';
import { LicenceFields } from './licence-fields';

interface DesignEditorProps {
  design: StaffDesign;
  options: DesignFormOptions;
  readOnly: boolean;
  announce(message: string): void;
  /** Loads the design again from the server; undefined when that failed. */
  reload(): Promise<StaffDesign | undefined>;
  /** The version a form loaded at `version` would have after this page's own picture and file changes. */
  followOwnChanges(version: number): number;
}

const isConflict = (error: unknown) => error instanceof ApiRequestError && error.code === EDIT_CONFLICT_CODE;

/**
 * The design's form on its page. It saves with the version it was loaded at, so a save after someone
 * else's is refused (409) instead of overwriting their work; Reload then shows theirs.
 */
export function DesignEditor({ design, options, readOnly, announce, reload, followOwnChanges }: DesignEditorProps) {
  const form = useForm({ resolver: zodResolver(designFormSchema), defaultValues: formValuesOf(design) });
  const save = useSaveDesign(design.id);
  const baseVersion = useRef(design.version);
  const dirty = useRef(false);
  dirty.current = form.formState.isDirty;
  const [reloading, setReloading] = useState(false);

  // An untouched form follows the saved design (a picture added here, the archive action, a refetch);
  // a form being edited keeps its values, and only this page's own picture and file changes move its version.
  useEffect(() => {
    if (!dirty.current) {
      form.reset(formValuesOf(design));
      baseVersion.current = design.version;
    } else if (followOwnChanges(baseVersion.current) === design.version) {
      baseVersion.current = design.version;
    }
  }, [design, form, followOwnChanges]);

  const submit = (values: DesignFormValues) => {
    announce('');
    save.mutate(
      { ...values, version: baseVersion.current },
      {
        onSuccess: (saved) => {
          form.reset(formValuesOf(saved));
          baseVersion.current = saved.version;
          announce('The design is saved.');
        },
        onError: (error) => {
          if (showFieldErrors(form, error)) save.reset();
        },
      },
    );
  };

  const reloadLatest = async () => {
    setReloading(true);
    try {
      const latest = await reload();
      if (!latest) {
        announce('The design could not be loaded again. Please try again.');
        return;
      }
      form.reset(formValuesOf(latest));
      baseVersion.current = latest.version;
      save.reset();
      announce('The form shows the latest saved design. Make your changes again.');
      form.setFocus('title');
    } finally {
      setReloading(false);
    }
  };

  let alert = null;
  if (save.error && isConflict(save.error)) {
    alert = (
      <FormAlert message={errorMessage(save.error)}>
        <button type="button" onClick={() => void reloadLatest()} disabled={reloading} className={secondaryButtonClass}>
          <RotateCw aria-hidden className="size-4" /> Reload
        </button>
      </FormAlert>
    );
  } else if (save.error) {
    alert = <FormAlert message={errorMessage(save.error)} />;
  }

  return (
    <section aria-labelledby="design-details-title" className="space-y-3">
      <h2 id="design-details-title" className="text-lg font-semibold">
        Details
      </h2>
      <FactWarnings warnings={design.factWarnings} />
      <DesignForm
        form={form}
        options={options}
        readOnly={readOnly}
        submitLabel="Save design"
        pending={save.isPending}
        onSubmit={submit}
        alert={alert}
        licences={<LicenceFields form={form} canDeliverCad={design.canDeliverCad} />}
        factsFromModel={design.factsFrom === 'building-model'}
      />
    </section>
  );
}
