/**
 * The field-rule engine of spec §5. The server sends, per field, an accepted
 * pattern (a lone `*` means anything), a length range and a pattern id; this
 * file decides whether a value passes and which text explains the rule, and it
 * runs unchanged on the server and in the browser so both give the same answer.
 */
import { fieldRuleSchema, type FieldRule } from './system/permission.ts';

/** The languages field messages are written in; every other language reads the English text. */
export type MessageLanguage = 'en' | 'pt';

/** Picks the message language for a language tag such as `pt-BR` or `en`. */
export function messageLanguageOf(language: string | undefined): MessageLanguage {
  return (language ?? '').trim().toLowerCase().startsWith('pt') ? 'pt' : 'en';
}

/** The pattern variants of spec §5, one stable id each. An id is never renamed once shipped. */
export const patternIds = [
  'any',
  'letter_first_alphanumeric',
  'chinese_digits',
  'email',
  'alphanumeric',
  'letters_digits_combined',
  'digits',
  'alphanumeric_uppercase',
  'english_letters_spaces',
  'no_spaces',
  'chinese_punctuation',
  'date',
  'letters_spaces',
  'korean',
  'thai',
  'thai_english_spaces',
  'uppercase_spaces',
  'letters_digits_symbols',
] as const;
export type PatternId = (typeof patternIds)[number];

/** What a length is counted in, for the message: "6 characters" or "6 digits". */
type LengthUnit = 'characters' | 'digits';

interface PatternVariant {
  /** The regular expression source the server sends as `acceptedPattern`, written for the `u` flag. */
  acceptedPattern: string;
  unit: LengthUnit;
  /** Message templates: `{field}` is the field phrase and `{length}` the length phrase. */
  messages: Record<MessageLanguage, string>;
  /** A check the pattern alone cannot express, such as a real calendar date. */
  accepts?: (value: string) => boolean;
}

/** The pattern source that accepts anything (spec §5). */
export const anyPattern = '*';

/*
 * Every source below is linear to match: runs of one class are separated by a
 * character that the class excludes (a space, a dot, an @), so no input can
 * be split between two quantifiers in more than one way.
 */
const emailLabel = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const emailSource =
  `^[A-Za-z0-9_%+-]+(?:\\.[A-Za-z0-9_%+-]+)*@(?:${emailLabel}\\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])$`;
/** The middle dot of transliterated names, typographic quotes and dashes, CJK and full-width punctuation. */
const chinesePunctuation = [
  '\\u00B7\\u2014\\u2026\\u2018\\u2019\\u201C\\u201D',
  '\\u3001-\\u3003\\u3008-\\u3011\\u3014-\\u301F',
  '\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65',
].join('');

