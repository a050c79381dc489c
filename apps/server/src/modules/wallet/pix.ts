import { decimalTextOfMinorUnits } from '@platform/contract';

/**
 * The PIX "copy and paste" code (BR Code, an EMV merchant-presented QR payload) for one payment:
 * fields as ID, two-digit length and value, closed by a CRC16/CCITT-FALSE checksum over everything before it.
 */
export function pixPaymentCode(payment: { pixKey: string; receiverName: string; city: string; amount: number; transactionId: string }): string {
  const merchantAccount = field('00', 'br.gov.bcb.pix') + field('01', payment.pixKey);
  const payload =
    field('00', '01') +
    // 12: the code is for this one payment and must not be paid twice.
    field('01', '12') +
    field('26', merchantAccount) +
    field('52', '0000') +
    field('53', '986') +
    field('54', decimalTextOfMinorUnits(payment.amount)) +
    field('58', 'BR') +
    field('59', plainText(payment.receiverName, 25)) +
    field('60', plainText(payment.city, 15)) +
    field('62', field('05', payment.transactionId.replace(/[^A-Za-z0-9]/gu, '').slice(0, 25) || '***'));
  const withChecksumField = `${payload}6304`;
  return withChecksumField + crc16Ccitt(withChecksumField).toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`PIX field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

// Names and cities travel as upper-case ASCII without accents, as banks' readers expect.
function plainText(text: string, lengthMaximum: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .replace(/[^A-Za-z0-9 ]/gu, '')
    .toUpperCase()
    .trim()
    .slice(0, lengthMaximum);
}

/** CRC16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final xor. */
export function crc16Ccitt(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}
