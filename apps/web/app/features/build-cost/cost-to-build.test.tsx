import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CostToBuild, type CostToBuildData } from './cost-to-build';

const data: CostToBuildData = {
  regions: [{ id: 'US-TX', name: 'Texas' }],
  asked: { region: 'US-TX', finish: 'standard' },
  estimate: {
    region: { id: 'US-TX', name: 'Texas' },
    finish: 'standard',
    areaSqFt: 1850,
    garageSqFt: 0,
    centsPerSqFt: 14400,
    regionFactor: 0.9,
    complexityFactor: 1,
    lowCents: 24_000_000,
    highCents: 30_600_000,
  },
};

function render() {
  const element = <CostToBuild path="/design/design-001" data={data} keep={[]} />;
  return renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />).replace(
    /<!-- -->/g,
    '',
  );
}

describe('the cost to build', () => {
  it('says what the region factor is measured against', () => {
    expect(render()).toContain(
      '<dt class="text-muted-fg">Region factor</dt><dd>0.90 against the national average</dd>',
    );
  });
});
