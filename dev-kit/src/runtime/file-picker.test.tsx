import { useState } from 'react';
import { Field } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '../testing';
import { FilePicker } from './file-picker';

function OneFile() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <Field.Root>
      <Field.Label>Файл печатной формы</Field.Label>
      <FilePicker chosen={file?.name ?? ''} onPick={(files) => setFile(files[0] ?? null)} />
    </Field.Root>
  );
}

describe('FilePicker', () => {
  it('is named by its field, says nothing is chosen in Russian, then names the file chosen', async () => {
    renderWithChakra(<OneFile />);
    const input = screen.getByLabelText('Файл печатной формы');
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText('Файл не выбран')).toBeInTheDocument();
    expect(screen.getByText('Выбрать файл')).toBeInTheDocument();

    await userEvent.upload(input, new File(['x'], 'наряд.docx'));
    expect(screen.getByText('наряд.docx')).toBeInTheDocument();
    // The input itself still holds the file, which is what a screen reader on it announces.
    expect((input as HTMLInputElement).files?.[0]?.name).toBe('наряд.docx');
    expect(screen.queryByText('Файл не выбран')).not.toBeInTheDocument();
  });

  it('is reached by the keyboard as the input itself, the visible button staying out of the tab order', async () => {
    renderWithChakra(
      <Field.Root>
        <Field.Label>Приложить файлы</Field.Label>
        <FilePicker multiple onPick={() => undefined} />
      </Field.Root>,
    );
    await userEvent.tab();
    expect(screen.getByLabelText('Приложить файлы')).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Выбрать файлы')).toBeInTheDocument();
  });

  it('hands every file chosen to the caller and lets the same file be chosen again', async () => {
    const picked: string[][] = [];
    renderWithChakra(
      <Field.Root>
        <Field.Label>Приложить файлы</Field.Label>
        <FilePicker multiple onPick={(files) => picked.push(files.map((f) => f.name))} />
      </Field.Root>,
    );
    const input = screen.getByLabelText('Приложить файлы');
    const a = new File(['a'], 'схема.pdf');
    await userEvent.upload(input, [a, new File(['b'], 'фото.jpg')]);
    await userEvent.upload(input, a);
    expect(picked).toEqual([['схема.pdf', 'фото.jpg'], ['схема.pdf']]);
  });

  it('opens the browser’s chooser from the visible button', async () => {
    renderWithChakra(
      <Field.Root>
        <Field.Label>Приложить файлы</Field.Label>
        <FilePicker multiple onPick={() => undefined} />
      </Field.Root>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Приложить файлы');
    let opened = 0;
    input.addEventListener('click', () => (opened += 1));
    await userEvent.click(screen.getByText('Выбрать файлы'));
    expect(opened).toBe(1);
  });
});
