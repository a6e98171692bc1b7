import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadBox } from './upload-box';

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const text = (name: string) => new File(['notes'], name, { type: 'text/plain' });

/** What a browser puts on a drag event that carries files. */
function dragData(files: File[]) {
  return {
    dataTransfer: {
      files,
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      types: ['Files'],
    },
  };
}

function renderBox(props: { multiple?: boolean; disabled?: boolean } = {}) {
  const onFiles = vi.fn<(files: File[]) => void>();
  const view = render(
    <UploadBox onFiles={onFiles} title="Upload documents" hint="Drop PDF files here" {...props} />,
  );
  const box = screen.getByRole('button', { name: /Upload documents/ });
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('The upload box has no file input');
  return { onFiles, box, input };
}

const names = (files: File[] | undefined) => files?.map((file) => file.name);

describe('UploadBox', () => {
  it('is a button with its title and hint, 136px high', () => {
    const { box } = renderBox();

    expect(box.textContent).toContain('Upload documents');
    expect(box.textContent).toContain('Drop PDF files here');
    expect(box.style.height).toBe('136px');
  });

  it('passes every dropped file on, the ones that are not PDFs too', async () => {
    const { onFiles, box } = renderBox();

    fireEvent.drop(box, dragData([pdf('blood.pdf'), text('notes.txt'), pdf('lipids.pdf')]));

    await waitFor(() => {
      expect(onFiles).toHaveBeenCalledTimes(1);
    });
    expect(names(onFiles.mock.calls[0]?.[0])).toEqual(['blood.pdf', 'notes.txt', 'lipids.pdf']);
  });

  it('is highlighted while files are dragged over it, and not after they leave', async () => {
    const { box } = renderBox();
    expect(box.classList.contains('upload-box--active')).toBe(false);

    fireEvent.dragEnter(box, dragData([pdf('blood.pdf')]));
    await waitFor(() => {
      expect(box.classList.contains('upload-box--active')).toBe(true);
    });

    fireEvent.dragLeave(box, dragData([pdf('blood.pdf')]));
    await waitFor(() => {
      expect(box.classList.contains('upload-box--active')).toBe(false);
    });
  });

  it('passes only the first file when it takes a single one', async () => {
    const { onFiles, box } = renderBox({ multiple: false });

    fireEvent.drop(box, dragData([pdf('first.pdf'), pdf('second.pdf')]));

    await waitFor(() => {
      expect(onFiles).toHaveBeenCalledTimes(1);
    });
    expect(names(onFiles.mock.calls[0]?.[0])).toEqual(['first.pdf']);
  });

  it('offers PDFs in the file picker, several at once', () => {
    const { input } = renderBox();
    expect(input.accept).toBe('.pdf,application/pdf');
    expect(input.multiple).toBe(true);
  });

  it('offers one file at a time in single mode', () => {
    const { input } = renderBox({ multiple: false });
    expect(input.multiple).toBe(false);
  });

  it('passes the files chosen in the picker', async () => {
    const user = userEvent.setup();
    const { onFiles, input } = renderBox();

    await user.upload(input, [pdf('blood.pdf'), pdf('lipids.pdf')]);

    await waitFor(() => {
      expect(onFiles).toHaveBeenCalledTimes(1);
    });
    expect(names(onFiles.mock.calls[0]?.[0])).toEqual(['blood.pdf', 'lipids.pdf']);
  });

  it('opens the file picker from the keyboard with Enter or Space', async () => {
    const user = userEvent.setup();
    const { box, input } = renderBox();
    const openPicker = vi.spyOn(input, 'click').mockImplementation(() => undefined);

    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');

    expect(openPicker).toHaveBeenCalledTimes(2);
  });

  it('takes nothing while disabled and is left out of the tab order', async () => {
    const user = userEvent.setup();
    const { onFiles, box } = renderBox({ disabled: true });

    expect(box.getAttribute('aria-disabled')).toBe('true');
    await user.tab();
    expect(document.activeElement).not.toBe(box);
    fireEvent.drop(box, dragData([pdf('blood.pdf')]));
    // The drop is read asynchronously; give it the chance to arrive before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(onFiles).not.toHaveBeenCalled();
  });
});
