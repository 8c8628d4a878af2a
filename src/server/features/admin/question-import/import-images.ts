// The images a Moodle XML file embeds, stored as uploads when the file is imported (never by the dry
// run): each is checked and re-encoded as an upload is (uploads/service.ts), and the question's
// references to it (@@PLUGINFILE@@/name) become the stored image's address.
import type { ImportedItem } from '../../../../shared/api/question-import.ts';
import { badRequest, HttpError } from '../../../http-errors.ts';
import { sniffImageType, storeUpload } from '../uploads/service.ts';
import { PLUGINFILE, type FileWithData } from './moodle-xml-text.ts';
import type { ImportPlan } from './write.service.ts';

/** The plan with every embedded image stored and referred to by its address; refused whole if one cannot be stored. */
export async function withStoredImages(uploadsDir: string, plan: ImportPlan): Promise<ImportPlan> {
  const items: ImportedItem[] = [];
  for (const item of plan.items) {
    const files = (item.question.files ?? []) as FileWithData[];
    if (files.length === 0) {
      items.push(item);
      continue;
    }
    const addresses = new Map<string, string>();
    for (const file of files) {
      const bytes = Buffer.from(file.base64, 'base64');
      try {
        addresses.set(`${PLUGINFILE}${encodeURIComponent(file.name)}`, (await storeUpload(uploadsDir, sniffImageType(bytes) ?? undefined, bytes)).path);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        throw badRequest(`The image “${file.name}” of the question on line ${item.line} cannot be stored: ${error.message} Nothing was imported.`);
      }
    }
    items.push(resolved(item, addresses));
  }
  return { ...plan, items };
}

function resolved(item: ImportedItem, addresses: Map<string, string>): ImportedItem {
  const swap = (text: string) => {
    let result = text;
    for (const [reference, address] of addresses) result = result.split(reference).join(address);
    return result;
  };
  const figure = (reference: string | null | undefined) => (reference ? (addresses.get(reference) ?? null) : null);
  const { question } = item;
  const figures = question.figures
    ? { question: figure(question.figures.question), options: question.figures.options.map(figure), explanation: figure(question.figures.explanation) }
    : undefined;
  return {
    ...item,
    question: {
      ...question,
      text: swap(question.text),
      options: question.options.map(swap),
      explanation: swap(question.explanation),
      files: [],
      ...(figures ? { figures } : {}),
    },
  };
}
