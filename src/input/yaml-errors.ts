// The YAML parser's errors in Russian, for the site (the command line keeps the parser's
// English). A judge editing a scenario's text reads what is wrong and how to fix it; the line and
// column come with every message. A message the table does not know falls back to its kind
// (the parser's code), and that to a plain «текст не читается как YAML».
import type { ErrorCode } from 'yaml';

/** Known messages, by the parser's own wording; `$1` takes what the pattern captured. */
const byMessage: [RegExp, string][] = [
  [/^Flow sequence in block collection must be sufficiently indented/, 'список в квадратных скобках не закрыт знаком «]» или сдвинут левее своего ключа'],
  [/^Flow map in block collection must be sufficiently indented/, 'запись в фигурных скобках не закрыта знаком «}» или сдвинута левее своего ключа'],
  [/^Missing closing "quote/, 'не закрыты двойные кавычки «"»'],
  [/^Missing closing 'quote/, "не закрыт апостроф «'»"],
  [/^Nested mappings are not allowed in compact mappings/, 'после значения на той же строке вложенный ключ не пишется: начните его с новой строки'],
  [/^All mapping items must start at the same column/, 'ключи одного уровня должны начинаться с одного столбца'],
  [/^All sequence items must start at the same column/, 'элементы одного списка должны начинаться с одного столбца'],
  [/^Implicit map keys need to be followed by map values/, 'после ключа нужны двоеточие и значение'],
  [/^Implicit keys (of flow sequence pairs )?need to be on a single line/, 'ключ должен умещаться на одной строке'],
  [/^Unexpected , in flow (sequence|map)/, 'лишняя запятая в скобках'],
  [/^Unexpected empty item in flow/, 'пустой элемент в скобках: лишняя запятая'],
  [/^Missing , or : between flow map items/, 'между элементами в фигурных скобках нужны запятая или двоеточие'],
  [/^Missing , between flow (sequence|map) items/, 'между элементами в скобках нужна запятая'],
  [/^Missing space after : in flow/, 'после двоеточия в скобках нужен пробел'],
  [/^Plain value cannot start with reserved character (.)/, 'значение не может начинаться со знака «$1»: возьмите его в кавычки'],
  [/^Invalid escape sequence (\S+)/, 'неизвестное сочетание «$1» в двойных кавычках: обратную косую черту пишут как «\\\\»'],
  [/^Source contains multiple documents/, 'в тексте несколько документов (строка «---» внутри): нужен один'],
  [/^Block scalar header includes extra characters/, 'после «|» или «>» до конца строки ничего не пишется'],
  [/^Unexpected block-seq-ind on same line with key/, 'элемент списка «-» начинается с новой строки, под своим ключом'],
  [/^Sequence item without - indicator/, 'у элемента списка нет дефиса «-»'],
  [/^Comments must be separated from other tokens by white space/, 'перед знаком комментария «#» нужен пробел'],
  [/^Tags and anchors must be separated from the next token by white space/, 'после якоря «&…» или тега «!…» нужен пробел'],
  [/^A block sequence may not be used as an implicit map key/, 'список не может быть ключом'],
  [/^Map keys must be unique/, 'ключ повторяется: в одной записи каждый ключ пишется один раз'],
  [/^Tabs are not allowed as indentation/, 'отступы табуляцией не допускаются: используйте пробелы'],
  [/^Unresolved tag: (\S+)/, 'неизвестный тег «$1»'],
  [/^Unresolved alias.*: (\S+)$/, 'ссылка «*$1» указывает на якорь, которого выше нет'],
  [/^(Alias|Anchor) cannot be an empty string/, 'у ссылки «*» или якоря «&» нет имени'],
  [/^Excessive alias count/, 'слишком много ссылок «*»: текст разворачивается в слишком большой'],
  [
    /^Unexpected (scalar|map-value-ind|block-seq-ind|flow-map-end|flow-seq-end|comma)? ?(token|at node end)/,
    'лишний текст в этом месте: проверьте отступы, двоеточия и скобки',
  ],
  [/^Unexpected .* (token|in)/, 'лишний текст в этом месте: проверьте отступы, двоеточия и скобки'],
];

/** What each kind of error means, where the wording is not in the table above. */
const byCode: Record<ErrorCode, string> = {
  ALIAS_PROPS: 'у ссылки «*» не может быть тега или якоря',
  BAD_ALIAS: 'неверная ссылка «*» или якорь «&»',
  BAD_DIRECTIVE: 'неверная директива «%»',
  BAD_DQ_ESCAPE: 'неверное сочетание с обратной косой чертой в двойных кавычках',
  BAD_INDENT: 'неверный отступ',
  BAD_PROP_ORDER: 'якорь «&» и тег «!» пишутся после «-», «?» или «:»',
  BAD_SCALAR_START: 'значение начинается с недопустимого знака: возьмите его в кавычки',
  BLOCK_AS_IMPLICIT_KEY: 'ключ не может быть списком или вложенной записью',
  BLOCK_IN_FLOW: 'внутри скобок нельзя писать строки с отступами',
  DUPLICATE_KEY: 'ключ повторяется: в одной записи каждый ключ пишется один раз',
  IMPOSSIBLE: 'текст не читается как YAML',
  KEY_OVER_1024_CHARS: 'ключ длиннее 1024 знаков',
  MISSING_CHAR: 'не хватает знака: кавычки, скобки, двоеточия или пробела',
  MULTILINE_IMPLICIT_KEY: 'ключ должен умещаться на одной строке',
  MULTIPLE_ANCHORS: 'у значения может быть только один якорь «&»',
  MULTIPLE_DOCS: 'в тексте несколько документов (строка «---» внутри): нужен один',
  MULTIPLE_TAGS: 'у значения может быть только один тег «!»',
  NON_STRING_KEY: 'ключ должен быть словом',
  RESOURCE_EXHAUSTION: 'текст разворачивается в слишком большой',
  TAB_AS_INDENT: 'отступы табуляцией не допускаются: используйте пробелы',
  TAG_RESOLVE_FAILED: 'неизвестный тег «!…»',
  UNEXPECTED_TOKEN: 'лишний текст в этом месте: проверьте отступы, двоеточия и скобки',
  BAD_COLLECTION_TYPE: 'тег не подходит к виду значения',
};

/** A YAML error in Russian: by its wording, else by its kind, else a plain «не читается». */
export function yamlErrorRu(message: string, code?: ErrorCode): string {
  const first = message.split('\n')[0];
  for (const [pattern, russian] of byMessage) {
    const found = pattern.exec(first);
    if (found) return russian.replace('$1', found[1] ?? '');
  }
  return (code && byCode[code]) ?? 'текст не читается как YAML';
}
