package app.locus.scans;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;

import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.ondemand.SpotCheckRequest;
import app.locus.upstream.api.scans.ScanRequest;

/**
 * What makes two submissions "the same scan": place, keyword (ignoring case and repeated
 * spaces), centre, grid, radius, unit, platform and AI analysis, hashed (SHA-256, hex);
 * two spot checks are the same for the same place, keyword and point.
 */
final class ScanFingerprint {

	private ScanFingerprint() {
	}

	static String of(ScanRequest request) {
		return hash(request.placeId().value(), keyword(request.keyword()), plain(request.center().lat()),
				plain(request.center().lng()), request.gridSize().toString(), request.radius().toString(),
				request.measurement().code(), request.platform().code(), Boolean.toString(request.aiAnalysis()));
	}

	/** A campaign run: the campaign; never the same as any scan's. */
	static String ofCampaignRun(String campaignKey) {
		return hash("campaign-run", campaignKey);
	}

	/** A spot check: place, keyword and point; never the same as any scan's. */
	static String of(SpotCheckRequest request) {
		return hash("spot", request.placeId().value(), keyword(request.keyword()), plain(request.point().lat()),
				plain(request.point().lng()));
	}

	private static String keyword(Keyword keyword) {
		return keyword.value().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
	}

	private static String plain(BigDecimal number) {
		return number.stripTrailingZeros().toPlainString();
	}

	private static String hash(String... parts) {
		String canonical = String.join("\n", parts);
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256").digest(canonical.getBytes(StandardCharsets.UTF_8));
			return HexFormat.of().formatHex(digest);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
