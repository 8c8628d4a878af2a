// The translator in React: `useTranslation(namespace)` gives that namespace's `t` in the current
// language and renders again when the language changes; `<Trans>` puts elements into a message
// ('<strong>{{name}}</strong> wins'). A component whose namespace is not loaded yet suspends until it
// is: a navigation keeps the page it leaves on screen meanwhile (React Router's transitions).
import { Children, cloneElement, createContext, isValidElement, use, useContext, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { appI18n } from './instance.ts';
import type { Language } from './languages.ts';
import type { MessageKey, MessageValues, Namespace, TFunction } from './messages.ts';
import { interpolate, type Translator } from './translator.ts';

const TranslatorContext = createContext<Translator | null>(null);

/** The translator of what it holds: a server render's own, or the app's. */
export function TranslatorProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/**
 * A namespace's `t` in the interface's language, or in `lng` where a text must follow something else
 * (a question's review in the language it was read in).
 */
export function useTranslation<NS extends Namespace = 'common'>(namespace?: NS, options?: { lng?: Language }): { t: TFunction<NS>; i18n: Translator } {
  const i18n = useContext(TranslatorContext) ?? appI18n;
  const current = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const language = options?.lng ?? current;
  const ns = (namespace ?? 'common') as NS;
  if (!i18n.hasBundle(language, ns)) use(i18n.load(language, ns));
  return { t: i18n.getFixedT(language, ns), i18n };
}

type Components = readonly ReactElement[] | Readonly<Record<string, ReactElement>>;

interface Tag {
  name: string;
  children: Node[];
}
type Node = string | Tag;

const TAG = /<(\/?)([\w-]+)\s*(\/?)>/g;

/** A message's text and its <tags>, as a tree: 'a <0>b <strong>c</strong></0>' -> ['a ', {0: ['b ', {strong: ['c']}]}]. */
export function parseTags(message: string): Node[] {
  const root: Tag = { name: '', children: [] };
  const open: Tag[] = [root];
  let at = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, closing, name, selfClosing] = match;
    const top = open[open.length - 1]!;
    if (match.index > at) top.children.push(message.slice(at, match.index));
    at = match.index + whole.length;
    if (closing) {
      // a closing tag closes the nearest open tag of its name; a stray one is text
      const index = open.findLastIndex((tag) => tag.name === name);
      if (index > 0) open.length = index;
      else top.children.push(whole);
    } else {
      const tag: Tag = { name: name!, children: [] };
      top.children.push(tag);
      if (!selfClosing) open.push(tag);
    }
  }
  if (at < message.length) open[open.length - 1]!.children.push(message.slice(at));
  return root.children;
}

function elementFor(components: Components | undefined, name: string): ReactElement | undefined {
  if (!components) return undefined;
  if (Array.isArray(components)) return /^\d+$/.test(name) ? (components as readonly ReactElement[])[Number(name)] : undefined;
  return (components as Record<string, ReactElement>)[name];
}

function renderNodes(nodes: Node[], components: Components | undefined, values: MessageValues | undefined): ReactNode[] {
  return nodes.map((node, index) => {
    // values go into the text after the tags are read, so a '<' in a series' title stays text
    if (typeof node === 'string') return interpolate(node, values);
    const element = elementFor(components, node.name);
    const inner = renderNodes(node.children, components, values);
    if (!element || !isValidElement(element)) return inner.length === 1 ? inner[0] : Children.toArray(inner);
    // an element named without content in the message ('<br/>') keeps its own children
    return node.children.length === 0 ? cloneElement(element, { key: index }) : cloneElement(element, { key: index }, ...inner);
  });
}

interface TransProps<NS extends Namespace> {
  t: TFunction<NS>;
  i18nKey: MessageKey<NS>;
  values?: MessageValues;
  count?: number;
  /** the elements the message's tags stand for: <0>… by position, <strong>… by name */
  components?: Components;
}

/** A message with elements in it: its tags become the given elements, its text stays text. */
export function Trans<NS extends Namespace>({ t, i18nKey, values, count, components }: TransProps<NS>) {
  const all = count === undefined ? values : { ...values, count };
  // the raw message, with its tags and placeholders: `t` fills placeholders and would let a value's '<' be read as a tag
  const message = t(i18nKey, rawOnly(all));
  return <>{renderNodes(parseTags(message), components, all)}</>;
}

/** The count alone (it chooses the plural form), every other placeholder kept for after the tags are read. */
function rawOnly(values: MessageValues | undefined): MessageValues | undefined {
  if (values?.count === undefined) return undefined;
  return { count: values.count, ...keepPlaceholders(values) };
}

function keepPlaceholders(values: MessageValues): MessageValues {
  const kept: MessageValues = {};
  for (const name of Object.keys(values)) if (name !== 'count') kept[name] = `{{${name}}}`;
  return kept;
}
