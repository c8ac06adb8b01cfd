/**
 * Adding a passkey from the site (the devices page and the offer after the first table): the server's
 * options, the browser's ceremony (@simplewebauthn/browser), the answer back to the server. The first
 * passkey's answer carries the recovery code, which the caller shows once (<st-recovery-code>).
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { RegisterPasskeyResponse, TokenResponse } from '../../shared/protocol-accounts.js';
import { Api } from '../api/client.js';

export const passkeysWork = (): boolean => browserSupportsWebAuthn();

/** Registers a passkey for the signed-in player; 'cancelled' when the person or the browser declined. */
export async function addPasskey(api: Api): Promise<RegisterPasskeyResponse | 'cancelled'> {
  const options = await api.passkeyOptions();
  let credential: unknown;
  try {
    credential = await startRegistration({ optionsJSON: options as never });
  } catch {
    return 'cancelled';
  }
  return api.addPasskey(credential);
}

/** Signs this browser in with a passkey; 'cancelled' when the person or the browser declined. */
export async function signInWithPasskey(): Promise<TokenResponse | 'cancelled'> {
  const api = new Api('');
  const options = await api.signInOptions();
  let credential: unknown;
  try {
    credential = await startAuthentication({ optionsJSON: options as never });
  } catch {
    return 'cancelled';
  }
  return api.signInWithPasskey(credential);
}
