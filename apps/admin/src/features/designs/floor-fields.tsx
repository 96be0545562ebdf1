import { FLOOR_LIMITS, type FloorPicture } from '@atelier/domain/floor-plans';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { inputClass } from '../../components/form-styles';
import { MoveButtons, type Neighbour, RemoveButton, SortableItem } from '../../components/sortable-item';
import { FloorDrawing } from './floor-drawing';
import { type FloorsForm, floorNameOf } from './floor-form-values';
import { FloorRooms } from './floor-rooms';

/** The floor whose Remove button stands where a removed floor was, or null when none is left. */

interface FloorFieldsProps {
  form: FloorsForm;
  designId: string;
  /** The floor's entry in the list: its id once kept, else the form's key for it. */
  itemId: string;
  index: number;
  /** The saved drawing of a kept floor. */
  picture: FloorPicture | null;
  readOnly: boolean;
  announce(message: string): void;
  /** Takes the floor off the list (until the floors are saved). */
  onRemove(index: number): Neighbour;
}

/** One floor of the form: its name, its room schedule and its drawing, moved and removed with buttons. */
export function FloorFields({
  form,
  designId,
  itemId,
  index,
  picture,
  readOnly,
  announce,
  onRemove,
}: FloorFieldsProps) {
  const headingId = useId();
  const [label, floorId] = useWatch({ control: form.control, name: [`floors.${index}.label`, `floors.${index}.id`] });
  const name = floorNameOf(label, index);
  const errors = form.formState.errors.floors?.[index];
  return (
    <SortableItem id={itemId} index={index} className="rounded-md border border-border p-4">
      <fieldset aria-labelledby={headingId} className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            {name}
          </h3>
          {readOnly ? null : (
            <div className="flex flex-wrap gap-2">
              <MoveButtons upLabel={`Move up ${name}`} downLabel={`Move down ${name}`} />
              <RemoveButton label={`Remove ${name}`} index={index} onRemove={onRemove} />
            </div>
          )}
        </div>
        <div className="max-w-sm">
          <FormField
            label={`Name of floor ${index + 1}`}
            hint={`For example "Ground floor"; at most ${FLOOR_LIMITS.labelLength} characters.`}
            error={errors?.label?.message}
          >
            {(control) => <input {...control} {...form.register(`floors.${index}.label`)} className={inputClass} />}
          </FormField>
        </div>
        <FloorRooms form={form} floorIndex={index} floorName={name} readOnly={readOnly} announce={announce} />
        <FloorDrawing
          designId={designId}
          floorId={floorId}
          floorName={name}
          picture={picture}
          readOnly={readOnly}
          announce={announce}
          description={
            <FormField
              label="Description of the drawing"
              hint="Saved with the floors."
              error={errors?.pictureAlt?.message}
            >
              {(control) => (
                <input {...control} {...form.register(`floors.${index}.pictureAlt`)} className={inputClass} />
              )}
            </FormField>
          }
        />
      </fieldset>
    </SortableItem>
  );
}
