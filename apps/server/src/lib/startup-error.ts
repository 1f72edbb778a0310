/**
 * A reason the server cannot start whose message says it all, in one line naming the setting
 * and the problem: the process prints the message alone (no stack) and exits 1.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
