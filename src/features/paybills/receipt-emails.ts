import { createContext } from 'react';

/** Whether this site emails receipts (the server's setting): without, nothing about email is promised on screen. */
export const ReceiptEmailsContext = createContext(false);
