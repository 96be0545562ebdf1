import type { DesignFormValues } from '@atelier/domain/design-admin';
import { FOUNDATIONS, ROOF_TYPES } from '@atelier/domain/design-facts';
import { formatNumber } from '@atelier/domain/number-format';
import { DetailList, type DetailRow } from '../../components/detail-list';

const labelOf = (list: readonly { id: string; label: string }[], id: string | null) =>
  list.find((entry) => entry.id === id)?.label ?? null;
const number = (value: number | null, unit = '') => (value === null ? null : `${formatNumber(value)}${unit}`);

/**
 * The facts a design's building model states (decision 072), in place of their fields: nobody types them,
 * a save of the model writes them.
 */
export function ModelFacts({ values }: { values: DesignFormValues }) {
  const rows: DetailRow[] = [
    ['Area', number(values.area, ' sq ft heated')],
    ['Stories', number(values.stories)],
    ['Bedrooms', number(values.bedrooms)],
    ['Bathrooms', number(values.bathrooms)],
    ['Width', number(values.widthFt, ' ft')],
    ['Depth', number(values.depthFt, ' ft')],
    ['Garage bays', number(values.garageBays)],
    ['Build complexity', values.complexityFactor.toFixed(2)],
    ['Foundation', labelOf(FOUNDATIONS, values.foundation)],
    ['Roof type', labelOf(ROOF_TYPES, values.roofType)],
  ];
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-fg">From the building model: a change to the model changes them.</p>
      <DetailList rows={rows} />
    </div>
  );
}
