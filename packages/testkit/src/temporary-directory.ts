import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface TemporaryDirectory {
  path: string;
  remove(): Promise<void>;
}

export async function createTemporaryDirectory(prefix: string): Promise<TemporaryDirectory> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  return { path: directory, remove: () => fs.rm(directory, { recursive: true, force: true }) };
}
