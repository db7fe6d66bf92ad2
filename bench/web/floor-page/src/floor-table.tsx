// The floor pages' one screen (bench/web/floor-page, and the remote of bench/web/federated-floor): the same ndSearch
// call /nd makes (its path and query come in the page's own query string, copied by the bench from /nd's request),
// with the session's token from localStorage as the shell reads it, 20 rows in a plain table.
import { useEffect, useState } from 'react';

type Row = Record<string, unknown>;

function token(): string | null {
  try {
    return (JSON.parse(localStorage.getItem('auth') ?? 'null') as { token?: string } | null)?.token ?? null;
  } catch {
    return null;
  }
}

const cell = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value).slice(0, 40) : String(value);

export function FloorTable() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const search = new URLSearchParams(window.location.search).get('search') ?? '/api/nd_processing/ndSearch/0/20';
    fetch(search, { headers: { Accept: 'application/json', Authorization: `Bearer_${token() ?? ''}` } })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((body: { data: Row[] }) => setRows(body.data.slice(0, 20)))
      .catch((e: unknown) => setError(String(e)));
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!rows) return <p>Загрузка…</p>;
  // The columns /nd shows: number, status, works, type, place, start and end.
  const columns = ['id', 'status', 'contentWorksHand', 'type_detail', 'place_detail', 'datetimeStart', 'datetimeEnd'];
  return (
    <main>
      <h1>Наряд-допуски</h1>
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={cell(row.id) || i}>
              {columns.map((c) => (
                <td key={c}>{cell(row[c])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
