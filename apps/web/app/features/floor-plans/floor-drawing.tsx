import { designImageUrl } from '@atelier/domain/design-images';
import {
  type DesignFloor,
  FEET_TO_METRES,
  formatFeetInches,
  layOutRooms,
  layoutBounds,
  type PlacedRoom,
  type PlanUnits,
} from '@atelier/domain/floor-plans';

const WALL = 0.5;
const PARTITION = 0.2;

const side = (feet: number, units: PlanUnits) =>
  units === 'metric' ? (feet * FEET_TO_METRES).toFixed(1) : formatFeetInches(feet);

/** Text that fits its room: smaller in a small room, never below what zooming in makes readable. */
function roomFontSize(room: PlacedRoom): number {
  const byWidth = room.widthFt / Math.max(room.name.length * 0.62, 4);
  return Math.min(Math.max(Math.min(byWidth, room.depthFt / 4), 0.45), 1.6);
}

/** The floor drawn from its rooms, front at the bottom, in feet; labelled with names and sizes. */
function RoomsDrawing({ floor, units, title, widthFt }: DrawingProps) {
  const placed = layOutRooms(floor.rooms, Math.max(widthFt, ...floor.rooms.map((room) => room.widthFt)));
  const bounds = layoutBounds(placed);
  const pad = 2;
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`${-pad} ${-pad} ${bounds.widthFt + pad * 2} ${bounds.depthFt + pad * 2}`}
      className="block h-auto w-full"
    >
      {placed.map((room, index) => {
        const y = bounds.depthFt - room.y - room.depthFt;
        const size = roomFontSize(room);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms may share a name; their order is their identity here.
          <g key={index}>
            <rect
              x={room.x}
              y={y}
              width={room.widthFt}
              height={room.depthFt}
              strokeWidth={PARTITION}
              className="fill-bg stroke-fg"
            />
            <text
              x={room.x + room.widthFt / 2}
              y={y + room.depthFt / 2}
              fontSize={size}
              textAnchor="middle"
              className="fill-fg font-semibold"
            >
              {room.name.toUpperCase()}
            </text>
            <text
              x={room.x + room.widthFt / 2}
              y={y + room.depthFt / 2 + size * 1.3}
              fontSize={size * 0.85}
              textAnchor="middle"
              className="fill-muted-fg"
            >
              {`${side(room.widthFt, units)} × ${side(room.depthFt, units)}`}
            </text>
          </g>
        );
      })}
      <rect
        x={0}
        y={0}
        width={bounds.widthFt}
        height={bounds.depthFt}
        strokeWidth={WALL}
        className="fill-none stroke-fg"
      />
    </svg>
  );
}

interface DrawingProps {
  floor: DesignFloor;
  units: PlanUnits;
  title: string;
  /** The width the rooms are laid out in rows across: the design's heated width (floor-plans.ts). */
  widthFt: number;
}

/** A floor's uploaded drawing, or one drawn from its room schedule. */
export function FloorDrawing(props: DrawingProps) {
  const { picture } = props.floor;
  if (!picture) return <RoomsDrawing {...props} />;
  const { title } = props;
  return (
    <img
      src={designImageUrl(picture.url, { width: 1280 })}
      srcSet={[640, 960, 1280].map((width) => `${designImageUrl(picture.url, { width })} ${width}w`).join(', ')}
      sizes="(min-width: 1280px) 1200px, 100vw"
      width={picture.width}
      height={picture.height}
      alt={picture.alt || title}
      loading="lazy"
      decoding="async"
      className="block h-auto w-full"
    />
  );
}
