// The backup module's public face: the commands (cli/backup.ts, cli/restore.ts) and the
// running server's control socket (the snapshot of the embedded database) use these.
export { BackupRefused } from './errors';
export type { Manifest } from './manifest';
export { type BackupTarget, createBackup, describeManifest, restoreBackup } from './service';
export { isStagingOf, takeEmbeddedSnapshot } from './snapshot';
