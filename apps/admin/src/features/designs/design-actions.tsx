import type { StaffDesign } from '@atelier/domain/design-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ConfirmAction } from '../../components/confirm-action';
import { ApiRequestError } from '../../lib/api';
import { designKeys, useDeleteDesign, useSaveDesign } from './api';
import { formValuesOf } from './design-form-values';

interface ActionProps {
  design: StaffDesign;
  announce(message: string): void;
}

/** Only a design nobody ordered can be deleted; the server refuses (409) if an order arrived meanwhile. */
function DeleteAction({ design }: ActionProps) {
  const remove = useDeleteDesign(design.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Refused because it has been ordered: once the message is read, load the design again, which offers Archive.
  const onOpenChange = (open: boolean) => {
    if (!open && remove.error instanceof ApiRequestError && remove.error.code === 'design_ordered') {
      void queryClient.invalidateQueries({ queryKey: designKeys.detail(design.id) });
    }
  };
  return (
    <ConfirmAction
      mutation={remove}
      onOpenChange={onOpenChange}
      trigger="Delete design"
      title={`Delete ${design.title}?`}
      description="The design, its pictures and its plan files are deleted. This cannot be undone."
      submitLabel="Delete design"
      dismissLabel="Keep design"
      destructive
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => navigate('/marketplace/designs', { state: { announcement: `${design.title} is deleted.` } }),
        })
      }
    />
  );
}

/** An ordered design stays for its buyers' downloads; archiving takes it out of the shop. */
function ArchiveAction({ design, announce }: ActionProps) {
  const save = useSaveDesign(design.id);
  const orders = design.orderCount === 1 ? '1 order' : `${design.orderCount} orders`;
  return (
    <ConfirmAction
      mutation={save}
      trigger="Archive design"
      title={`Archive ${design.title}?`}
      description={`It is in ${orders}, so it cannot be deleted. Archived, it is no longer sold; its buyers keep their downloads.`}
      submitLabel="Archive design"
      onConfirm={(close) => {
        save.mutate(
          { ...formValuesOf(design), status: 'archived', version: design.version },
          {
            onSuccess: () => {
              close();
              announce(`${design.title} is archived.`);
            },
          },
        );
      }}
    />
  );
}

/** Delete while nobody has ordered the design, otherwise archive (unless it already is). */
export function DesignActions({ design, announce }: ActionProps) {
  if (design.orderCount === 0) return <DeleteAction design={design} announce={announce} />;
  if (design.status === 'archived') return null;
  return <ArchiveAction design={design} announce={announce} />;
}
