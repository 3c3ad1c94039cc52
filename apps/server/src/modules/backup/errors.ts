/**
 * A backup or restore that cannot go ahead, with the reason in Spanish for the operator. Thrown
 * before anything is changed (the command prints the message and exits with status 1).
 */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}
