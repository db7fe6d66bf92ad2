import { REMOTE_LIST_URL, remoteListFrom } from './remote-list';

const LIST = [{ name: 'mf_permits', entry: 'http://localhost:8081/mf-manifest.json' }];
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('/remotes.json asked for as the page starts', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('reads the early answer first and asks the network again on a later call', async () => {
    const fetchMock = jest.fn(async () => answer(LIST));
    global.fetch = fetchMock as typeof fetch;
    const list = remoteListFrom(Promise.resolve(answer([{ name: 'mf_admin', entry: 'http://localhost:8082/mf-manifest.json' }])));

    await expect(list()).resolves.toEqual([{ name: 'mf_admin', entry: 'http://localhost:8082/mf-manifest.json' }]);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(list()).resolves.toEqual(LIST);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([REMOTE_LIST_URL, expect.objectContaining({ cache: 'no-cache' })]);
  });

  it('rejects a failed early answer and one outside the contract, so the loader can try again', async () => {
    global.fetch = jest.fn(async () => answer(LIST)) as typeof fetch;
    const failed = remoteListFrom(Promise.resolve(answer({ code: 'X' }, 503)));
    await expect(failed()).rejects.toThrow(`${REMOTE_LIST_URL}: HTTP 503`);
    await expect(failed()).resolves.toEqual(LIST);

    const invalid = remoteListFrom(Promise.resolve(answer([{ name: 'mf_permits' }])));
    await expect(invalid()).rejects.toThrow('не соответствует контракту');
  });
});
