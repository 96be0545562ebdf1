import { Minus, Plus, RotateCcw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';

const controlClass =
  'inline-flex size-9 items-center justify-center rounded-md border border-border bg-bg hover:border-primary';

/** The wheel zooms only with Ctrl or ⌘ held (a trackpad's pinch sends that): a plain wheel scrolls the page. */
const zoomKeys = (keys: string[]) => keys.includes('Control') || keys.includes('Meta');

/**
 * A plan that zooms and pans: pinch, Ctrl or ⌘ with the wheel, or a double click with a pointer; +, −,
 * 0 and the arrows on the focused plan with a keyboard; and the buttons, which only show when scripts
 * run. Dragging pans only once zoomed in, so a finger on the plan still scrolls the page.
 */
export function ZoomablePlan({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  const [zoomed, setZoomed] = useState(false);
  return (
    <TransformWrapper
      minScale={1}
      maxScale={8}
      keyboard={{ disabled: false }}
      doubleClick={{ mode: 'toggle' }}
      wheel={{ activationKeys: zoomKeys }}
      panning={{ disabled: !zoomed }}
      onTransform={(_, state) => setZoomed(state.scale > 1.01)}
    >
      {({ zoomIn, zoomOut, resetTransform }) => (
        <div className="relative">
          <div className="js-only absolute right-2 top-2 z-10 flex gap-1 print:hidden">
            <button type="button" className={controlClass} onClick={() => zoomIn()} aria-label={`Zoom in on ${label}`}>
              <Plus aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              className={controlClass}
              onClick={() => zoomOut()}
              aria-label={`Zoom out of ${label}`}
            >
              <Minus aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              className={controlClass}
              onClick={() => resetTransform()}
              aria-label={`Show all of ${label}`}
            >
              <RotateCcw aria-hidden className="size-4" />
            </button>
          </div>
          <TransformComponent
            wrapperClass={`!w-full ${className} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary`}
            contentClass="!w-full"
            wrapperProps={{
              tabIndex: 0,
              role: 'group',
              'aria-label': `${label}: plus and minus zoom, arrow keys move, zero shows all`,
            }}
          >
            {children}
          </TransformComponent>
        </div>
      )}
    </TransformWrapper>
  );
}
