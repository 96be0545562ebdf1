const CONTENTS = [
  'Dimensioned floor plans for every storey',
  'Four exterior elevations with materials noted',
  'Building sections and key wall details',
  'Roof plan and foundation plan',
  'Electrical and lighting layout',
  'Door and window schedules',
  'PDF drawings sized for printing at 24 × 36 in',
  'Licence to build the design once',
];

export function PlanSetContents() {
  return (
    <section aria-labelledby="included-heading" className="rounded-lg border border-border bg-card p-6">
      <h2 id="included-heading" className="text-xl font-semibold">
        What's included in a plan set
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {CONTENTS.map((item) => (
          <li key={item} className="flex gap-2 text-sm">
            <span aria-hidden className="font-bold text-success">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted-fg">
        Files are available to download as soon as your order is paid. Local codes differ: have the drawings reviewed by
        a licensed professional where you build.
      </p>
    </section>
  );
}
