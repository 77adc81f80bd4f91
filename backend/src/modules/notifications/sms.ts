// SMS behind one interface (issue 13): a real gateway plugs in here; by default the text is only logged, so no
// deployment sends paid messages by accident.

export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

/** The default provider: writes the message to the log (number masked but the last 3 digits). */
export function loggingSmsProvider(log: (line: string) => void = console.log): SmsProvider {
  return {
    name: 'log',
    async send(to, text) {
      const masked = to.replace(/\d(?=\d{3})/g, '•');
      log(`[backend] sms to ${masked}: ${text}`);
    },
  };
}
