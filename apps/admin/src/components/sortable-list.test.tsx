import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Announcement } from './announcement';
import { DragHandle, MoveButtons, SortableItem } from './sortable-item';
import { type Reorder, SortableList } from './sortable-list';

const start = [
  { id: 'a', name: 'Walls' },
  { id: 'b', name: 'Roof' },
  { id: 'c', name: 'Doors' },
];

function Harness({ onReorder }: { onReorder?(reorder: Reorder): void }) {
  const [items, setItems] = useState(start);
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <Announcement>{announcement}</Announcement>
      <SortableList
        ids={items.map((item) => item.id)}
        noun="part"
        nameOf={(id) => items.find((item) => item.id === id)?.name ?? id}
        onReorder={(reorder) => {
          onReorder?.(reorder);
          setItems(reorder.ids.map((id) => items.find((item) => item.id === id) ?? { id, name: id }));
          setAnnouncement(reorder.message);
        }}
      >
        <ol aria-label="Parts">
          {items.map((item, index) => (
            <SortableItem key={item.id} id={item.id} index={index} className="entry">
              <DragHandle label={`Drag ${item.name}`} />
              {item.name}
              <MoveButtons upLabel={`Move up ${item.name}`} downLabel={`Move down ${item.name}`} />
            </SortableItem>
          ))}
        </ol>
      </SortableList>
    </>
  );
}

const names = () =>
  screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/Move (up|down)/g, '').trim());

describe('SortableList', () => {
  it('moves an entry with the keyboard on its Move buttons, announces it and keeps focus on the button', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    const { container } = render(<Harness onReorder={onReorder} />);
    // The page's own announcement (dnd-kit adds a live region of its own for dragging).
    const announcement = () => container.querySelector('p[role="status"]')?.textContent;
    expect(screen.getByRole('button', { name: 'Move up Walls' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move down Doors' }).hasAttribute('disabled')).toBe(true);

    screen.getByRole('button', { name: 'Move down Walls' }).focus();
    await user.keyboard('{Enter}');

    expect(names()).toEqual(['Roof', 'Walls', 'Doors']);
    expect(onReorder).toHaveBeenCalledWith({
      ids: ['b', 'a', 'c'],
      from: 0,
      to: 1,
      message: '“Walls” moved to position 2 of 3.',
    });
    expect(announcement()).toBe('“Walls” moved to position 2 of 3.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down Walls' }));

    // At the bottom, Move down is disabled: focus goes to Move up instead of being lost.
    await user.keyboard(' ');
    expect(names()).toEqual(['Roof', 'Doors', 'Walls']);
    expect(announcement()).toBe('“Walls” moved to position 3 of 3.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up Walls' }));

    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Roof', 'Walls', 'Doors']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up Walls' }));
  });

  it('gives each drag handle its name and the list the instructions for keyboard dragging', () => {
    render(<Harness />);
    const handle = screen.getByRole('button', { name: 'Drag Roof' });
    const describedBy = handle.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy ?? '')?.textContent).toMatch(
      /^To move a part, press Space or Enter on its drag handle/,
    );
  });
});
