package app.locus.scans;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;

import app.locus.upstream.api.WireCode;
import app.locus.upstream.api.scans.ScanRequest;

/**
 * What makes two submissions "the same scan": place, keyword (ignoring case and repeated
 * spaces), centre, grid, radius, unit, platform and AI analysis, hashed (SHA-256, hex).
 */
final class ScanFingerprint {

	private ScanFingerprint() {
	}

	static String of(ScanRequest request) {
		String canonical = String.join("\n", request.placeId().value(),
				request.keyword().value().toLowerCase(Locale.ROOT).replaceAll("\\s+", " "),
				request.center().lat().stripTrailingZeros().toPlainString(),
				request.center().lng().stripTrailingZeros().toPlainString(), request.gridSize().toString(),
				request.radius().toString(), request.measurement().code(), WireCode.of(request.platform()),
				Boolean.toString(request.aiAnalysis()));
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256").digest(canonical.getBytes(StandardCharsets.UTF_8));
			return HexFormat.of().formatHex(digest);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
