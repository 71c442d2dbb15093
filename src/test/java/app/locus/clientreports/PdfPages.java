package app.locus.clientreports;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import javax.imageio.ImageIO;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;

/**
 * A PDF read back page by page with PDFBox: each page's lines top to bottom (the running
 * footer last), and each page drawn as a PNG for a person to look at.
 */
public final class PdfPages {

	private static final float DPI = 72f;

	private PdfPages() {
	}

	/** The non-blank lines of every page, in reading order from the top. */
	public static List<List<String>> lines(byte[] pdf) throws IOException {
		try (PDDocument document = Loader.loadPDF(pdf)) {
			PDFTextStripper stripper = new PDFTextStripper();
			stripper.setSortByPosition(true);
			List<List<String>> pages = new ArrayList<>();
			for (int page = 1; page <= document.getNumberOfPages(); page++) {
				stripper.setStartPage(page);
				stripper.setEndPage(page);
				pages.add(Arrays.stream(stripper.getText(document).split("\\R"))
					.map(String::strip)
					.filter(line -> !line.isEmpty())
					.toList());
			}
			return pages;
		}
	}

	/** Draws every page into {@code folder} as page-1.png, page-2.png and so on. */
	public static List<Path> images(byte[] pdf, Path folder) throws IOException {
		Files.createDirectories(folder);
		List<Path> written = new ArrayList<>();
		try (PDDocument document = Loader.loadPDF(pdf)) {
			PDFRenderer renderer = new PDFRenderer(document);
			for (int page = 0; page < document.getNumberOfPages(); page++) {
				BufferedImage image = renderer.renderImageWithDPI(page, DPI);
				Path file = folder.resolve("page-" + (page + 1) + ".png");
				ImageIO.write(image, "png", file.toFile());
				written.add(file);
			}
		}
		return written;
	}

}
