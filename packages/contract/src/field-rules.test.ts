import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkedFieldRuleSchema,
  compileAcceptedPattern,
  defaultRegisterRules,
  fieldLabel,
  fieldRuleFor,
  fieldRuleMessage,
  inconsistentTwiceCode,
  isCalendarDate,
  lengthPhrase,
  mobileRuleFor,
  patternIds,
  patternVariants,
  ruledFields,
  validateConfirmation,
  validateField,
  type PatternId,
} from './field-rules.ts';

interface VariantCase {
  valid: string[];
  invalid: string[];
  /** A value of exactly this many code points, valid whenever the length is allowed. */
  sample: (length: number) => string;
  /** The length range the boundary tests use. */
  bounds: [number, number];
}

const injections = ['<script>alert(1)</script>', "' OR 1=1 --", '${7*7}', '../../etc/passwd', 'a\u0000b'];

const cases: Record<PatternId, VariantCase> = {
  any: {
    valid: ['hello world', '😀', 'ção', ...injections],
    invalid: [],
    sample: (length) => 'x'.repeat(length),
    bounds: [4, 8],
  },
  letter_first_alphanumeric: {
    valid: ['a', 'abc123', 'Zz9', 'demo01'],
    invalid: ['1abc', 'ab c', 'ab_c', 'abç', 'ab😀', 'ａbc', ...injections],
    sample: (length) => 'a'.repeat(length),
    bounds: [4, 8],
  },
  chinese_digits: {
    valid: ['张三', '李四123', '123'],
    invalid: ['abc', '张 三', '张三!', '😀', '张三，', ...injections],
    sample: (length) => '中'.repeat(length),
    bounds: [4, 8],
  },
  email: {
    valid: ['a@b.co', 'first.last+tag@example.com.br', 'user_1%x@mail-server.example.org', 'x@xn--p1ai.xn--p1ai'],
    invalid: [
      'plain',
      'a@b',
      '@example.com',
      'a@.com',
      'a..b@example.com',
      '.a@example.com',
      'a@example..com',
      'a b@example.com',
      'a@-example.com',
      'a@example.com-',
      'a@example.c',
      'a@example.1com',
      'a@b@example.com',
      'ção@example.com',
      '😀@example.com',
      ...injections,
    ],
    sample: (length) => `${'a'.repeat(length - 5)}@b.co`,
    bounds: [6, 12],
  },
  alphanumeric: {
    valid: ['abc', '123', 'A1b2'],
    invalid: ['a-b', 'a b', 'a_b', 'ção', '😀', '<b>', ...injections],
    sample: (length) => 'a'.repeat(length),
    bounds: [4, 8],
  },
  letters_digits_combined: {
    valid: ['abc123', '1a', 'A1', 'Pass1234'],
    invalid: ['abcdef', '123456', 'abc 123', 'abc-123', 'abc123!', 'ção1', 'a1😀', ...injections],
    sample: (length) => `a${'1'.repeat(length - 1)}`,
    bounds: [4, 8],
  },
  digits: {
    valid: ['0', '0123456789'],
    invalid: ['12a', '1 2', '-1', '1.5', '١٢٣', '１２', '1😀', ...injections],
    sample: (length) => '1'.repeat(length),
    bounds: [4, 8],
  },
  alphanumeric_uppercase: {
    valid: ['A', 'abcD1', 'ABC'],
    invalid: ['abc123', 'abc D', 'Abc!', 'Ábc', 'abc', 'A😀', ...injections],
    sample: (length) => 'A'.repeat(length),
    bounds: [4, 8],
  },
  english_letters_spaces: {
    valid: ['John', 'John Smith', 'Mary  Ann Lee'],
    invalid: ['João', 'John3', "O'Brien", 'John-Smith', 'Zoë', 'John\tSmith', 'John 😀', ...injections],
    sample: (length) => 'a'.repeat(length),
    bounds: [4, 8],
  },
  no_spaces: {
    valid: ['abc', 'a-b_c!', '😀', 'ção', '<script>', 'a\u0000b'],
    invalid: ['a b', 'a\tb', 'a\u00A0b', 'a\u3000b', 'a\nb', '<script>alert(1) </script>'],
    sample: (length) => '-'.repeat(length),
    bounds: [4, 8],
  },
  chinese_punctuation: {
    valid: ['你好', '你好，世界。', '阿沛·阿旺晋美', '《书名》'],
    invalid: ['hello', '你好!', '你好 世界', '你好1', '😀', ...injections],
    sample: (length) => '中'.repeat(length),
    bounds: [4, 8],
  },
  date: {
    valid: ['2024-02-29', '02-29-2024', '1999-12-31', '12-31-1999', '2000-02-29', '0001-01-01'],
    invalid: ['2023-02-29', '1900-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '31-12-1999', '2024/01/01', '0000-01-01', '2024-01-0a'],
    sample: (length) => (length === 10 ? '2024-01-01' : '1'.repeat(length)),
    bounds: [10, 10],
  },
  letters_spaces: {
    valid: ['João da Silva', 'Zoë', 'Ñandú', '张三', 'Иван Петров', 'e\u0301', 'สมชาย ใจดี'],
    invalid: ['John3', "O'Brien", 'John-Smith', '😀', 'a_b', '\u0301e', ...injections],
    sample: (length) => 'é'.repeat(length),
    bounds: [4, 8],
  },
  korean: {
    valid: ['김철수', '한국어'],
    invalid: ['김 철수', 'Kim', '김1', '漢字', '김😀', ...injections],
    sample: (length) => '한'.repeat(length),
    bounds: [4, 8],
  },
  thai: {
    valid: ['สวัสดี', 'ภาษาไทย'],
    invalid: ['สวัสดี ครับ', 'hello', 'สวัสดี1', 'ไทย😀', ...injections],
    sample: (length) => 'ก'.repeat(length),
    bounds: [4, 8],
  },
  thai_english_spaces: {
    valid: ['สวัสดี hello', 'Hello World', 'ภาษาไทย'],
    invalid: ['hello1', 'สวัสดี!', 'Zoë', '김', 'hi 😀', ...injections],
    sample: (length) => 'ก'.repeat(length),
    bounds: [4, 8],
  },
  uppercase_spaces: {
    valid: ['JOHN', 'JOHN SMITH', 'A'],
    invalid: ['John', 'JOHN1', 'JOÃO', "O'BRIEN", 'JOHN 😀', ...injections],
    sample: (length) => 'A'.repeat(length),
    bounds: [4, 8],
  },
  letters_digits_symbols: {
    valid: ['abc', 'P@ssw0rd!', '<script>alert(1)</script>', "'OR1=1--"],
    invalid: ['a b', 'ção', '😀', 'a\u0000b', 'a\tb'],
    sample: (length) => '!'.repeat(length),
    bounds: [4, 8],
  },
};

const wideRule = (patternId: PatternId) => (patternId === 'date' ? fieldRuleFor('date', 10, 10) : fieldRuleFor(patternId, 1, 200));

describe('pattern variants', () => {
  it('covers every variant of spec §5 with a case table', () => {
    expect(Object.keys(cases).sort()).toEqual([...patternIds].sort());
    expect(Object.keys(patternVariants).sort()).toEqual([...patternIds].sort());
  });

  describe.each(patternIds)('%s', (patternId) => {
    const variantCase = cases[patternId];

    it.each(variantCase.valid)('accepts %j', (value) => {
      expect(validateField(value, wideRule(patternId))).toBeNull();
    });

    it.each(variantCase.invalid)('refuses %j as a pattern failure', (value) => {
      const rule = wideRule(patternId);
      const failure = validateField(value, rule);
      expect(failure?.rule).toBe(patternId === 'date' && [...value].length !== 10 ? 'length' : 'pattern');
    });

    it('checks the length boundaries min - 1, min, max and max + 1', () => {
      const [minLength, maxLength] = variantCase.bounds;
      const rule = fieldRuleFor(patternId, minLength, maxLength);
      expect(validateField(variantCase.sample(minLength - 1), rule)?.rule).toBe('length');
      expect(validateField(variantCase.sample(minLength), rule)).toBeNull();
      expect(validateField(variantCase.sample(maxLength), rule)).toBeNull();
      expect(validateField(variantCase.sample(maxLength + 1), rule)?.rule).toBe('length');
    });

    it('treats empty and whitespace-only values as required, with the pattern text', () => {
      const rule = fieldRuleFor(patternId, variantCase.bounds[0], variantCase.bounds[1]);
      const message = fieldRuleMessage(rule, { field: 'username' });
      for (const value of ['', '   ', '\t\n', null, undefined]) {
        expect(validateField(value, rule, { field: 'username' })).toEqual({ rule: 'required', message });
      }
    });

    it('trims surrounding whitespace unless told not to', () => {
      const value = ` ${variantCase.sample(variantCase.bounds[1])}\u00A0`;
      const rule = fieldRuleFor(patternId, variantCase.bounds[0], variantCase.bounds[1]);
      expect(validateField(value, rule)).toBeNull();
      expect(validateField(value, rule, { trim: false })).not.toBeNull();
    });

    it('writes its bounds into the message, or a single number when they are equal', () => {
      const english = fieldRuleMessage(fieldRuleFor(patternId, 4, 12), { language: 'en' });
      const portuguese = fieldRuleMessage(fieldRuleFor(patternId, 4, 12), { language: 'pt-BR' });
      const exact = fieldRuleMessage(fieldRuleFor(patternId, 6, 6), { language: 'en' });
      if (patternId === 'date') {
        expect(english).toContain('yyyy-MM-dd');
        expect(portuguese).toContain('aaaa-MM-dd');
        return;
      }
      const unit = patternId === 'digits' ? 'digits' : 'characters';
      expect(english).toContain(`4 - 12 ${unit}`);
      expect(portuguese).toContain(`4 a 12 ${unit === 'digits' ? 'dígitos' : 'caracteres'}`);
      expect(exact).toContain(` 6 ${unit}`);
      expect(exact).not.toContain('6 - 6');
    });

    it('matches hostile input without catastrophic backtracking', () => {
      const source = patternVariants[patternId].acceptedPattern;
      if (source === '*') return;
      const pattern = compileAcceptedPattern(source);
      /* Short inputs first: an exponential pattern takes seconds on these and fails here instead of hanging on the long ones. */
      expect(millisecondsToTest(pattern, hostileInputs(28))).toBeLessThan(500);
      expect(millisecondsToTest(pattern, hostileInputs(50_000))).toBeLessThan(500);
    });
  });
});

/** Inputs that almost match, built to make a backtracking pattern try every way of splitting them. */
function hostileInputs(size: number): string[] {
  const half = Math.floor(size / 2);
  return [
    `${'a'.repeat(size)}!`,
    `${'a '.repeat(half)}!`,
    `${'a.'.repeat(half)}@`,
    `a@${'a'.repeat(size)}-`,
    `a@${'a.'.repeat(half)}-`,
    `a@${'a-'.repeat(half)}`,
    `${'1'.repeat(size)}a!`,
    `${'é'.repeat(size)} 1`,
    `${'A '.repeat(half)}a`,
  ];
}

function millisecondsToTest(pattern: RegExp, values: string[]): number {
  const started = Date.now();
  for (const value of values) pattern.test(value);
  return Date.now() - started;
}

describe('validateField', () => {
  it('counts length in code points, so an emoji is one character', () => {
    const rule = fieldRuleFor('any', 1, 2);
    expect(validateField('😀😀', rule)).toBeNull();
    expect(validateField('😀😀😀', rule)?.rule).toBe('length');
  });

  it('lets an optional field stay empty but still checks it when filled', () => {
    const rule = defaultRegisterRules.qqNum;
    expect(validateField('', rule, { required: false })).toBeNull();
    expect(validateField('  ', rule, { required: false })).toBeNull();
    expect(validateField('12ab5', rule, { required: false })?.rule).toBe('pattern');
  });

  it('refuses an oversize value by length without running the pattern over all of it', () => {
    const failure = validateField('a'.repeat(1_000_000), defaultRegisterRules.username);
    expect(failure?.rule).toBe('length');
  });

  it('applies a server pattern to the whole value, even without anchors', () => {
    const rule = { acceptedPattern: 'abc', minLength: 1, maxLength: 10, patternId: 'merchant_custom' };
    expect(validateField('abc', rule)).toBeNull();
    expect(validateField('xabcx', rule)?.rule).toBe('pattern');
    expect(validateField('xabcx', rule)?.message).toBe('Please fill in this field with 1 - 10 characters, in a valid format');
  });

  it('uses the server pattern for a known id, keeping the catalogue message and extra check', () => {
    const rule = { acceptedPattern: '[0-9]{4}-[0-9]{2}-[0-9]{2}', minLength: 10, maxLength: 10, patternId: 'date' };
    expect(validateField('2024-02-29', rule)).toBeNull();
    expect(validateField('02-29-2024', rule)?.rule).toBe('pattern');
    expect(validateField('2023-02-29', rule)?.rule).toBe('pattern');
  });

  it('names the field in the message in English and Portuguese', () => {
    expect(validateField('abc', defaultRegisterRules.password, { field: 'password' })?.message).toBe(
      'Please fill in your password with 8 - 20 characters, combining letters and digits',
    );
    expect(validateField('abc', defaultRegisterRules.password, { field: 'password', language: 'pt' })?.message).toBe(
      'Preencha sua senha com 8 a 20 caracteres, combinando letras e dígitos',
    );
    expect(validateField('12', defaultRegisterRules.verificationCode, { field: 'verificationCode' })?.message).toBe(
      'Please fill in the SMS code with 6 digits',
    );
    expect(validateField('', defaultRegisterRules.username, { field: 'unknownField', language: 'zh' })?.message).toBe(
      'Please fill in this field with 6 - 16 characters: a letter first, then letters and digits',
    );
  });

  it('never throws, whatever the input, for every variant', () => {
    const rules = patternIds.map((patternId) => fieldRuleFor(patternId, 1, 40));
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (value) => {
        for (const rule of rules) {
          const failure = validateField(value, rule);
          expect(failure === null || ['required', 'length', 'pattern'].includes(failure.rule)).toBe(true);
        }
      }),
    );
  });

  it('accepts digits-only values exactly when every character is an ASCII digit', () => {
    const rule = fieldRuleFor('digits', 1, 30);
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 30 }), (value) => {
        const trimmed = value.trim();
        const allDigits = trimmed.length > 0 && [...trimmed].every((character) => character >= '0' && character <= '9');
        expect(validateField(value, rule) === null).toBe(allDigits);
      }),
    );
  });

  it('accepts combined letters and digits exactly when both kinds are present and nothing else', () => {
    const rule = fieldRuleFor('letters_digits_combined', 1, 30);
    const characters = fc.constantFrom('a', 'Z', '0', '9', '_', ' ', 'é');
    fc.assert(
      fc.property(fc.array(characters, { minLength: 1, maxLength: 30 }), (parts) => {
        const value = parts.join('').trim();
        const isLetter = (character: string) => /^[A-Za-z]$/.test(character);
        const isDigit = (character: string) => /^[0-9]$/.test(character);
        const expected =
          value.length > 0 &&
          [...value].every((character) => isLetter(character) || isDigit(character)) &&
          [...value].some(isLetter) &&
          [...value].some(isDigit);
        expect(validateField(value, rule) === null).toBe(expected);
      }),
    );
  });
});

