// The part of fs-native-extensions (holepunch, no types of its own) that lock.ts uses.
declare module 'fs-native-extensions' {
  /**
   * A lock on the file behind `fd` (the whole file unless `offset`/`length`): true if granted,
   * false if another file descriptor holds a conflicting one. Linux: an open-file-description
   * lock (fcntl F_OFD_SETLK); macOS: flock; Windows: LockFileEx. The kernel drops it when the
   * descriptor is closed, including when its process dies.
   */
  export function tryLock(fd: number, offset?: number, length?: number, options?: { shared?: boolean }): boolean;
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number, offset?: number, length?: number): void;
  const fsExt: { tryLock: typeof tryLock; unlock: typeof unlock };
  export default fsExt;
}
