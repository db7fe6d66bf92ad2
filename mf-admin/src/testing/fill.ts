import userEvent from '@testing-library/user-event';

/** Puts text into a field at once: typing key by key makes long forms slow in jsdom. */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}
