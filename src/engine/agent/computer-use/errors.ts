import { ClientEnvironmentError } from '../../session/errors.js';

/**
 * A computer-use agent was asked for where no computer-use protocol can run: a provider whose
 * installed SDK has no computer-use tool, or a model the provider does not pair with one.
 */
export class ComputerUseUnsupportedError extends ClientEnvironmentError {}
