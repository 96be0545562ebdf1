import { BUILD_COST_CSV_COLUMNS } from '@atelier/domain/build-cost-admin';
import { Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { SubmitButton } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { inputClass } from '../../components/form-styles';
import { SectionCard } from '../../components/section-card';
import { useImportBuildCosts } from './api';
import { ImportProblems } from './import-problems';

const HINT = `Columns ${BUILD_COST_CSV_COLUMNS.join(', ')} (dollars per sq ft), in any order. One region is "default".`;

/** Choose a CSV file and replace the whole table with it; a refused file is listed line by line. */
export function ImportForm({ announce }: { announce(message: string): void }) {
  const importCsv = useImportBuildCosts();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    announce('');
    importCsv.reset();
    const file = input.current?.files?.[0];
    setFileError(file ? undefined : 'Choose a CSV file to import.');
    if (!file) return;
    importCsv.mutate(
      { csv: await file.text() },
      {
        onSuccess: (table) => {
          if (input.current) input.current.value = '';
          const count = table.regions.length;
          announce(
            `The table is imported: ${count} ${count === 1 ? 'region' : 'regions'}. Design pages estimate with it from now on.`,
          );
        },
      },
    );
  };

  return (
    <SectionCard
      id="import-title"
      title="Import CSV"
      description="The file replaces the whole table. Export it first to start from the current costs."
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="import-title" className="space-y-4">
        <FormField label="CSV file" hint={HINT} error={fileError}>
          {(control) => (
            <input
              {...control}
              ref={input}
              type="file"
              accept=".csv,text/csv"
              onChange={() => {
                setFileError(undefined);
                importCsv.reset();
              }}
              className={`${inputClass} py-1.5`}
            />
          )}
        </FormField>
        <ImportProblems error={importCsv.error} />
        <SubmitButton pending={importCsv.isPending} icon={Upload}>
          Import CSV
        </SubmitButton>
      </form>
    </SectionCard>
  );
}
