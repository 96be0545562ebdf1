import type { DrawnSpace, FloorDrawing, PlanDrawings } from '@atelier/domain/building-model/plan-drawing';
import { roomSizeTexts } from '@atelier/domain/building-model/plan-text';
import type { Design } from '@atelier/domain/catalog';
import { formatArea, type PlanUnits } from '@atelier/domain/floor-plans';
import { useState } from 'react';
import { FloorPlansFrame, FloorTotalRow, ScheduleTable } from './floor-plans';
import { ModelFloorDrawing } from './model-floor-drawing';

/** A rectangle's width × depth; an L (six corners) or any other shape by its shape, its area beside. */
function spaceSize(space: DrawnSpace, units: PlanUnits): string {
  if (space.rectangular) return roomSizeTexts(space)[units === 'metric' ? 1 : 0] as string;
  const corners = space.outline.split('L').length;
  return corners === 6 ? 'L-shaped' : 'Irregular';
}

function ScheduleRow({
  space,
  units,
  active,
  onActive,
}: {
  space: DrawnSpace;
  units: PlanUnits;
  active: string | null;
  onActive(room: string | null): void;
}) {
  return (
    // Pointing at or focusing a row highlights its room on the drawing.
    <tr
      data-active={active === space.id || undefined}
      onPointerEnter={() => onActive(space.id)}
      onPointerLeave={() => onActive(null)}
      onFocus={() => onActive(space.id)}
      onBlur={() => onActive(null)}
      className="border-b border-border/60 data-[active]:bg-muted"
    >
      {/* Focusable, so that the keyboard highlights its room too. */}
      <th scope="row" tabIndex={0} className="py-1.5 font-normal">
        {space.name}
      </th>
      <td className="py-1.5 tabular-nums">{spaceSize(space, units)}</td>
      <td className="py-1.5 text-right tabular-nums">{formatArea(space.areaSqFt, units)}</td>
    </tr>
  );
}

function ModelRoomTable({
  floor,
  units,
  active,
  onActive,
}: {
  floor: FloorDrawing;
  units: PlanUnits;
  active: string | null;
  onActive(room: string | null): void;
}) {
  const rooms = floor.rooms.filter((room) => room.kind !== 'void');
  const total = rooms.reduce((sum, room) => sum + room.areaSqFt, 0);
  return (
    <ScheduleTable label={floor.label}>
      <tbody>
        {rooms.map((room) => (
          <ScheduleRow key={room.id} space={room} units={units} active={active} onActive={onActive} />
        ))}
        <FloorTotalRow squareFeet={total} units={units} />
      </tbody>
      {floor.outdoor.length > 0 && (
        <tbody>
          <tr>
            <th scope="colgroup" colSpan={3} className="pt-4 pb-1.5 text-left font-semibold">
              Outdoor spaces
            </th>
          </tr>
          {floor.outdoor.map((space) => (
            <ScheduleRow key={space.id} space={space} units={units} active={active} onActive={onActive} />
          ))}
        </tbody>
      )}
    </ScheduleTable>
  );
}

/**
 * The floors of a design with a building model, drawn from it (decision 073): every figure (areas,
 * rooms, sizes) is the model's, as the catalogue's facts are.
 */
export function ModelFloorPlans({ design, plan }: { design: Pick<Design, 'title'>; plan: PlanDrawings }) {
  const [active, setActive] = useState<string | null>(null);
  const areas: [string, number][] = [
    ['Heated area', plan.heatedSqFt],
    ...(plan.garageSqFt > 0 ? ([['Garage', plan.garageSqFt]] as [string, number][]) : []),
    ['Total under roof', plan.coveredSqFt],
  ];
  const panels = plan.floors.map((floor) => ({
    label: floor.label,
    drawing: (units: PlanUnits) => (
      <ModelFloorDrawing
        floor={floor}
        units={units}
        title={`${floor.label} plan of ${design.title}`}
        active={active}
        onActive={setActive}
      />
    ),
    schedule: (units: PlanUnits) => <ModelRoomTable floor={floor} units={units} active={active} onActive={setActive} />,
  }));
  return <FloorPlansFrame title={design.title} areas={areas} panels={panels} />;
}