describe('isCalendarDate', () => {
  it('agrees with the calendar for every year, month and day in both orders', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (year, month, day) => {
        const date = new Date(Date.UTC(2000, month - 1, day));
        date.setUTCFullYear(year, month - 1, day);
        const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
        const yearText = String(year).padStart(4, '0');
        const monthText = String(month).padStart(2, '0');
        const dayText = String(day).padStart(2, '0');
        expect(isCalendarDate(`${yearText}-${monthText}-${dayText}`)).toBe(exists);
        expect(isCalendarDate(`${monthText}-${dayText}-${yearText}`)).toBe(exists);
      }),
    );
  });
});

describe('validateConfirmation', () => {
  it('passes when the confirmation equals the original after trimming', () => {
    expect(validateConfirmation('Secret123', 'Secret123')).toBeNull();
    expect(validateConfirmation(' Secret123 ', 'Secret123')).toBeNull();
  });

  it('gives inconsistent_twice with its text when they differ', () => {
    expect(validateConfirmation('Secret124', 'Secret123')).toEqual({
      rule: inconsistentTwiceCode,
      message: 'Incorrect confirmation input',
    });
    expect(validateConfirmation('', 'Secret123', { language: 'pt' })).toEqual({
      rule: 'inconsistent_twice',
      message: 'A confirmação não corresponde',
    });
    expect(validateConfirmation('secret123', 'Secret123')?.rule).toBe('inconsistent_twice');
  });
});

