/** How the tool stops short: an error whose message is printed as it is, with its exit code. */
export class Exit extends Error {
  constructor(code, text) {
    super(text);
    this.code = code;
  }
}

/** A usage error (exit code 64), with where to read the commands. */
export const usage = (problem) =>
  new Exit(64, `${problem}\n(npm run ops -- help lists the commands)`);
