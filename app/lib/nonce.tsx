import { createContext, useContext } from 'react';

/** The request's CSP nonce for inline scripts; empty in the browser, where it is not needed again. */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
