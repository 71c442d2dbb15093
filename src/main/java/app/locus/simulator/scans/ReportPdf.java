package app.locus.simulator.scans;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The one-page PDF a report's {@code pdf} link points to: the report key, its keyword and
 * the latest scan's figures, in Helvetica on A4. Written by hand (a handful of objects
 * and their cross-reference table), since nothing else in Locus makes PDFs.
 */
final class ReportPdf {

	private ReportPdf() {
	}

	static byte[] of(String key, ScanReport latest) {
		BusinessStats own = latest.result().own();
		List<String> lines = List.of("Report " + key, latest.result().business().name(),
				"Keyword: " + latest.settings().keyword() + " (" + latest.settings().platform() + ")",
				String.format(Locale.ROOT, "ARP %.2f   ATRP %.2f   SoLV %.2f%%", own.arp(), own.atrp(), own.solv()));
		StringBuilder text = new StringBuilder("BT /F1 14 Tf 56 780 Td 20 TL");
		lines.forEach(line -> text.append(" (").append(escape(line)).append(") Tj T*"));
		text.append(" ET");
		String content = text.toString();
		List<String> objects = List.of("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
				"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R"
						+ " /Resources << /Font << /F1 5 0 R >> >> >>",
				"<< /Length " + content.length() + " >>\nstream\n" + content + "\nendstream",
				"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		write(out, "%PDF-1.4\n");
		List<Integer> offsets = new ArrayList<>();
		for (int i = 0; i < objects.size(); i++) {
			offsets.add(out.size());
			write(out, (i + 1) + " 0 obj\n" + objects.get(i) + "\nendobj\n");
		}
		int xref = out.size();
		StringBuilder table = new StringBuilder("xref\n0 " + (objects.size() + 1) + "\n0000000000 65535 f \n");
		offsets.forEach(offset -> table.append(String.format(Locale.ROOT, "%010d 00000 n \n", offset)));
		table.append("trailer\n<< /Size ")
			.append(objects.size() + 1)
			.append(" /Root 1 0 R >>\nstartxref\n")
			.append(xref)
			.append("\n%%EOF\n");
		write(out, table.toString());
		return out.toByteArray();
	}

	/** Printable ASCII only (the standard font's encoding), with PDF's string escapes. */
	private static String escape(String line) {
		return line.replaceAll("[^\\x20-\\x7E]", "?").replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)");
	}

	private static void write(ByteArrayOutputStream out, String text) {
		out.writeBytes(text.getBytes(StandardCharsets.US_ASCII));
	}

}
