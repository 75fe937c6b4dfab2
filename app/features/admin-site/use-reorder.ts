import { useState, type DragEvent } from 'react';

/** `items` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Reordering a list by dragging a row's handle (the browser's own drag and drop): a drag starts only
 * from the handle, and the row under the pointer takes the dragged row's place as it passes. The
 * move buttons beside each row do the same from the keyboard and on touch screens.
 */
export function useDragReorder(move: (from: number, to: number) => void) {
  const [armed, setArmed] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  return {
    dragging,
    handleProps: (index: number) => ({
      onPointerDown: () => setArmed(index),
      onPointerUp: () => setArmed(null),
    }),
    rowProps: (index: number) => ({
      draggable: armed === index,
      'data-dragging': dragging === index || undefined,
      onDragStart: (event: DragEvent) => {
        if (armed !== index) return event.preventDefault();
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        setDragging(index);
      },
      onDragOver: (event: DragEvent) => {
        if (dragging === null) return;
        event.preventDefault();
        if (dragging !== index) {
          move(dragging, index);
          setDragging(index);
        }
      },
      onDrop: (event: DragEvent) => event.preventDefault(),
      onDragEnd: () => {
        setDragging(null);
        setArmed(null);
      },
    }),
  };
}
