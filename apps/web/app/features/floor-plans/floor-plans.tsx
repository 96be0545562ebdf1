import { GARAGE_SQFT_PER_BAY } from '@atelier/domain/build-cost';
import type { Design } from '@atelier/domain/catalog';
import {
  type DesignFloor,
  floorArea,
  formatArea,
  formatRoomSize,
  heatedRectangle,
  PLAN_UNITS,
  type PlanUnits,
  roomArea,
} from '@atelier/domain/floor-plans';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { PageSection } from '../../components/page-section';
import { FloorDrawing } from './floor-drawing';
import { usePlanUnits } from './plan-units';
import { PlanViewport } from './plan-viewport';

type FloorPlansDesign = Pick<
  Design,
  'title' | 'area' | 'stories' | 'bedrooms' | 'bathrooms' | 'widthFt' | 'depthFt' | 'garageBays'
>;

const UNIT_LABELS: Record<PlanUnits, string> = { imperial: 'Feet', metric: 'Metres' };

function UnitsSwitch({ units, choose }: { units: PlanUnits; choose: (units: PlanUnits) => void }) {
  return (
    <fieldset className="js-only flex items-center gap-2 text-sm print:hidden">
      <legend className="sr-only">Units</legend>
      <span aria-hidden className="text-muted-fg">
        Units
      </span>
      {PLAN_UNITS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={units === option}
          onClick={() => choose(option)}
          className="rounded-md border border-border px-3 py-1 font-medium aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-fg"
        >
          {UNIT_LABELS[option]}
        </button>
      ))}
    </fieldset>
  );
}

/** The areas the plans add up to, in the chosen units. */
function AreaSummary({ areas, units }: { areas: readonly (readonly [string, number])[]; units: PlanUnits }) {
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-2">
      {areas.map(([label, squareFeet]) => (
        <div key={label}>
          <dt className="text-sm text-muted-fg">{label}</dt>
          <dd className="text-lg font-semibold">{formatArea(squareFeet, units)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A floor's room schedule: its caption and column heads around the rows it is given. */
export function ScheduleTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold">{`${label}: room schedule`}</caption>
      <thead className="border-b border-border text-muted-fg">
        <tr>
          <th scope="col" className="py-1.5 font-medium">
            Room
          </th>
          <th scope="col" className="py-1.5 font-medium">
            Size
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Area
          </th>
        </tr>
      </thead>
      {children}
    </table>
  );
}

/** The schedule's last row: what the floor's rooms add up to. */
export function FloorTotalRow({ squareFeet, units }: { squareFeet: number; units: PlanUnits }) {
  return (
    <tr>
      <th scope="row" colSpan={2} className="py-1.5 font-semibold">
        Floor total
      </th>
      <td className="py-1.5 text-right font-semibold tabular-nums">{formatArea(squareFeet, units)}</td>
    </tr>
  );
}

function RoomTable({ floor, units }: { floor: DesignFloor; units: PlanUnits }) {
  return (
    <ScheduleTable label={floor.label}>
      <tbody>
        {floor.rooms.map((room, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms may share a name; the schedule's order is fixed.
          <tr key={index} className="border-b border-border/60">
            <th scope="row" className="py-1.5 font-normal">
              {room.name}
            </th>
            <td className="py-1.5 tabular-nums">{formatRoomSize(room, units)}</td>
            <td className="py-1.5 text-right tabular-nums">{formatArea(roomArea(room), units)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <FloorTotalRow squareFeet={floorArea(floor.rooms)} units={units} />
      </tfoot>
    </ScheduleTable>
  );
}

/** A floor's tab: its name, and its drawing and room schedule in the chosen units. */
export interface FloorPanel {
  label: string;
  drawing(units: PlanUnits): ReactNode;
  schedule(units: PlanUnits): ReactNode;
}

/**
 * "Floor plans": a tab per floor with its plan (zoomable) and its room schedule, the areas, in feet or
 * metres (remembered). Without scripts the floors are shown one after another. The drawings come from
 * the building model (model-floor-plans.tsx) or from the room schedule staff keep (below).
 */
export function FloorPlansFrame({
  title,
  areas,
  panels,
}: {
  title: string;
  areas: readonly (readonly [string, number])[];
  panels: readonly FloorPanel[];
}) {
  const [units, choose] = usePlanUnits();
  if (panels.length === 0) return null;
  return (
    <PageSection id="floor-plans-heading" title="Floor plans">
      <div className="mt-4 space-y-6 rounded-lg border border-border p-4 sm:p-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <AreaSummary areas={areas} units={units} />
          <UnitsSwitch units={units} choose={choose} />
        </div>
        <Tabs.Root defaultValue="0">
          <Tabs.List aria-label="Floors" className="js-only flex flex-wrap gap-1 border-b border-border print:hidden">
            {panels.map((panel, index) => (
              <Tabs.Trigger
                // biome-ignore lint/suspicious/noArrayIndexKey: floors are shown in their stored order.
                key={index}
                value={String(index)}
                className="-mb-px rounded-t-md border border-transparent px-4 py-2 text-sm font-medium text-muted-fg hover:text-fg data-[state=active]:border-border data-[state=active]:border-b-bg data-[state=active]:bg-bg data-[state=active]:text-fg"
              >
                {panel.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {panels.map((panel, index) => (
            <Tabs.Content
              // biome-ignore lint/suspicious/noArrayIndexKey: floors are shown in their stored order.
              key={index}
              value={String(index)}
              forceMount
              data-floor-panel=""
              className="mt-4 grid gap-6 data-[state=inactive]:hidden lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
            >
              <PlanViewport label={`${panel.label} plan of ${title}`}>{panel.drawing(units)}</PlanViewport>
              {panel.schedule(units)}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </PageSection>
  );
}

/** The floors of a design without a building model: drawn from the room schedule staff keep. */
export function FloorPlans({ design, floors }: { design: FloorPlansDesign; floors: DesignFloor[] }) {
  const { widthFt } = heatedRectangle(design);
  const garage = (design.garageBays ?? 0) * GARAGE_SQFT_PER_BAY;
  const areas: [string, number][] = [
    ['Heated area', design.area],
    ...(garage > 0 ? ([['Garage', garage]] as [string, number][]) : []),
    ['Total area', design.area + garage],
  ];
  const panels = floors.map((floor) => ({
    label: floor.label,
    drawing: (units: PlanUnits) => (
      <FloorDrawing floor={floor} units={units} title={`${floor.label} plan of ${design.title}`} widthFt={widthFt} />
    ),
    schedule: (units: PlanUnits) => <RoomTable floor={floor} units={units} />,
  }));
  return <FloorPlansFrame title={design.title} areas={areas} panels={panels} />;
}
