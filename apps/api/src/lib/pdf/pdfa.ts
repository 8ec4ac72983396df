/**
 * Makes a pdf-lib document PDF/A-3b (ISO 19005-3): XMP metadata that matches the document
 * information dictionary, an sRGB output intent, a document ID, and attached files with their
 * relationship (`AFRelationship`, listed in the catalog's `AF`). Fonts are the writer's part
 * (`writer.ts` embeds every glyph it draws).
 *
 * A profile on top of PDF/A (Factur-X, ZUGFeRD) describes its own XMP properties as an
 * extension schema: pass it as `extensions`.
 */
import { createHash } from 'node:crypto';
import type { AFRelationship, PDFDocument } from 'pdf-lib';
import { SRGB_ICC_BASE64 } from './srgb-profile';

export interface PdfAMetadata {
  title: string;
  author: string;
  subject: string;
  /** BCP 47, e.g. `de-DE`. */
  language: string;
  keywords?: string[];
  /** Creation and modification time. */
  createdAt: Date;
}

export interface PdfAAttachment {
  filename: string;
  bytes: Uint8Array;
  mimeType: string;
  description: string;
  relationship: 'Alternative' | 'Data' | 'Source' | 'Supplement';
}

/** An XMP extension schema (PDF/A requires custom properties to be described) with its values. */
export interface XmpExtension {
  schema: string;
  namespaceUri: string;
  prefix: string;
  properties: { name: string; description: string; value: string }[];
}

const PRODUCER = 'Bildungsurlaub provider dashboard (pdf-lib)';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** ISO 8601 without milliseconds: the same instant the info dictionary's `D:` dates name. */
const xmpDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function xmp(meta: PdfAMetadata, extensions: XmpExtension[]): string {
  const e = escapeXml;
  const date = xmpDate(meta.createdAt);
  const schemas = extensions
    .map(
      (x) => `
      <rdf:li rdf:parseType="Resource">
       <pdfaSchema:schema>${e(x.schema)}</pdfaSchema:schema>
       <pdfaSchema:namespaceURI>${e(x.namespaceUri)}</pdfaSchema:namespaceURI>
       <pdfaSchema:prefix>${e(x.prefix)}</pdfaSchema:prefix>
       <pdfaSchema:property>
        <rdf:Seq>${x.properties
          .map(
            (p) => `
         <rdf:li rdf:parseType="Resource">
          <pdfaProperty:name>${e(p.name)}</pdfaProperty:name>
          <pdfaProperty:valueType>Text</pdfaProperty:valueType>
          <pdfaProperty:category>external</pdfaProperty:category>
          <pdfaProperty:description>${e(p.description)}</pdfaProperty:description>
         </rdf:li>`,
          )
          .join('')}
        </rdf:Seq>
       </pdfaSchema:property>
      </rdf:li>`,
    )
    .join('');
  const values = extensions
    .map(
      (x) => `
  <rdf:Description rdf:about="" xmlns:${x.prefix}="${e(x.namespaceUri)}">${x.properties
    .map(
      (p) => `
   <${x.prefix}:${p.name}>${e(p.value)}</${x.prefix}:${p.name}>`,
    )
    .join('')}
  </rdf:Description>`,
    )
    .join('');
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
   <pdfaid:part>3</pdfaid:part>
   <pdfaid:conformance>B</pdfaid:conformance>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${e(meta.title)}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>${e(meta.author)}</rdf:li></rdf:Seq></dc:creator>
   <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${e(meta.subject)}</rdf:li></rdf:Alt></dc:description>
   <dc:language><rdf:Bag><rdf:li>${e(meta.language)}</rdf:li></rdf:Bag></dc:language>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <pdf:Producer>${PRODUCER}</pdf:Producer>${
     meta.keywords?.length
       ? `
   <pdf:Keywords>${e(meta.keywords.join(' '))}</pdf:Keywords>`
       : ''
   }
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
   <xmp:CreatorTool>${PRODUCER}</xmp:CreatorTool>
   <xmp:CreateDate>${date}</xmp:CreateDate>
   <xmp:ModifyDate>${date}</xmp:ModifyDate>
   <xmp:MetadataDate>${date}</xmp:MetadataDate>
  </rdf:Description>${
    extensions.length
      ? `
  <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
   <pdfaExtension:schemas>
    <rdf:Bag>${schemas}
    </rdf:Bag>
   </pdfaExtension:schemas>
  </rdf:Description>${values}`
      : ''
  }
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** Adds what PDF/A-3b asks of the document besides its fonts; call it once, before saving. */
export async function applyPdfA(
  pdf: PDFDocument,
  meta: PdfAMetadata,
  options: { attachments?: PdfAAttachment[]; extensions?: XmpExtension[] } = {},
): Promise<void> {
  const { PDFName, PDFString, PDFHexString } = await import('pdf-lib');
  const created = new Date(Math.floor(meta.createdAt.getTime() / 1000) * 1000);
  // The information dictionary says exactly what the XMP says (PDF/A 6.6.2.3).
  pdf.setTitle(meta.title, { showInWindowTitleBar: true });
  pdf.setAuthor(meta.author);
  pdf.setSubject(meta.subject);
  pdf.setLanguage(meta.language);
  if (meta.keywords?.length) pdf.setKeywords([meta.keywords.join(' ')]);
  pdf.setCreator(PRODUCER);
  pdf.setProducer(PRODUCER);
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);

  for (const file of options.attachments ?? []) {
    await pdf.attach(file.bytes, file.filename, {
      mimeType: file.mimeType,
      description: file.description,
      creationDate: created,
      modificationDate: created,
      afRelationship: file.relationship as AFRelationship,
    });
  }

  const profile = Buffer.from(SRGB_ICC_BASE64, 'base64');
  const profileRef = pdf.context.register(pdf.context.flateStream(profile, { N: 3 }));
  const intent = pdf.context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: profileRef,
  });
  pdf.catalog.set(PDFName.of('OutputIntents'), pdf.context.obj([pdf.context.register(intent)]));

  const metadata = pdf.context.stream(
    new TextEncoder().encode(xmp({ ...meta, createdAt: created }, options.extensions ?? [])),
    {
      Type: 'Metadata',
      Subtype: 'XML',
    },
  );
  pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(metadata));

  const id = createHash('sha256').update(meta.title).update(meta.author).update(created.toISOString()).digest('hex');
  const idString = PDFHexString.of(id.slice(0, 32));
  pdf.context.trailerInfo.ID = pdf.context.obj([idString, idString]);
}
