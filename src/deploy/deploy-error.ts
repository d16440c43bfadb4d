import { AppError } from '../common/errors';

/**
 * A deploy that stopped or was refused: one line naming the object (`key`, when one is at fault) and why.
 * The bucket still serves the last complete deploy (docs/decisions/0012).
 */
export class DeployError extends AppError {
  readonly key: string | undefined;

  constructor(code: string, message: string, key?: string, hint?: string) {
    super(code, message, hint);
    this.key = key;
  }
}
