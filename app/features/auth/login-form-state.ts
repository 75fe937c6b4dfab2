import { loginBodySchema } from '#core/schemas/auth';
import { fieldErrorsOf, hasErrors, type FieldErrors } from './form-errors';

/** Spec §4: idle, loading, then success or failed. */
export type LoginStatus = 'idle' | 'loading' | 'success' | 'failed';

export interface LoginFormState {
  email: string;
  password: string;
  remember: boolean;
  /** Validation messages show only after the first submit attempt. */
  submitted: boolean;
  status: LoginStatus;
  /** The server's message after a failed sign-in, shown in red. */
  error: string | null;
}

export type LoginFormEvent =
  | { type: 'change'; field: 'email' | 'password'; value: string }
  | { type: 'remember'; value: boolean }
  | { type: 'submit'; ownDomain: string }
  | { type: 'succeeded' }
  | { type: 'failed'; message: string };

export const initialLoginForm: LoginFormState = {
  email: '',
  password: '',
  remember: false,
  submitted: false,
  status: 'idle',
  error: null,
};

export function validateLogin(state: Pick<LoginFormState, 'email' | 'password'>, ownDomain: string): FieldErrors {
  return fieldErrorsOf(loginBodySchema(ownDomain), { email: state.email, password: state.password });
}

/** Whether a submit now sends the request: every field valid and no request in flight. */
export function canSendLogin(state: LoginFormState, ownDomain: string): boolean {
  return state.status !== 'loading' && !hasErrors(validateLogin(state, ownDomain));
}

/** The messages to show: none until a submit was attempted. */
export function visibleLoginErrors(state: LoginFormState, ownDomain: string): FieldErrors {
  return state.submitted ? validateLogin(state, ownDomain) : {};
}

export function reduceLoginForm(state: LoginFormState, event: LoginFormEvent): LoginFormState {
  switch (event.type) {
    case 'change':
      return { ...state, [event.field]: event.value };
    case 'remember':
      return { ...state, remember: event.value };
    case 'submit':
      return canSendLogin(state, event.ownDomain)
        ? { ...state, submitted: true, status: 'loading', error: null }
        : { ...state, submitted: true };
    case 'succeeded':
      return state.status === 'loading' ? { ...state, status: 'success' } : state;
    case 'failed':
      // The cleared password is not a mistake of the user's: its message waits for the next attempt.
      return state.status === 'loading'
        ? { ...state, status: 'failed', password: '', submitted: false, error: event.message }
        : state;
  }
}
