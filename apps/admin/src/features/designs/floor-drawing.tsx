import { DESIGN_IMAGE_WIDTHS, designImageUrl } from '@atelier/domain/design-images';
import type { FloorPicture } from '@atelier/domain/floor-plans';
import type { ReactNode } from 'react';
import { ConfirmAction } from '../../components/confirm-action';
import { smallButtonClass } from '../../components/form-styles';
import { useFloorDrawingUpload, useRemoveFloorDrawing } from './floor-api';
import { PictureUploader } from './image-uploader';

/** The thumbnail is drawn this wide, from the smallest width the media routes make. */
const THUMBNAIL_WIDTH = 160;
const [SMALLEST_WIDTH] = DESIGN_IMAGE_WIDTHS;

interface FloorDrawingProps {
  designId: string;
  /** Null for a floor not saved yet (a new one, or a generated one): it cannot have a drawing yet. */
  floorId: string | null;
  floorName: string;
  picture: FloorPicture | null;
  readOnly: boolean;
  /** The description of the drawing the floor has: a field of the floors form, saved with them. */
  description: ReactNode;
  announce(message: string): void;
}

/** A floor's drawing: its thumbnail and description, a new one to upload, and a way to remove it. */
export function FloorDrawing({ floorId, readOnly, ...props }: FloorDrawingProps) {
  return (
    <div className="space-y-3">
      <h4 className="font-semibold">Drawing</h4>
      {floorId ? (
        <KeptFloorDrawing floorId={floorId} readOnly={readOnly} {...props} />
      ) : (
        <p className="text-sm text-muted-fg">Save the floors to add a drawing.</p>
      )}
    </div>
  );
}

function KeptFloorDrawing({
  designId,
  floorId,
  floorName,
  picture,
  readOnly,
  description,
  announce,
}: FloorDrawingProps & { floorId: string }) {
  const upload = useFloorDrawingUpload(designId, floorId);
  return (
    <>
      {picture ? (
        <div className="flex flex-wrap items-start gap-4">
          <img
            src={designImageUrl(picture.url, { width: SMALLEST_WIDTH, format: 'webp' })}
            alt={picture.alt}
            width={THUMBNAIL_WIDTH}
            height={picture.width > 0 ? Math.round((THUMBNAIL_WIDTH * picture.height) / picture.width) : 100}
            className="h-auto w-40 shrink-0 rounded-md border border-border bg-white object-contain"
          />
          <div className="min-w-56 flex-1 space-y-2">
            {description}
            {readOnly ? null : (
              <RemoveDrawing designId={designId} floorId={floorId} floorName={floorName} announce={announce} />
            )}
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-fg">No drawing yet: the storefront draws {floorName} from its rooms.</p>
      )}
      {readOnly ? null : (
        <PictureUploader
          nested
          upload={upload}
          title={picture ? `Replace the drawing of ${floorName}` : `Add a drawing of ${floorName}`}
          headingLevel={5}
          altLabel="Description of the new drawing"
          altHint="Required: say what the drawing shows (the rooms and how they connect) for people who cannot see it. Write it first, and the drawing uploads as soon as you choose it."
          chooseLabel={`Choose a drawing of ${floorName}`}
          submitLabel="Upload drawing"
          noun="drawing"
          announce={announce}
          uploadedMessage={`The drawing of ${floorName} is uploaded.`}
        />
      )}
    </>
  );
}

interface RemoveDrawingProps {
  designId: string;
  floorId: string;
  floorName: string;
  announce(message: string): void;
}

function RemoveDrawing({ designId, floorId, floorName, announce }: RemoveDrawingProps) {
  const remove = useRemoveFloorDrawing(designId);
  return (
    <ConfirmAction
      mutation={remove}
      trigger="Remove drawing"
      triggerAriaLabel={`Remove drawing of ${floorName}`}
      triggerClassName={smallButtonClass}
      title={`Remove the drawing of ${floorName}?`}
      description="The drawing is deleted; the storefront draws the floor from its rooms instead. This cannot be undone."
      submitLabel="Remove drawing"
      dismissLabel="Keep it"
      destructive
      onConfirm={() => {
        // The button goes with the drawing, and the dialog with it: focus then moves to the page's main region.
        remove.mutate(floorId, { onSuccess: () => announce(`The drawing of ${floorName} is removed.`) });
      }}
    />
  );
}
