package app.locus.simulator.scans;

import java.time.Instant;

/**
 * A finished scan and its competitor report (they share the key).
 *
 * @param campaignKey the campaign that ran it, or null
 */
public record ScanReport(String key, Instant completedAt, ScanResult result, Origin origin, String campaignKey) {

	/**
	 * What started the scan; campaign scans make no trend, location or keyword reports.
	 */
	public enum Origin {

		MANUAL, AUTOSCAN, CAMPAIGN

	}

	public ScanSettings settings() {
		return result.settings();
	}

}