export const patternVariants = {
  any: {
    acceptedPattern: anyPattern,
    unit: 'characters',
    messages: { en: 'Please fill in {field} with {length}', pt: 'Preencha {field} com {length}' },
  },
  letter_first_alphanumeric: {
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}: a letter first, then letters and digits',
      pt: 'Preencha {field} com {length}: primeiro uma letra, depois letras e dígitos',
    },
  },
  chinese_digits: {
    acceptedPattern: '^[\\p{Script=Han}0-9]+$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}, using Chinese characters and digits only',
      pt: 'Preencha {field} com {length}, apenas caracteres chineses e dígitos',
    },
  },
  email: {
    acceptedPattern: emailSource,
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with a valid e-mail address of {length}',
      pt: 'Preencha {field} com um endereço de e-mail válido de {length}',
    },
  },
  alphanumeric: {
    acceptedPattern: '^[A-Za-z0-9]+$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}, letters and digits only, without special characters',
      pt: 'Preencha {field} com {length}, apenas letras e dígitos, sem caracteres especiais',
    },
  },
  letters_digits_combined: {
    acceptedPattern: '^(?=[^0-9]*[0-9])(?=[^A-Za-z]*[A-Za-z])[A-Za-z0-9]+$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}, combining letters and digits',
      pt: 'Preencha {field} com {length}, combinando letras e dígitos',
    },
  },
  digits: {
    acceptedPattern: '^[0-9]+$',
    unit: 'digits',
    messages: { en: 'Please fill in {field} with {length}', pt: 'Preencha {field} com {length}' },
  },
  alphanumeric_uppercase: {
    acceptedPattern: '^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}, letters and digits with at least one uppercase letter',
      pt: 'Preencha {field} com {length}, letras e dígitos com pelo menos uma letra maiúscula',
    },
  },
  english_letters_spaces: {
    acceptedPattern: '^[A-Za-z]+(?: +[A-Za-z]+)*$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}, using English letters and spaces only',
      pt: 'Preencha {field} com {length}, apenas letras do alfabeto inglês e espaços',
    },
  },
  no_spaces: {
    acceptedPattern: '^\\S+$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}, without spaces',
      pt: 'Preencha {field} com {length}, sem espaços',
    },
  },
  chinese_punctuation: {
    acceptedPattern: `^[\\p{Script=Han}${chinesePunctuation}]+$`,
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}, using Chinese characters and punctuation only',
      pt: 'Preencha {field} com {length}, apenas caracteres chineses e pontuação',
    },
  },
  date: {
    acceptedPattern: '^(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{2}-[0-9]{2}-[0-9]{4})$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with a real date as yyyy-MM-dd or MM-dd-yyyy',
      pt: 'Preencha {field} com uma data real no formato aaaa-MM-dd ou MM-dd-aaaa',
    },
    accepts: isCalendarDate,
  },
  letters_spaces: {
    acceptedPattern: '^\\p{L}[\\p{L}\\p{M}]*(?: +\\p{L}[\\p{L}\\p{M}]*)*$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}, using letters and spaces only',
      pt: 'Preencha {field} com {length}, apenas letras e espaços',
    },
  },
  korean: {
    acceptedPattern: '^\\p{Script=Hangul}+$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}, in Korean only',
      pt: 'Preencha {field} com {length}, apenas em coreano',
    },
  },
  thai: {
    acceptedPattern: '^\\p{Script=Thai}+$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}, in Thai only',
      pt: 'Preencha {field} com {length}, apenas em tailandês',
    },
  },
  thai_english_spaces: {
    acceptedPattern: '^[\\p{Script=Thai}A-Za-z]+(?: +[\\p{Script=Thai}A-Za-z]+)*$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}, using Thai or English letters and spaces',
      pt: 'Preencha {field} com {length}, apenas letras tailandesas ou inglesas e espaços',
    },
  },
  uppercase_spaces: {
    acceptedPattern: '^[A-Z]+(?: +[A-Z]+)*$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}, using uppercase letters and spaces',
      pt: 'Preencha {field} com {length}, apenas letras maiúsculas e espaços',
    },
  },
  letters_digits_symbols: {
    acceptedPattern: '^[!-~]+$',
    unit: 'characters',
    messages: {
      en: 'Please fill in {field} with {length}, using letters, digits and symbols without spaces',
      pt: 'Preencha {field} com {length}, apenas letras, dígitos e símbolos, sem espaços',
    },
  },
} as const satisfies Record<PatternId, PatternVariant>;

/** The variant of a pattern id, or undefined for an id this version does not know. */
export function patternVariantOf(patternId: string): PatternVariant | undefined {
  return Object.hasOwn(patternVariants, patternId) ? patternVariants[patternId as PatternId] : undefined;
}

/** A message template for an id the catalogue does not know, so a new server rule still explains itself. */
const unknownPatternMessages: Record<MessageLanguage, string> = {
  en: 'Please fill in {field} with {length}, in a valid format',
  pt: 'Preencha {field} com {length}, em um formato válido',
};

