import { cloneElement, useRef, useState, type ComponentType, type ReactElement, type Ref } from 'react';

/** What the user did to the stand-in trigger before the menu's code arrived. */
export interface MenuStart {
  /** The stand-in has the focus: the real trigger takes it over. */
  focused: boolean;
  /** It was clicked (or tapped, or pressed with Enter or Space): the real trigger gets the click. */
  clicked: boolean;
  /** The pointer is still over a menu that opens on hover: it opens. */
  hovered: boolean;
}

/** The props of a loaded menu: the trigger to wrap and, read once on its first render, how to start. */
export interface LoadedMenuProps {
  target: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
  readStart: () => MenuStart;
}

interface StandInProps {
  ref?: Ref<HTMLButtonElement>;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onClick?: () => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
}

/**
 * Renders a header menu's trigger at once (server-rendered like any other button) and loads the
 * menu itself, Mantine's Menu with Popover and floating-ui, on the first hover, focus or click.
 * The loaded menu replaces the stand-in with the same trigger, then replays what the user did.
 * No Suspense boundary: the server would stream a large one apart from the page (React outlines
 * completed boundaries past its progressive chunk size).
 */
export function MenuLoader<P extends object>({
  target,
  load,
  menuProps,
  openOnHover = false,
}: {
  target: ReactElement<StandInProps>;
  load: () => Promise<{ default: ComponentType<LoadedMenuProps & P> }>;
  menuProps: P;
  openOnHover?: boolean;
}) {
  const [Menu, setMenu] = useState<ComponentType<LoadedMenuProps & P> | null>(null);
  const loading = useRef(false);
  const node = useRef<HTMLButtonElement>(null);
  const intent = useRef({ clicked: false, hovered: false });
  // Read on the loaded menu's first render, while the stand-in is still in the document.
  const readStart = (): MenuStart => ({
    focused: node.current !== null && node.current === document.activeElement,
    clicked: intent.current.clicked,
    hovered: openOnHover && intent.current.hovered,
  });
  const loadMenu = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (module) => setMenu(() => module.default),
      (error: unknown) => {
        loading.current = false; // the next hover or click tries again
        throw error; // to the chunk-reload guard
      },
    );
  };
  if (Menu) return <Menu target={target} readStart={readStart} {...menuProps} />;
  return cloneElement(target, {
    ref: node,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onFocus: loadMenu,
    onPointerEnter: () => {
      intent.current.hovered = true;
      loadMenu();
    },
    onPointerLeave: () => {
      intent.current.hovered = false;
    },
    onClick: () => {
      intent.current.clicked = true;
      loadMenu();
    },
  });
}
