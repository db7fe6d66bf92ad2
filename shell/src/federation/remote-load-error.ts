/** Why a remote is not in use; `reason` is Russian and goes to the log and the settings screen. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly kind: 'failed' | 'incompatible' | 'missing',
    readonly reason: string,
    override readonly cause?: unknown,
  ) {
    super(`Модуль ${remote}: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}
