import { DESIGN_IMAGES_MAX, type StaffDesign } from '@atelier/domain/design-admin';
import type { OwnChange } from './api';
import { ImageList } from './image-list';
import { ImageUploader } from './image-uploader';

interface DesignImagesProps {
  design: StaffDesign;
  canUpdate: boolean;
  announce(message: string): void;
  onOwnChange: OwnChange;
}

/** The design's pictures: the first is the cover on the storefront. */
export function DesignImages({ design, canUpdate, announce, onOwnChange }: DesignImagesProps) {
  const full = design.images.length >= DESIGN_IMAGES_MAX;
  return (
    <section aria-labelledby="design-images-title" className="space-y-3">
      <h2 id="design-images-title" className="text-lg font-semibold">
        Images
      </h2>
      <p className="text-sm text-muted-fg">
        The first picture is the cover on the storefront. {design.images.length} of {DESIGN_IMAGES_MAX} pictures.
      </p>
      {canUpdate && !full ? <ImageUploader designId={design.id} announce={announce} onOwnChange={onOwnChange} /> : null}
      {canUpdate && full ? (
        <p className="text-sm">This design has the most pictures it can have; remove one to add another.</p>
      ) : null}
      <ImageList design={design} canUpdate={canUpdate} announce={announce} onOwnChange={onOwnChange} />
    </section>
  );
}