describe('rules and wording', () => {
  it('gives every ruled field a default rule from the catalogue that the default rule schema accepts', () => {
    for (const field of ruledFields) {
      const rule = defaultRegisterRules[field];
      expect(checkedFieldRuleSchema.safeParse(rule).success).toBe(true);
      expect(rule.acceptedPattern).toBe(patternVariants[rule.patternId as PatternId].acceptedPattern);
    }
  });

  it('refuses configured rules that cannot be compiled or whose bounds are reversed', () => {
    const rule = { acceptedPattern: '^[a-z]+$', minLength: 2, maxLength: 5, patternId: 'x' };
    expect(checkedFieldRuleSchema.safeParse({ ...rule, acceptedPattern: '(' }).success).toBe(false);
    expect(checkedFieldRuleSchema.safeParse({ ...rule, acceptedPattern: '\\ ' }).success).toBe(false);
    expect(checkedFieldRuleSchema.safeParse({ ...rule, minLength: 6 }).success).toBe(false);
    expect(checkedFieldRuleSchema.safeParse({ ...rule, acceptedPattern: '*' }).success).toBe(true);
    expect(() => fieldRuleFor('digits', 7, 6)).toThrow(RangeError);
  });

  it('sizes the mobile rule by country', () => {
    expect(mobileRuleFor('br')).toMatchObject({ patternId: 'digits', minLength: 10, maxLength: 11 });
    expect(mobileRuleFor('PT')).toMatchObject({ minLength: 9, maxLength: 9 });
    expect(mobileRuleFor('ZZ')).toMatchObject({ minLength: 6, maxLength: 15 });
    expect(validateField('11987654321', defaultRegisterRules.mobileNum)).toBeNull();
    expect(validateField('119876543', defaultRegisterRules.mobileNum)?.rule).toBe('length');
  });

  it('words lengths in both languages, with the singular for one', () => {
    expect(lengthPhrase(1, 1, 'en')).toBe('1 character');
    expect(lengthPhrase(1, 1, 'pt', 'digits')).toBe('1 dígito');
    expect(lengthPhrase(6, 6, 'pt', 'digits')).toBe('6 dígitos');
    expect(lengthPhrase(2, 50, 'en')).toBe('2 - 50 characters');
  });

  it('labels the spec §3 fields, falling back to the field name', () => {
    expect(fieldLabel('paymentPassword', 'en')).toBe('Transaction password');
    expect(fieldLabel('mobileNum', 'pt')).toBe('Celular');
    expect(fieldLabel('favouriteColour', 'pt')).toBe('favouriteColour');
  });
});
