import type { StaffDesign } from '@atelier/domain/design-admin';
import { floorsInputSchema, type StaffFloorList } from '@atelier/domain/floor-admin';
import { FLOOR_LIMITS, type FloorPicture } from '@atelier/domain/floor-plans';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, RotateCw, Save } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { SubmitButton } from '../../components/form-actions';
import { fieldErrorClass, secondaryButtonClass } from '../../components/form-styles';
import { ErrorState, LoadingState } from '../../components/query-states';
import { SectionCard } from '../../components/section-card';
import type { Neighbour } from '../../components/sortable-item';
import { SortableList } from '../../components/sortable-list';
import { ApiRequestError } from '../../lib/api';
import { showFieldErrors } from '../../lib/field-errors';
import { errorMessage } from '../../lib/query-client';
import { useFloors, useSaveFloors } from './floor-api';
import { FloorFields } from './floor-fields';
import { floorFieldPaths, floorNameOf, floorsValuesOf, newFloor } from './floor-form-values';
import { FormAlert } from './form-alert';

interface FloorPlansProps {
  design: StaffDesign;
  canUpdate: boolean;
  announce(message: string): void;
}

/** The design page's floors: one entry per floor, with its room schedule and, once kept, its drawing. */
export function FloorPlans({ design, canUpdate, announce }: FloorPlansProps) {
  const query = useFloors(design.id, design.version);
  const list = query.data;

  let body = null;
  if (query.isError && !list) {
    body = (
      <ErrorState title="The floors could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (!list) {
    body = <LoadingState>Loading the floors...</LoadingState>;
  } else {
    const reload = async () => {
      const result = await query.refetch();
      return result.isError ? undefined : result.data;
    };
    body = <FloorsForm designId={design.id} list={list} readOnly={!canUpdate} announce={announce} reload={reload} />;
  }
  return (
    <SectionCard
      id="design-floors-title"
      title="Floor plans"
      description="One entry per floor, lowest first: its rooms with their sizes and, once saved, a drawing. The storefront draws a floor without a drawing from its rooms."
    >
      {body}
    </SectionCard>
  );
}

interface FloorsFormProps {
  designId: string;
  list: StaffFloorList;
  readOnly: boolean;
  announce(message: string): void;
  /** Loads the floors again from the server; undefined when that failed. */
  reload(): Promise<StaffFloorList | undefined>;
}

/** A floor someone else removed meanwhile: the server names its id. */
const namesGoneFloor = (error: unknown) =>
  error instanceof ApiRequestError && Object.keys(error.fields).some((field) => /^floors\.\d+\.id$/.test(field));

/** Every floor in one form, saved as one list in its order. */
function FloorsForm({ designId, list, readOnly, announce, reload }: FloorsFormProps) {
  const form = useForm({ resolver: zodResolver(floorsInputSchema), defaultValues: floorsValuesOf(list) });
  const floors = useFieldArray({ control: form.control, name: 'floors', keyName: 'key' });
  const save = useSaveFloors(designId);
  const addRef = useRef<HTMLButtonElement>(null);
  const dirty = useRef(false);
  dirty.current = form.formState.isDirty;
  const shown = useRef(list);
  const [reloading, setReloading] = useState(false);

  // An untouched form follows the saved floors (a drawing added, the design's facts changed); a form being
  // edited keeps its values, except the description of a drawing uploaded or removed meanwhile.
  useEffect(() => {
    const before = shown.current;
    shown.current = list;
    if (before === list) return;
    const saved = floorsValuesOf(list);
    if (!dirty.current) {
      if (JSON.stringify(saved) !== JSON.stringify(form.getValues())) form.reset(saved);
      return;
    }
    const urlBefore = new Map(before.floors.map((floor) => [floor.id, floor.picture?.url]));
    form.getValues('floors').forEach((floor, index) => {
      const now = floor.id === null ? undefined : list.floors.find((kept) => kept.id === floor.id);
      if (now && now.picture?.url !== urlBefore.get(now.id))
        form.setValue(`floors.${index}.pictureAlt`, now.picture?.alt ?? '');
    });
  }, [list, form]);

  const pictures = new Map<string, FloorPicture | null>(
    list.floors.flatMap((floor) => (floor.id ? [[floor.id, floor.picture] as const] : [])),
  );
  const itemIds = floors.fields.map((field) => field.id ?? field.key);
  const nameAt = (index: number) => floorNameOf(form.getValues(`floors.${index}.label`), index);

  const submit = form.handleSubmit((input) => {
    announce('');
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(floorsValuesOf(saved));
        announce('The floors are saved.');
      },
      onError: (error) => {
        if (showFieldErrors(form, error, floorFieldPaths(form.getValues()))) save.reset();
      },
    });
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A dialog's form inside (Remove drawing) is portalled out of this one, but React still bubbles its submit here.
    if (event.target !== event.currentTarget) return;
    void submit(event);
  };

  const remove = (index: number): Neighbour => {
    const name = nameAt(index);
    const count = floors.fields.length;
    floors.remove(index);
    announce(`${name} is removed. Save the floors to keep the change.`);
    // The next floor moves up into its place; else the one before stands nearest.
    const neighbourIndex = index + 1 < count ? index + 1 : index - 1;
    const neighbourId = itemIds[neighbourIndex];
    if (neighbourId === undefined) {
      addRef.current?.focus();
      return null;
    }
    return { id: neighbourId, index: Math.min(neighbourIndex, index) };
  };

  const reloadLatest = async () => {
    setReloading(true);
    try {
      const latest = await reload();
      if (!latest) {
        announce('The floors could not be loaded again. Please try again.');
        return;
      }
      form.reset(floorsValuesOf(latest));
      save.reset();
      announce('The form shows the latest saved floors. Make your changes again.');
    } finally {
      setReloading(false);
    }
  };

  const errors = form.formState.errors.floors;
  const full = floors.fields.length >= FLOOR_LIMITS.floors;
  let alert = null;
  if (save.error) {
    alert = (
      <FormAlert message={errorMessage(save.error)}>
        {namesGoneFloor(save.error) ? (
          <button
            type="button"
            onClick={() => void reloadLatest()}
            disabled={reloading}
            className={secondaryButtonClass}
          >
            <RotateCw aria-hidden className="size-4" /> Reload
          </button>
        ) : null}
      </FormAlert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {list.generated ? (
        <p className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          These floors are generated from the design's facts. Saving keeps them as this design's own.
        </p>
      ) : null}
      <fieldset disabled={readOnly} className="min-w-0 space-y-4">
        {floors.fields.length === 0 ? (
          <p className="rounded-md border border-dashed border-border px-4 py-6 text-sm">No floors yet.</p>
        ) : (
          <SortableList
            ids={itemIds}
            noun="floor"
            nameOf={(id) => nameAt(itemIds.indexOf(id))}
            onReorder={(reorder) => {
              floors.move(reorder.from, reorder.to);
              announce(`${reorder.message} Save the floors to keep the change.`);
            }}
            disabled={readOnly}
          >
            <ol aria-label="Floors, lowest first" className="space-y-4">
              {floors.fields.map((field, index) => (
                <FloorFields
                  key={itemIds[index]}
                  form={form}
                  designId={designId}
                  itemId={itemIds[index] ?? field.key}
                  index={index}
                  picture={(field.id && pictures.get(field.id)) || null}
                  readOnly={readOnly}
                  announce={announce}
                  onRemove={remove}
                />
              ))}
            </ol>
          </SortableList>
        )}
        {errors?.root?.message || errors?.message ? (
          <p role="alert" className={fieldErrorClass}>
            {errors.root?.message ?? errors.message}
          </p>
        ) : null}
      </fieldset>
      {readOnly ? (
        <p className="text-sm text-muted-fg">You can look at these floors but not change them.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <button
              ref={addRef}
              type="button"
              onClick={() => floors.append(newFloor())}
              disabled={full}
              className={secondaryButtonClass}
            >
              <Plus aria-hidden className="size-4" /> Add floor
            </button>
            {full ? <p className="text-sm text-muted-fg">A design has at most {FLOOR_LIMITS.floors} floors.</p> : null}
          </div>
          {alert}
          <div className="flex justify-end">
            <SubmitButton pending={save.isPending} icon={Save}>
              Save floors
            </SubmitButton>
          </div>
        </>
      )}
    </form>
  );
}
