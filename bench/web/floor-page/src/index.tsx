// The floor page of bench:web: what showing 20 permits costs with nothing but React on this machine and network.
import { createRoot } from 'react-dom/client';
import { FloorTable } from './floor-table';

const root = document.getElementById('root');
if (root) createRoot(root).render(<FloorTable />);
