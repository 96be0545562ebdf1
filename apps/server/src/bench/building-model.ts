// `npm run bench:model`: what each demo design's building model costs (median of BENCH_RUNS runs, 30):
// its plan check, its derived facts, its floor drawings (the design page's and the plan set's plans,
// per design and per floor, and their size as JSON), and its generated plan set PDF (sheets, bytes).
import { checkPlan, deriveFacts, parseBuildingModel, planDrawings } from '@atelier/domain/building-model';
import { DEMO_BUILDING_MODELS } from '../db/seed/building-models/index.ts';
import { sampleDesigns } from '../db/seed/designs.ts';
import { generatePlanSet } from '../modules/plans/plan-pdf.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

async function median(run: () => unknown): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log('design      floors  plan check  facts     drawings  per floor  drawings JSON  plan set (sheets, kB)');
for (const design of sampleDesigns) {
  const input = DEMO_BUILDING_MODELS[design.id];
  if (!input) continue;
  const parsed = parseBuildingModel(input);
  if (!parsed.ok) throw new Error(`${design.id} does not read`);
  const model = parsed.model;
  const check = await median(() => checkPlan(model, { description: design.description }));
  const facts = await median(() => deriveFacts(model));
  const drawings = await median(() => planDrawings(model));
  const drawn = planDrawings(model);
  const setDesign = {
    id: design.id,
    title: design.title,
    description: design.description,
    buildingType: 'Single-family',
    location: 'Suburban',
    category: 'Residential',
    area: design.area,
    stories: design.stories,
    bedrooms: design.bedrooms ?? null,
    bathrooms: design.bathrooms ?? null,
    widthFt: design.widthFt ?? null,
    depthFt: design.depthFt ?? null,
    garageBays: design.garageBays ?? null,
    roofType: design.roofType ?? null,
    foundation: design.foundation ?? null,
    floors: [],
    model,
  };
  const planSet = await median(() => generatePlanSet(setDesign));
  const { pdf, pageCount } = await generatePlanSet(setDesign);
  console.log(
    [
      design.id.padEnd(11),
      String(drawn.floors.length).padStart(6),
      ms(check).padStart(10),
      ms(facts).padStart(9),
      ms(drawings).padStart(9),
      ms(drawings / drawn.floors.length).padStart(10),
      `${(JSON.stringify(drawn).length / 1024).toFixed(1)} kB`.padStart(14),
      `${ms(planSet)} (${pageCount}, ${(pdf.length / 1024).toFixed(0)})`.padStart(22),
    ].join('  '),
  );
}
