/**
 * A small typed publish/subscribe bus for the browser: `on` answers its unsubscribe function, so it
 * fits an effect's cleanup. Listeners run in the order they subscribed; one that throws does not
 * keep the others from hearing the event.
 */
export function createEventBus<Events extends Record<string, unknown>>() {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();

  function on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(listener as (payload: never) => void);
    return () => set.delete(listener as (payload: never) => void);
  }

  function emit<E extends keyof Events>(event: E, payload: Events[E]): void {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        (listener as (payload: Events[E]) => void)(payload);
      } catch (error) {
        console.error(error);
      }
    }
  }

  return { on, emit };
}

export type EventBus<Events extends Record<string, unknown>> = ReturnType<typeof createEventBus<Events>>;
