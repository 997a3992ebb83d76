import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LuceneBox } from './lucene-box';

function show(error?: string) {
  const onRun = vi.fn();
  render(
    <MantineProvider>
      <LuceneBox value="" onRun={onRun} error={error} />
    </MantineProvider>,
  );
  const box = screen.getByRole('textbox', { name: 'Lucene query' });
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  const enter = () => fireEvent.keyDown(box, { key: 'Enter' });
  return { onRun, box, type, enter };
}

describe('LuceneBox checks the query as it is typed', () => {
  afterEach(cleanup);

  it('runs a query that reads, as typed', () => {
    const { onRun, type, enter } = show();
    type(' nocid:NNOC || -name:"a b" ');
    expect(screen.queryByTestId('lucene-error-marker')).toBeNull();
    enter();
    expect(onRun).toHaveBeenCalledWith('nocid:NNOC || -name:"a b"');
  });

  it("marks where a query stops reading, with the server's words, and does not send it", () => {
    const { onRun, box, type, enter } = show();
    type('name:(abc OR');
    expect(screen.getByText('Query syntax error at position 13: expected a term, found the end of the query')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('lucene-error-marker').dataset.position).toBe('12');
    enter();
    expect(onRun).not.toHaveBeenCalled();

    type('name:(abc OR def)');
    expect(screen.queryByTestId('lucene-error-marker')).toBeNull();
    enter();
    expect(onRun).toHaveBeenCalledWith('name:(abc OR def)');
  });

  it('marks a boost but still sends it: the server declines it by name', () => {
    const { onRun, type, enter } = show();
    type('name:abc^2');
    expect(screen.getByTestId('lucene-error-marker').dataset.position).toBe('8');
    enter();
    expect(onRun).toHaveBeenCalledWith('name:abc^2');
  });

  it("shows the server's refusal when the text reads", () => {
    show("Unknown field 'colour' in query");
    expect(screen.getByText("Unknown field 'colour' in query")).toBeTruthy();
  });
});