/** Accepts yyyy-MM-dd or MM-dd-yyyy only when the day exists in the calendar (29 February only in leap years). */
export function isCalendarDate(value: string): boolean {
  const yearFirst = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/u.exec(value);
  const monthFirst = /^([0-9]{2})-([0-9]{2})-([0-9]{4})$/u.exec(value);
  const parts = yearFirst
    ? { year: yearFirst[1], month: yearFirst[2], day: yearFirst[3] }
    : monthFirst
      ? { year: monthFirst[3], month: monthFirst[1], day: monthFirst[2] }
      : undefined;
  if (!parts) return false;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** A field's label for forms and the phrase that names it inside a message ("your password"). */
interface FieldWording {
  label: string;
  phrase: string;
}

/** The registration and profile field labels of spec §3, keyed by the field names the payloads use. */
export const fieldWordings: Record<string, Record<MessageLanguage, FieldWording>> = {
  username: wording('Username', 'your username', 'Nome de usuário', 'seu nome de usuário'),
  password: wording('Password', 'your password', 'Senha', 'sua senha'),
  confirmPassword: wording(
    'Confirm password',
    'the password confirmation',
    'Confirmar senha',
    'a confirmação da senha',
  ),
  oldPassword: wording('Current password', 'your current password', 'Senha atual', 'sua senha atual'),
  newPassword: wording('New password', 'your new password', 'Nova senha', 'a nova senha'),
  mobileNum: wording('Mobile', 'your mobile number', 'Celular', 'seu número de celular'),
  email: wording('E-mail', 'your e-mail', 'E-mail', 'seu e-mail'),
  nickname: wording('Nickname', 'your nickname', 'Apelido', 'seu apelido'),
  realName: wording('Real name', 'your real name', 'Nome real', 'seu nome real'),
  payeeName: wording('Full name', 'your full name', 'Nome completo', 'seu nome completo'),
  paymentPassword: wording(
    'Transaction password',
    'your transaction password',
    'Senha de transação',
    'sua senha de transação',
  ),
  qqNum: wording('QQ', 'your QQ number', 'QQ', 'seu número QQ'),
  whatsapp: wording('WhatsApp', 'your WhatsApp', 'WhatsApp', 'seu WhatsApp'),
  facebook: wording('Facebook', 'your Facebook', 'Facebook', 'seu Facebook'),
  telegram: wording('Telegram', 'your Telegram', 'Telegram', 'seu Telegram'),
  wechat: wording('WeChat', 'your WeChat', 'WeChat', 'seu WeChat'),
  idNumber: wording('ID number', 'your ID number', 'Número do documento', 'seu número de documento'),
  line: wording('Line ID', 'your Line ID', 'ID do Line', 'seu ID do Line'),
  zalo: wording('Zalo number', 'your Zalo number', 'Número Zalo', 'seu número Zalo'),
  recommenderId: wording('Referrer', 'the referrer ID', 'Indicado por', 'o ID de quem indicou você'),
  affiliateCode: wording('Invitation code', 'the invitation code', 'Código de convite', 'o código de convite'),
  captcha: wording('Captcha', 'the captcha', 'Captcha', 'o captcha'),
  verificationCode: wording('SMS code', 'the SMS code', 'Código SMS', 'o código SMS'),
  birthday: wording('Birthday', 'your date of birth', 'Data de nascimento', 'sua data de nascimento'),
  address: wording('Address', 'your address', 'Endereço', 'seu endereço'),
  nationality: wording('Nationality', 'your nationality', 'Nacionalidade', 'sua nacionalidade'),
  occupation: wording('Occupation', 'your occupation', 'Profissão', 'sua profissão'),
  sourceOfIncome: wording('Source of income', 'your source of income', 'Fonte de renda', 'sua fonte de renda'),
  bankAccountNumber: wording(
    'Bank account number',
    'your bank account number',
    'Número da conta bancária',
    'seu número de conta bancária',
  ),
};

function wording(englishLabel: string, englishPhrase: string, portugueseLabel: string, portuguesePhrase: string) {
  return { en: { label: englishLabel, phrase: englishPhrase }, pt: { label: portugueseLabel, phrase: portuguesePhrase } };
}

const unnamedFieldPhrase: Record<MessageLanguage, string> = { en: 'this field', pt: 'este campo' };

/** The label of a field for a form, falling back to the field name itself. */
export function fieldLabel(field: string, language?: string): string {
  return fieldWordings[field]?.[messageLanguageOf(language)].label ?? field;
}

const lengthPhrases: Record<MessageLanguage, Record<LengthUnit, { one: string; exact: string; range: string }>> = {
  en: {
    characters: { one: '1 character', exact: '{min} characters', range: '{min} - {max} characters' },
    digits: { one: '1 digit', exact: '{min} digits', range: '{min} - {max} digits' },
  },
  pt: {
    characters: { one: '1 caractere', exact: '{min} caracteres', range: '{min} a {max} caracteres' },
    digits: { one: '1 dígito', exact: '{min} dígitos', range: '{min} a {max} dígitos' },
  },
};

/** "6 - 16 characters", or a single number when the bounds are equal ("6 characters"). */
export function lengthPhrase(minLength: number, maxLength: number, language?: string, unit: LengthUnit = 'characters'): string {
  const phrases = lengthPhrases[messageLanguageOf(language)][unit];
  const template = minLength !== maxLength ? phrases.range : minLength === 1 ? phrases.one : phrases.exact;
  return template.replace('{min}', String(minLength)).replace('{max}', String(maxLength));
}

export interface FieldMessageOptions {
  /** The payload field name; it picks the phrase that names the field ("your password"). */
  field?: string;
  language?: string;
}

/** The text explaining a rule, with its bounds inserted; spec §5 uses it for both 'required' and a broken rule. */
export function fieldRuleMessage(rule: FieldRule, options: FieldMessageOptions = {}): string {
  const language = messageLanguageOf(options.language);
  const variant = patternVariantOf(rule.patternId);
  const template = variant?.messages[language] ?? unknownPatternMessages[language];
  const fieldPhrase =
    (options.field === undefined ? undefined : fieldWordings[options.field]?.[language].phrase) ?? unnamedFieldPhrase[language];
  const length = lengthPhrase(rule.minLength, rule.maxLength, language, variant?.unit ?? 'characters');
  return template.replace('{field}', fieldPhrase).replace('{length}', length);
}

/*
 * Compiled patterns are cached because a form validates on every keystroke.
 * The cache is bounded so that a stream of distinct server patterns cannot grow it without limit.
 */
const compiledPatternCacheSizeMax = 256;
const compiledPatterns = new Map<string, RegExp>();

/**
 * Compiles an accepted-pattern source with the `u` flag, anchored to the whole value,
 * so a server pattern written without `^` and `$` still has to match all of it. Throws on an invalid source.
 */
export function compileAcceptedPattern(source: string): RegExp {
  const cached = compiledPatterns.get(source);
  if (cached) return cached;
  const compiled = new RegExp(`^(?:${source})$`, 'u');
  if (compiledPatterns.size >= compiledPatternCacheSizeMax) compiledPatterns.clear();
  compiledPatterns.set(source, compiled);
  return compiled;
}

/** Whether a source can be compiled; the lone `*` counts as valid. */
export function isValidAcceptedPattern(source: string): boolean {
  if (source === anyPattern) return true;
  try {
    compileAcceptedPattern(source);
    return true;
  } catch {
    return false;
  }
}

/** The field-rule schema with the checks a configured rule must pass before anyone relies on it. */
export const checkedFieldRuleSchema = fieldRuleSchema
  .refine((rule) => rule.minLength <= rule.maxLength, { message: 'minLength must not exceed maxLength', path: ['minLength'] })
  .refine((rule) => isValidAcceptedPattern(rule.acceptedPattern), {
    message: 'acceptedPattern is not a valid regular expression with the u flag',
    path: ['acceptedPattern'],
  });

/** Whether a value matches a rule's pattern and the extra check of its variant (length is not looked at). */
export function matchesAcceptedPattern(value: string, rule: Pick<FieldRule, 'acceptedPattern' | 'patternId'>): boolean {
  if (rule.acceptedPattern !== anyPattern && !compileAcceptedPattern(rule.acceptedPattern).test(value)) return false;
  return patternVariantOf(rule.patternId)?.accepts?.(value) ?? true;
}

/**
 * Counts Unicode code points, stopping once the count passes `limit` so that an
 * oversize value costs no more than the limit it breaks.
 */
export function codePointLengthUpTo(value: string, limit: number): number {
  let count = 0;
  for (const _codePoint of value) {
    count += 1;
    if (count > limit) break;
  }
  return count;
}

/** The rule a value broke: left empty, outside the length range, or not matching the pattern. */
export type FieldRuleName = 'required' | 'pattern' | 'length';

export interface FieldRuleFailure {
  rule: FieldRuleName;
  message: string;
}

export interface FieldValidationOptions extends FieldMessageOptions {
  /** Whether surrounding whitespace is removed before checking; spec §5 trims, so the default is true. */
  trim?: boolean;
  /** Whether an empty value fails; an optional field left empty passes. The default is true. */
  required?: boolean;
}

/** Checks one value against a server field rule: null when it passes, else the rule it broke and the text to show. */
export function validateField(
  value: string | null | undefined,
  rule: FieldRule,
  options: FieldValidationOptions = {},
): FieldRuleFailure | null {
  const text = (options.trim ?? true) ? (value ?? '').trim() : (value ?? '');
  const failure = (broken: FieldRuleName): FieldRuleFailure => ({ rule: broken, message: fieldRuleMessage(rule, options) });
  if (text === '') return (options.required ?? true) ? failure('required') : null;
  /* Length comes first: it is cheap and it bounds how much text the pattern is run over. */
  const length = codePointLengthUpTo(text, rule.maxLength);
  if (length < rule.minLength || length > rule.maxLength) return failure('length');
  if (!matchesAcceptedPattern(text, rule)) return failure('pattern');
  return null;
}

/** The code of a confirmation that differs from its original; the spec names it, so it stays as spelled. */
export const inconsistentTwiceCode = 'inconsistent_twice';

export const inconsistentTwiceMessages: Record<MessageLanguage, string> = {
  en: 'Incorrect confirmation input',
  pt: 'A confirmação não corresponde',
};

export interface ConfirmationFailure {
  rule: typeof inconsistentTwiceCode;
  message: string;
}

/** Checks that a confirmation equals its original (both trimmed unless told otherwise): null when it does. */
export function validateConfirmation(
  value: string | null | undefined,
  original: string | null | undefined,
  options: { language?: string; trim?: boolean } = {},
): ConfirmationFailure | null {
  const trim = options.trim ?? true;
  const confirmation = trim ? (value ?? '').trim() : (value ?? '');
  const expected = trim ? (original ?? '').trim() : (original ?? '');
  if (confirmation === expected) return null;
  return { rule: inconsistentTwiceCode, message: inconsistentTwiceMessages[messageLanguageOf(options.language)] };
}

/** Builds a rule from a catalogue variant and a length range. */
export function fieldRuleFor(patternId: PatternId, minLength: number, maxLength: number): FieldRule {
  if (!Number.isInteger(minLength) || !Number.isInteger(maxLength) || minLength < 0 || minLength > maxLength || maxLength < 1) {
    throw new RangeError(`invalid length range ${minLength} - ${maxLength} for pattern ${patternId}`);
  }
  return { acceptedPattern: patternVariants[patternId].acceptedPattern, minLength, maxLength, patternId };
}

/** Mobile number lengths in digits (without the dialing code) by ISO country code; spec §5 "{0} digits by region". */
export const mobileNumberLengths: Record<string, { minLength: number; maxLength: number }> = {
  BR: { minLength: 10, maxLength: 11 },
  PT: { minLength: 9, maxLength: 9 },
  AO: { minLength: 9, maxLength: 9 },
  MZ: { minLength: 9, maxLength: 9 },
  CV: { minLength: 7, maxLength: 7 },
  ES: { minLength: 9, maxLength: 9 },
  GB: { minLength: 10, maxLength: 10 },
  US: { minLength: 10, maxLength: 10 },
};

/** An E.164 number has at most 15 digits, so a country without an entry gets that as its upper bound. */
const unknownCountryMobileLength = { minLength: 6, maxLength: 15 };

/** The mobile-number rule of a country: digits only, with the country's length. */
export function mobileRuleFor(countryCode: string): FieldRule {
  const lengths = mobileNumberLengths[countryCode.trim().toUpperCase()] ?? unknownCountryMobileLength;
  return fieldRuleFor('digits', lengths.minLength, lengths.maxLength);
}

/** The fields that have a server rule, as the registration and account payloads name them. */
export const ruledFields = [
  'username',
  'password',
  'paymentPassword',
  'mobileNum',
  'email',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
  'verificationCode',
] as const;
export type RuledField = (typeof ruledFields)[number];

/** The demo merchant's rules, used when the server has not configured a field (the merchant is in Brazil). */
export const defaultRegisterRules: Record<RuledField, FieldRule> = {
  username: fieldRuleFor('letter_first_alphanumeric', 6, 16),
  password: fieldRuleFor('letters_digits_combined', 8, 20),
  paymentPassword: fieldRuleFor('digits', 6, 6),
  mobileNum: mobileRuleFor('BR'),
  email: fieldRuleFor('email', 6, 64),
  payeeName: fieldRuleFor('letters_spaces', 2, 50),
  qqNum: fieldRuleFor('digits', 5, 12),
  line: fieldRuleFor('no_spaces', 4, 20),
  whatsapp: fieldRuleFor('digits', 8, 15),
  facebook: fieldRuleFor('no_spaces', 5, 50),
  wechat: fieldRuleFor('no_spaces', 6, 20),
  idNumber: fieldRuleFor('alphanumeric', 6, 20),
  recommenderId: fieldRuleFor('digits', 1, 12),
  affiliateCode: fieldRuleFor('alphanumeric', 4, 16),
  captcha: fieldRuleFor('alphanumeric', 4, 6),
  verificationCode: fieldRuleFor('digits', 6, 6),
};

/** Rules as a merchant configures them, by field name; a field left out falls back to its default. */
export type FieldRules = Partial<Record<string, FieldRule>>;

/** The rule for a field: the configured one when present, else the demo merchant's default. */
export function ruleOfField(field: RuledField, rules: FieldRules = {}): FieldRule {
  return rules[field] ?? defaultRegisterRules[field];
}
