import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

const List = styled.div`
  display: inline-flex;
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  margin-bottom: 1rem;
  flex-wrap: wrap;
`;

const Tab = styled.button`
  border: 0;
  background: transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 0.4rem 0.9rem;
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected panel renders. */
export function Tabs({ items, value, onChange, label }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(items[next].id);
    tabRefs.current[next]?.focus();
  };

  const selected = items[selectedIndex];
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={index === selectedIndex}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {selected ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected.id}`}
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          tabIndex={0}
        >
          {selected.content}
        </div>
      ) : null}
    </div>
  );
}
