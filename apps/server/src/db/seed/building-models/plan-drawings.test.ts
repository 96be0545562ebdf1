import {
  boxesOverlap,
  dimensionTexts,
  LINE_HEIGHT,
  labelBox,
  parseBuildingModel,
  planDrawings,
  roomSizeTexts,
  type TextBox,
  textWidth,
} from '@atelier/domain/building-model';
import { describe, expect, it } from 'vitest';
import { DEMO_BUILDING_MODELS } from './index.ts';

const models = Object.entries(DEMO_BUILDING_MODELS).map(([id, input]) => {
  const parsed = parseBuildingModel(input);
  if (!parsed.ok) throw new Error(`${id} does not read`);
  return [id, parsed.model] as const;
});

describe('the demo designs’ floor drawings', () => {
  it.each(models)('%s: every label inside its own space, none over another', (id, model) => {
    const drawings = planDrawings(model);
    // Every room is named on its drawing (a small one by its short name); a stair hall its stair fills
    // is named by its UP or DN.
    for (const floor of drawings.floors) {
      const unnamed = floor.rooms.filter(
        (room) => !room.label && !(room.kind === 'stair' && floor.stairLabels.length > 0),
      );
      expect(
        unnamed.map((room) => room.name),
        `${id} ${floor.label}`,
      ).toEqual([]);
    }
    for (const floor of drawings.floors) {
      const boxes: [string, TextBox][] = [];
      for (const space of [...floor.rooms, ...floor.outdoor]) {
        if (!space.label) continue;
        const { x, y, ...label } = space.label;
        boxes.push([space.name, labelBox({ cx: x, cy: y, ...label }, roomSizeTexts(space))]);
      }
      for (const label of floor.stairLabels)
        boxes.push([
          label.text,
          { cx: label.x, cy: label.y, width: textWidth(label.text, label.size), height: label.size * LINE_HEIGHT },
        ]);
      for (const dimension of floor.dimensions) {
        const width = Math.max(...dimensionTexts(dimension.feet).map((text) => textWidth(text, dimension.text.size)));
        const height = dimension.text.size * LINE_HEIGHT;
        boxes.push([
          `dimension ${dimension.feet}`,
          dimension.text.vertical
            ? { cx: dimension.text.x, cy: dimension.text.y, width: height, height: width }
            : { cx: dimension.text.x, cy: dimension.text.y, width, height },
        ]);
      }
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, boxA] = boxes[i] as [string, TextBox];
          const [b, boxB] = boxes[j] as [string, TextBox];
          expect(boxesOverlap(boxA, boxB), `${id} ${floor.label}: ${a} over ${b}`).toBe(false);
        }
    }
  });
});
