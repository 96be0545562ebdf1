import type { DrawnSpace, FloorDrawing } from '@atelier/domain/building-model/plan-drawing';
import {
  DRAWING_UNITS_PER_FOOT,
  dimensionTexts,
  LINE_HEIGHT,
  roomSizeTexts,
  SIZE_LINE_SCALE,
} from '@atelier/domain/building-model/plan-text';
import type { PlanUnits } from '@atelier/domain/floor-plans';

const METRE_IN_FEET = 1 / 0.3048;
const unitIndex = (units: PlanUnits) => (units === 'metric' ? 1 : 0);

/** A space's name (one to three lines) and its size under it, centred on its place, turned when it reads upwards. */
function SpaceLabel({ space, units }: { space: DrawnSpace; units: PlanUnits }) {
  const { label } = space;
  if (!label) return null;
  const { x, y, size, lines, showSize, vertical } = label;
  const lineHeight = size * LINE_HEIGHT;
  const height = lineHeight * (lines.length + (showSize ? SIZE_LINE_SCALE : 0));
  const top = y - height / 2;
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={size}
      transform={vertical ? `rotate(-90 ${x} ${y})` : undefined}
      data-plan-label={space.id}
      className="pointer-events-none fill-fg font-semibold"
    >
      {lines.map((line, index) => (
        <tspan key={line} x={x} y={top + lineHeight * (index + 0.5)}>
          {line}
        </tspan>
      ))}
      {showSize && (
        <tspan
          x={x}
          y={top + lineHeight * lines.length + (lineHeight * SIZE_LINE_SCALE) / 2}
          fontSize={size * SIZE_LINE_SCALE}
          className="fill-muted-fg font-normal"
        >
          {roomSizeTexts(space)[unitIndex(units)]}
        </tspan>
      )}
    </text>
  );
}

interface DrawingProps {
  floor: FloorDrawing;
  units: PlanUnits;
  title: string;
  /** The room the visitor points at or focuses in the schedule, highlighted; and its setter. */
  active: string | null;
  onActive(room: string | null): void;
}

/**
 * A floor drawn from the building model (decision 073): the rooms (highlighted with their schedule
 * row), walls, doors, windows and stairs, every label where the model's drawing placed it, the
 * overall dimensions, a scale bar and the north arrow. Lines keep their width at every zoom.
 */
export function ModelFloorDrawing({ floor, units, title, active, onActive }: DrawingProps) {
  const { viewBox } = floor;
  const thin = { vectorEffect: 'non-scaling-stroke' as const, strokeWidth: 1 };
  const scaleFeet = units === 'metric' ? floor.scale.metres * METRE_IN_FEET : floor.scale.feet;
  const scaleLength = scaleFeet * DRAWING_UNITS_PER_FOOT;
  const { north, scale } = floor;
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      className="block h-auto w-full"
    >
      {floor.outdoor.map((space) => (
        <path
          key={space.id}
          d={space.outline}
          data-plan-room={space.id}
          data-active={active === space.id || undefined}
          {...thin}
          strokeDasharray="4 3"
          onPointerEnter={() => onActive(space.id)}
          onPointerLeave={() => onActive(null)}
          className={active === space.id ? 'fill-primary/20 stroke-muted-fg' : 'fill-muted/60 stroke-muted-fg'}
        />
      ))}
      {floor.rooms.map((room) => (
        <path
          key={room.id}
          d={room.outline}
          data-plan-room={room.id}
          data-active={active === room.id || undefined}
          onPointerEnter={() => onActive(room.id)}
          onPointerLeave={() => onActive(null)}
          className={active === room.id ? 'fill-primary/20' : room.kind === 'void' ? 'fill-muted/40' : 'fill-bg'}
        />
      ))}
      <path d={floor.voids} {...thin} className="fill-none stroke-muted-fg" />
      <path d={floor.stairs} {...thin} className="fill-none stroke-fg" />
      <path d={floor.arrows} {...thin} strokeWidth={1.5} className="fill-none stroke-fg" />
      <path d={floor.walls} className="fill-fg" />
      <path d={floor.windows} {...thin} className="fill-bg stroke-fg" />
      <path d={floor.doors} {...thin} className="fill-none stroke-fg" />
      {[...floor.rooms, ...floor.outdoor].map((space) => (
        <SpaceLabel key={space.id} space={space} units={units} />
      ))}
      {floor.stairLabels.map((label) => (
        <text
          key={`${label.x},${label.y}`}
          x={label.x}
          y={label.y}
          fontSize={label.size}
          textAnchor="middle"
          dominantBaseline="central"
          className="fill-fg font-semibold"
        >
          {label.text}
        </text>
      ))}
      {floor.dimensions.map((dimension) => (
        <g key={dimension.text.vertical ? 'depth' : 'width'}>
          <path d={dimension.path} {...thin} className="fill-none stroke-muted-fg" />
          <text
            x={dimension.text.x}
            y={dimension.text.y}
            fontSize={dimension.text.size}
            textAnchor="middle"
            dominantBaseline="central"
            transform={dimension.text.vertical ? `rotate(-90 ${dimension.text.x} ${dimension.text.y})` : undefined}
            className="fill-fg"
          >
            {dimensionTexts(dimension.feet)[unitIndex(units)]}
          </text>
        </g>
      ))}
      <g>
        <rect x={scale.x} y={scale.y - 3} width={scaleLength / 2} height={6} className="fill-fg" />
        <rect
          x={scale.x + scaleLength / 2}
          y={scale.y - 3}
          width={scaleLength / 2}
          height={6}
          {...thin}
          className="fill-bg stroke-fg"
        />
        <text x={scale.x} y={scale.y + 12} fontSize={scale.size} textAnchor="middle" className="fill-fg">
          0
        </text>
        <text x={scale.x + scaleLength} y={scale.y + 12} fontSize={scale.size} textAnchor="middle" className="fill-fg">
          {units === 'metric' ? `${scale.metres} m` : `${scale.feet} ft`}
        </text>
      </g>
      <g>
        <circle cx={north.x} cy={north.y} r={north.size} {...thin} className="fill-none stroke-fg" />
        <path
          d={`M${north.x} ${north.y - north.size * 0.85}L${north.x + north.size * 0.4} ${north.y + north.size * 0.55}L${north.x} ${north.y + north.size * 0.3}L${north.x - north.size * 0.4} ${north.y + north.size * 0.55}Z`}
          transform={`rotate(${north.degrees} ${north.x} ${north.y})`}
          className="fill-fg"
        />
        <text
          x={north.x}
          y={north.y - north.size - north.size * 0.55}
          fontSize={north.size * 0.8}
          textAnchor="middle"
          className="fill-fg font-semibold"
        >
          N
        </text>
      </g>
    </svg>
  );
}
