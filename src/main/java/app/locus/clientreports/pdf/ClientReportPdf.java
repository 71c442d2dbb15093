package app.locus.clientreports.pdf;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.ZoneId;
import java.util.List;

import app.locus.clientreports.ReportFacts;
import app.locus.clientreports.ReportWording;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import org.jsoup.helper.W3CDom;

/**
 * Renders a client report to PDF with openhtmltopdf (DD146): the XHTML of
 * {@link ReportDocument}, its heatmaps and charts as embedded PNG images, a Unicode font
 * embedded when the machine has one (else the PDF's standard Helvetica, which shows only
 * Latin-1), the agency's name as the document's author and producer.
 */
public final class ClientReportPdf {

	/** Looked for in this order; DejaVu and Liberation ship with most Linux images. */
	private static final List<String> FONT_FILES = List.of("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
			"/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf");

	private static final List<String> BOLD_FONT_FILES = List.of("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
			"/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf");

	private ClientReportPdf() {
	}

	/** The report as a PDF in {@code words}' language, its dates read in {@code zone}. */
	public static byte[] render(ReportFacts facts, ZoneId zone, ReportWording words) {
		ReportDocument document = new ReportDocument(facts, zone, words);
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		PdfRendererBuilder builder = new PdfRendererBuilder();
		builder.useFastMode();
		builder.withW3cDocument(new W3CDom().fromJsoup(document.build()), "about:blank");
		builder.withProducer(facts.brand().name());
		firstExisting(FONT_FILES).ifPresent(
				font -> builder.useFont(font, ReportDocument.FONT, 400, PdfRendererBuilder.FontStyle.NORMAL, true));
		firstExisting(BOLD_FONT_FILES).ifPresent(
				font -> builder.useFont(font, ReportDocument.FONT, 700, PdfRendererBuilder.FontStyle.NORMAL, true));
		builder.toStream(out);
		try {
			builder.run();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return out.toByteArray();
	}

	private static java.util.Optional<File> firstExisting(List<String> paths) {
		return paths.stream().map(File::new).filter(File::canRead).findFirst();
	}

}
