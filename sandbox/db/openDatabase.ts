import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

export type SandboxDatabase = Database.Database;

// Opens (creating if needed) the sandbox's SQLite file, or ':memory:' for tests, and brings its schema up to date.
// WAL + synchronous NORMAL: every committed transaction survives a kill -9 of the server (only an OS crash could
// lose the last one), and readers never wait for the writer.
// The file holds borrower data, codes and the session secret: only its owner may read it (0600, folder 0700 when
// we create it). SQLite gives the -wal and -shm files the database file's mode.
export function openDatabase(path: string): SandboxDatabase {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    closeSync(openSync(path, 'a', 0o600));
    chmodSync(path, 0o600);
  }
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const version = Number(db.pragma('user_version', { simple: true }));
  const migrate = db.transaction(() => {
    for (let index = version; index < MIGRATIONS.length; index += 1) {
      db.exec(MIGRATIONS[index] as string);
      db.pragma(`user_version = ${index + 1}`);
    }
  });
  migrate();
  return db;
}
