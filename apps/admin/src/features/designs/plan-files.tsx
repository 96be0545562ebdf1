import {
  PLAN_FILE_KIND_LABELS,
  PLAN_FILE_KINDS,
  PLAN_FILE_MAX_BYTES,
  type PlanFileInfo,
  type PlanFileKind,
  type StaffDesign,
} from '@atelier/domain/design-admin';
import { useId } from 'react';
import { ConfirmAction } from '../../components/confirm-action';
import { DateTime } from '../../components/date-time';
import { DetailList, type DetailRow } from '../../components/detail-list';
import { FileUpload } from '../../components/file-upload';
import { formatBytes } from '../../lib/format-bytes';
import { PLAN_FILE_TYPES } from '../../lib/plan-file-types';
import { type OwnChange, usePlanFileUpload, useRemovePlanFile } from './api';
import { EarlierVersions, NewVersionFields, planFileOf, useVersionedUpload, versionRows } from './plan-file-version';
import { VersionNoticeDialog } from './version-notice-dialog';

interface KindText {
  /** In sentences: 'the plan set'. */
  noun: string;
  empty(design: StaffDesign): string;
}

const KINDS: Record<PlanFileKind, KindText> = {
  'plan-set': {
    noun: 'plan set',
    empty: (design) =>
      design.generatedPlanSet
        ? 'No plan set uploaded yet. Buyers get a generated stand-in schematic until one is uploaded.'
        : 'No plan set uploaded yet.',
  },
  cad: {
    noun: 'CAD files',
    empty: () => 'No CAD files uploaded yet.',
  },
};

/** Each file's section on the design page, so other parts of the page can send staff there. */
export const PLAN_FILE_SECTION_IDS: Record<PlanFileKind, string> = { 'plan-set': 'plan-set-file', cad: 'cad-files' };

function fileRows(info: PlanFileInfo): DetailRow[] {
  return [
    ['File', info.filename],
    ...versionRows(info),
    ['Size', formatBytes(info.byteSize)],
    ...(info.pageCount === null ? [] : [['Pages', info.pageCount] satisfies DetailRow]),
    [
      'Uploaded',
      <span key="uploaded">
        <DateTime value={info.uploadedAt} />
        {info.uploadedBy ? ` by ${info.uploadedBy}` : null}
      </span>,
    ],
  ];
}

interface PlanFileProps {
  design: StaffDesign;
  kind: PlanFileKind;
  canUpdate: boolean;
  announce(message: string): void;
  onOwnChange: OwnChange;
}

function PlanFile({ design, kind, canUpdate, announce, onOwnChange }: PlanFileProps) {
  const text = KINDS[kind];
  const info = planFileOf(design, kind);
  const versioned = useVersionedUpload({
    upload: usePlanFileUpload(design.id, kind, onOwnChange),
    kind,
    noun: text.noun,
    hasFile: info !== null,
    announce,
  });
  const titleId = useId();
  let buttonLabel = `Upload ${text.noun}`;
  if (info) buttonLabel = versioned.newVersion ? `Upload new version of ${text.noun}` : `Replace ${text.noun}`;

  return (
    <section
      id={PLAN_FILE_SECTION_IDS[kind]}
      // Focusable, so a link to it moves a screen reader and the keyboard there too.
      tabIndex={-1}
      aria-labelledby={titleId}
      className="scroll-mt-4 space-y-3 rounded-lg border border-border bg-card p-4"
    >
      <h3 id={titleId} className="font-semibold">
        {PLAN_FILE_KIND_LABELS[kind]}
      </h3>
      {info ? (
        <>
          <DetailList rows={fileRows(info)} />
          <EarlierVersions earlier={info.earlier} />
        </>
      ) : (
        <p className="text-sm">{text.empty(design)}</p>
      )}
      {canUpdate ? (
        <>
          {info ? <NewVersionFields form={versioned.form} /> : null}
          <FileUpload
            upload={versioned.upload}
            buttonLabel={buttonLabel}
            {...PLAN_FILE_TYPES[kind]}
            maxBytes={PLAN_FILE_MAX_BYTES}
            progressLabel={`Uploading the ${text.noun}`}
            onSend={() => announce('')}
            onUploaded={versioned.onUploaded}
          />
          {info ? (
            <div className="flex flex-wrap gap-2">
              {info.buyersToTell > 0 ? (
                <VersionNoticeDialog
                  designId={design.id}
                  kind={kind}
                  info={info}
                  announce={announce}
                  onOwnChange={onOwnChange}
                />
              ) : null}
              <RemovePlanFile design={design} kind={kind} announce={announce} onOwnChange={onOwnChange} />
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function RemovePlanFile({ design, kind, announce, onOwnChange }: Omit<PlanFileProps, 'canUpdate'>) {
  const { noun } = KINDS[kind];
  const remove = useRemovePlanFile(design.id, kind, onOwnChange);
  return (
    <ConfirmAction
      mutation={remove}
      trigger={`Remove ${noun}`}
      title={`Remove the ${noun}?`}
      description={`${planFileOf(design, kind)?.filename ?? 'The file'} is deleted; buyers can no longer download it. This cannot be undone.`}
      submitLabel={`Remove ${noun}`}
      dismissLabel="Keep it"
      destructive
      onConfirm={(close) => {
        remove.mutate(undefined, {
          onSuccess: () => {
            close();
            announce(`The ${noun} is removed.`);
          },
        });
      }}
    />
  );
}

/** The files a buyer downloads: the plan set PDF and, optionally, the CAD drawings. */
export function PlanFiles(props: Omit<PlanFileProps, 'kind'>) {
  return (
    <section aria-labelledby="design-files-title" className="space-y-3">
      <h2 id="design-files-title" className="text-lg font-semibold">
        Plan files
      </h2>
      <div className="grid gap-4 xl:grid-cols-2">
        {PLAN_FILE_KINDS.map((kind) => (
          <PlanFile key={kind} kind={kind} {...props} />
        ))}
      </div>
    </section>
  );
}
