package app.locus.alerts;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The signature of a webhook body: HMAC-SHA256 over {@code <timestamp>.<body>} with the
 * workspace's secret, sent as {@value #HEADER}: {@code t=<timestamp>,v1=<hex>} (the
 * timestamp lets a receiver refuse old replays).
 */
public final class WebhookSignature {

	public static final String HEADER = "X-Locus-Signature";

	private WebhookSignature() {
	}

	/** The header's value for this body sent at {@code epochSeconds}. */
	public static String header(String secret, long epochSeconds, String body) {
		return "t=" + epochSeconds + ",v1=" + hmac(secret, epochSeconds + "." + body);
	}

	static String hmac(String secret, String text) {
		try {
			Mac mac = Mac.getInstance("HmacSHA256");
			mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
			return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("HmacSHA256 is part of every JRE", ex);
		}
	}

}
