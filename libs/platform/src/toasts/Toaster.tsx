import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CloseIcon, IconButton } from '@byp/ui';
import { dismiss } from './toast';
import { TOAST_SWIPE_THRESHOLD_PX, type ToastItem } from './toastsSlice';
import { useToast } from './useToast';

export const TOAST_HOTKEY = 'F8';

const Region = styled.section`
  position: fixed;
  z-index: 1100;
  right: 0;
  bottom: 0;
  width: 100%;
  max-width: 420px;
  padding: 1rem;
  outline: none;
  pointer-events: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
`;

const Item = styled.li<{ $destructive: boolean }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.surfaceRaised)};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.onDanger : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  touch-action: pan-y;
  transition:
    transform 0.15s ease,
    opacity 0.15s ease;
  strong {
    display: block;
  }
  p {
    margin: 0.25rem 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  > div {
    flex: 1;
  }
`;

function ToastView({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    if (paused || !Number.isFinite(item.duration)) return undefined;
    const timer = setTimeout(() => dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, paused]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    startX.current = event.clientX;
    setPaused(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (startX.current === null) return;
    setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = () => {
    if (startX.current === null) return;
    startX.current = null;
    // Swiping right past the threshold dismisses; anything shorter springs back.
    if (offset >= TOAST_SWIPE_THRESHOLD_PX) dismiss(item.id);
    setOffset(0);
    setPaused(false);
  };

  const destructive = item.variant === 'destructive';
  return (
    <Item
      $destructive={destructive}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={item.variant}
      style={{ transform: `translateX(${offset}px)`, opacity: offset ? Math.max(0.3, 1 - offset / 200) : 1 }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div>
        {item.title ? <strong>{item.title}</strong> : null}
        {item.description ? <p>{item.description}</p> : null}
      </div>
      <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" onClick={() => dismiss(item.id)} />
    </Item>
  );
}

/**
 * The toast viewport: bottom right, 420px wide at most, one toast at a time. F8 moves focus to it
 * (spec section 9). Mount it once, in the shell.
 */
export function Toaster() {
  const { t } = useTranslation('common');
  const { toasts } = useToast();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const open = toasts.filter((item) => item.open);
  return (
    <Region ref={regionRef} tabIndex={-1} aria-label={t('toast.region', { hotkey: TOAST_HOTKEY })}>
      <ol>
        {open.map((item) => (
          <ToastView key={item.id} item={item} closeLabel={t('actions.close')} />
        ))}
      </ol>
    </Region>
  );
}
