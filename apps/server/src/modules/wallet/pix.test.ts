import { describe, expect, it } from 'vitest';
import { crc16Ccitt, pixPaymentCode } from './pix.ts';

/** Splits an EMV payload into its top-level fields. */
function fieldsOf(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  let position = 0;
  while (position < code.length) {
    const id = code.slice(position, position + 2);
    const length = Number(code.slice(position + 2, position + 4));
    fields.set(id, code.slice(position + 4, position + 4 + length));
    position += 4 + length;
  }
  return fields;
}

describe('PIX payment code', () => {
  it('computes CRC16/CCITT-FALSE as the standard check value says', () => {
    expect(crc16Ccitt('123456789')).toBe(0x29b1);
  });

  it('carries key, amount, receiver, city and the order reference, closed by a valid checksum', () => {
    const code = pixPaymentCode({ pixKey: 'pagamentos@example.com', receiverName: 'Sorte Dourada Ltda', city: 'São Paulo', amount: 123_456, transactionId: 'D0123ABCD4567' });
    const fields = fieldsOf(code);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('26')).toBe('0014br.gov.bcb.pix0122pagamentos@example.com');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('1234.56');
    expect(fields.get('59')).toBe('SORTE DOURADA LTDA');
    expect(fields.get('60')).toBe('SAO PAULO');
    expect(fields.get('62')).toBe('0513D0123ABCD4567');
    const checksum = fields.get('63')!;
    expect(checksum).toBe(crc16Ccitt(code.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0'));
  });

  it('changes the checksum when any character changes', () => {
    const payment = { pixKey: 'key', receiverName: 'A', city: 'B', amount: 100, transactionId: 'D00000001' };
    const first = pixPaymentCode(payment);
    const second = pixPaymentCode({ ...payment, amount: 101 });
    expect(first.slice(-4)).not.toBe(second.slice(-4));
  });
});
