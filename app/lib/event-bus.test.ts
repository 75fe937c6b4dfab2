import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus';

describe('createEventBus', () => {
  it('hands each event to its listeners in order until they unsubscribe', () => {
    const bus = createEventBus<{ saved: { id: number }; closed: undefined }>();
    const heard: string[] = [];
    const off = bus.on('saved', ({ id }) => heard.push(`a${id}`));
    bus.on('saved', ({ id }) => heard.push(`b${id}`));
    bus.on('closed', () => heard.push('closed'));
    bus.emit('saved', { id: 1 });
    off();
    bus.emit('saved', { id: 2 });
    expect(heard).toEqual(['a1', 'b1', 'b2']);
  });

  it('keeps telling the others when one listener throws', () => {
    const bus = createEventBus<{ saved: number }>();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    bus.on('saved', () => {
      throw new Error('broken listener');
    });
    bus.on('saved', second);
    bus.emit('saved', 3);
    expect(second).toHaveBeenCalledWith(3);
    spy.mockRestore();
  });
});
