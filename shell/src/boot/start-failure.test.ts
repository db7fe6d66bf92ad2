import { START_FAILED_TEXT, showStartFailure } from './start-failure';

function page(withSplash: boolean): Document {
  const doc = document.implementation.createHTMLDocument('Наряд-допуски');
  doc.body.innerHTML = withSplash
    ? '<div id="root"><div class="boot-splash" role="status"><p class="boot-splash-title">Наряд-допуски<br><span class="boot-splash-note">загрузка портала…</span></p></div></div>'
    : '<div id="root"><main>портал</main></div>';
  return doc;
}

describe('showStartFailure', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('turns the loading line into an alert that says to check the network and reload, and logs the error', () => {
    const doc = page(true);
    const error = new Error('Loading chunk start-style-system failed');
    showStartFailure(error, doc);
    expect(doc.querySelector('.boot-splash')?.getAttribute('role')).toBe('alert');
    expect(doc.querySelector('.boot-splash-note')?.textContent).toBe(START_FAILED_TEXT);
    expect(doc.querySelector('.boot-splash-title')?.textContent).toContain('Наряд-допуски');
    expect(console.error).toHaveBeenCalledWith('[shell] Портал не запустился', error);
  });

  it('leaves a page that has rendered alone', () => {
    const doc = page(false);
    showStartFailure(new Error('late'), doc);
    expect(doc.body.textContent).toBe('портал');
  });
});
