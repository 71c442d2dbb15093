package app.locus.twofactor;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;

/**
 * Draws a QR code as an SVG image in a {@code data:} address, so that it needs neither a
 * file, nor an endpoint, nor a request that could be cached or logged.
 */
final class QrCodeSvg {

	private static final int QUIET_ZONE = 4;

	private QrCodeSvg() {
	}

	static String dataUri(String text) {
		BitMatrix matrix;
		try {
			matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0,
					Map.of(EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M, EncodeHintType.MARGIN, 0));
		}
		catch (WriterException ex) {
			throw new IllegalArgumentException("Too long for a QR code", ex);
		}
		int size = matrix.getWidth() + 2 * QUIET_ZONE;
		StringBuilder path = new StringBuilder();
		for (int y = 0; y < matrix.getHeight(); y++) {
			for (int x = 0; x < matrix.getWidth(); x++) {
				if (matrix.get(x, y)) {
					path.append('M').append(x + QUIET_ZONE).append(' ').append(y + QUIET_ZONE).append("h1v1h-1z");
				}
			}
		}
		String svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + size + " " + size
				+ "\" shape-rendering=\"crispEdges\"><rect width=\"100%\" height=\"100%\" fill=\"#fff\"/><path d=\""
				+ path + "\" fill=\"#000\"/></svg>";
		return "data:image/svg+xml;base64," + Base64.getEncoder().encodeToString(svg.getBytes(StandardCharsets.UTF_8));
	}

}
