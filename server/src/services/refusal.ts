// A service's "no": a stable code from the service's own list and a sentence for the player.
// It carries no HTTP status - which status a refusal is belongs to the routes (routes/refusals.ts).
// Services throw it (a throw inside a transaction also rolls the transaction back).

export class Refusal<Code extends string = string> extends Error {
  readonly code: Code;

  constructor(code: Code, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'Refusal';
    this.code = code;
  }
}
