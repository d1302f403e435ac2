import notoSansDevanagariBold from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url';
import notoSansDevanagariRegular from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url';
import notoSansBold from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';
import notoSansRegular from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';

/** The font families the PDFs use, as named in their document definitions. */
export type PdfFontFamily = 'NotoSans' | 'NotoSansDevanagari';

export interface PdfFontFiles {
  normal: string;
  bold: string;
}

/**
 * Where each PDF font is served from: Google's static Noto TTFs (SIL Open Font License 1.1) as
 * the @expo-google-fonts packages ship them, whole (no subset), regular and bold. The build emits
 * them as assets of their own, fetched only when a PDF is made; the PDF embeds the glyphs it uses.
 * Noto Sans covers Latin and the rupee sign, Noto Sans Devanagari Hindi.
 */
export const PDF_FONT_URLS: Record<PdfFontFamily, PdfFontFiles> = {
  NotoSans: { normal: notoSansRegular, bold: notoSansBold },
  NotoSansDevanagari: { normal: notoSansDevanagariRegular, bold: notoSansDevanagariBold },
};
