import { FLOOR_LIMITS, type FloorRoom, floorArea, formatArea, roomArea } from '@atelier/domain/floor-plans';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { fieldErrorClass, inputClass, secondaryButtonClass, smallButtonClass } from '../../components/form-styles';
import { requiredNumber } from './design-form-values';
import { type FloorsForm, newRoom, type RoomValues } from './floor-form-values';

/** A room as typed so far: an empty side counts as 0 in the areas. */
const sized = (room: RoomValues | undefined): FloorRoom => ({
  name: room?.name ?? '',
  widthFt: Number.isFinite(room?.widthFt) ? (room?.widthFt ?? 0) : 0,
  depthFt: Number.isFinite(room?.depthFt) ? (room?.depthFt ?? 0) : 0,
});

const sideInput = {
  type: 'number',
  inputMode: 'decimal',
  min: FLOOR_LIMITS.minSide,
  max: FLOOR_LIMITS.maxSide,
  step: 'any',
} as const;

interface FloorRoomsProps {
  form: FloorsForm;
  floorIndex: number;
  /** The floor's name in labels: 'Room 1 name on Ground floor'. */
  floorName: string;
  readOnly: boolean;
  announce(message: string): void;
}

/** The floor's room schedule as a table, one row per room, with its total area as it is typed. */
export function FloorRooms({ form, floorIndex, floorName, readOnly, announce }: FloorRoomsProps) {
  const rooms = useFieldArray({ control: form.control, name: `floors.${floorIndex}.rooms`, keyName: 'key' });
  const values = useWatch({ control: form.control, name: `floors.${floorIndex}.rooms` }) ?? [];
  const errors = form.formState.errors.floors?.[floorIndex]?.rooms;
  const tableRef = useRef<HTMLTableElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // After a row is removed: the row now in its place (else the one before, else Add room) gets focus.
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    const removeButtons = tableRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove-room]');
    (removeButtons?.[focusRow] ?? addRef.current)?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const total = floorArea(values.map(sized));
  const full = rooms.fields.length >= FLOOR_LIMITS.roomsPerFloor;
  const roomNameAt = (row: number) => values[row]?.name?.trim() || `${row + 1}`;

  const remove = (row: number) => {
    const name = roomNameAt(row);
    rooms.remove(row);
    setFocusRow(Math.min(row, rooms.fields.length - 2));
    announce(`Room ${name} is removed from ${floorName}. Save the floors to keep the change.`);
  };

  return (
    <div className="space-y-3">
      {rooms.fields.length > 0 ? (
        <div className="relative overflow-x-auto">
          <table ref={tableRef} className="w-full min-w-[36rem] text-sm">
            <caption className="pb-2 text-left font-medium">Rooms on {floorName}</caption>
            <thead className="text-left text-muted-fg">
              <tr>
                <th scope="col" className="px-1 pb-1 font-medium">
                  Room
                </th>
                <th scope="col" className="w-32 px-1 pb-1 font-medium">
                  Width (ft)
                </th>
                <th scope="col" className="w-32 px-1 pb-1 font-medium">
                  Depth (ft)
                </th>
                <th scope="col" className="w-28 px-1 pb-1 text-right font-medium">
                  Area
                </th>
                {readOnly ? null : (
                  <th scope="col" className="w-28 px-1 pb-1">
                    <span className="sr-only">Remove</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rooms.fields.map((field, row) => (
                <RoomRow
                  key={field.key}
                  form={form}
                  floorIndex={floorIndex}
                  row={row}
                  floorName={floorName}
                  roomName={roomNameAt(row)}
                  area={roomArea(sized(values[row]))}
                  readOnly={readOnly}
                  onRemove={() => remove(row)}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-muted-fg">No rooms on {floorName} yet.</p>
      )}
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className={fieldErrorClass}>
          {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <span className="font-medium">Total area of {floorName}:</span> {formatArea(total, 'imperial')} (
          {formatArea(total, 'metric')})
        </p>
        {readOnly ? null : (
          <button
            ref={addRef}
            type="button"
            onClick={() => rooms.append(newRoom())}
            disabled={full}
            aria-label={`Add room to ${floorName}`}
            className={secondaryButtonClass}
          >
            <Plus aria-hidden className="size-4" /> Add room
          </button>
        )}
      </div>
      {!readOnly && full ? (
        <p className="text-sm text-muted-fg">A floor has at most {FLOOR_LIMITS.roomsPerFloor} rooms.</p>
      ) : null}
    </div>
  );
}

interface RoomRowProps {
  form: FloorsForm;
  floorIndex: number;
  row: number;
  floorName: string;
  /** Its name as typed, else its number: 'Remove room Kitchen'. */
  roomName: string;
  area: number;
  readOnly: boolean;
  onRemove(): void;
}

function RoomRow({ form, floorIndex, row, floorName, roomName, area, readOnly, onRemove }: RoomRowProps) {
  const id = useId();
  const path = `floors.${floorIndex}.rooms.${row}` as const;
  const errors = form.formState.errors.floors?.[floorIndex]?.rooms?.[row];
  const number = row + 1;
  /** The input's error, tied to it. */
  const described = (field: 'name' | 'widthFt' | 'depthFt') => {
    const message = errors?.[field]?.message;
    return {
      'aria-invalid': Boolean(message),
      ...(message ? { 'aria-describedby': `${id}-${field}` } : {}),
    };
  };
  const errorOf = (field: 'name' | 'widthFt' | 'depthFt') => {
    const message = errors?.[field]?.message;
    return message ? (
      <p id={`${id}-${field}`} className={`${fieldErrorClass} mt-1`}>
        {message}
      </p>
    ) : null;
  };
  return (
    <tr className="align-top">
      <td className="px-1 py-1">
        <input
          {...form.register(`${path}.name`)}
          {...described('name')}
          aria-label={`Room ${number} name on ${floorName}`}
          className={inputClass}
        />
        {errorOf('name')}
      </td>
      <td className="px-1 py-1">
        <input
          {...form.register(`${path}.widthFt`, { setValueAs: requiredNumber })}
          {...described('widthFt')}
          {...sideInput}
          aria-label={`Room ${number} width in feet on ${floorName}`}
          className={inputClass}
        />
        {errorOf('widthFt')}
      </td>
      <td className="px-1 py-1">
        <input
          {...form.register(`${path}.depthFt`, { setValueAs: requiredNumber })}
          {...described('depthFt')}
          {...sideInput}
          aria-label={`Room ${number} depth in feet on ${floorName}`}
          className={inputClass}
        />
        {errorOf('depthFt')}
      </td>
      <td className="px-1 py-1 text-right align-middle tabular-nums">{formatArea(area, 'imperial')}</td>
      {readOnly ? null : (
        <td className="px-1 py-1 text-right align-middle">
          <button
            type="button"
            data-remove-room
            onClick={onRemove}
            aria-label={`Remove room ${roomName}`}
            className={smallButtonClass}
          >
            <X aria-hidden className="size-4" /> Remove
          </button>
        </td>
      )}
    </tr>
  );
}
