import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './json-tree.module.css';

/** Nodes deeper than this start collapsed so a large answer stays readable at first sight. */
const OPEN_DEPTH = 2;

type Container = Record<string, unknown> | unknown[];
const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

function Scalar({ value }: { value: unknown }) {
  if (typeof value === 'string') return <span className={classes.string}>"{value}"</span>;
  if (typeof value === 'number') return <span className={classes.number}>{String(value)}</span>;
  if (value === undefined) return <span className={classes.literal}>undefined</span>;
  return <span className={classes.literal}>{JSON.stringify(value)}</span>;
}

function Node({ name, value, depth }: { name?: string; value: unknown; depth: number }) {
  const [open, setOpen] = useState(depth < OPEN_DEPTH);
  const label = name !== undefined ? <span className={classes.key}>{name}: </span> : null;
  if (!isContainer(value)) {
    return (
      <div>
        {label}
        <Scalar value={value} />
      </div>
    );
  }
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  return (
    <div>
      <button type="button" className={classes.toggle} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? <IconChevronDown size={12} /> : <IconChevronRight size={12} />}
        {label}
        <span className={classes.summary}>{summary}</span>
      </button>
      {open && (
        <div className={classes.children}>
          {entries.map(([k, v]) => (
            <Node key={k} name={k} value={v} depth={depth + 1} />
          ))}
        </div>
      )}
    </div>
  );
}

/** A collapsible raw JSON viewer: objects and arrays fold, scalars show coloured by type. */
export function JsonTree({ data }: { data: unknown }) {
  return (
    <div className={classes.tree} data-testid="json-tree">
      <Node value={data} depth={0} />
    </div>
  );
}
