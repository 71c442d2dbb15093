package app.locus.clientreports;

import java.time.Instant;

/** A PDF in the workspace's report history (without its bytes). */
public record ClientReportEntry(ClientReportId id, String title, DateRange period, Origin origin, Instant createdAt,
		int sizeBytes) {

	/** Who asked for the report. */
	public enum Origin {

		MANUAL("Made by hand"), SCHEDULE("Scheduled");

		private final String label;

		Origin(String label) {
			this.label = label;
		}

		public String label() {
			return label;
		}

	}

	/** The file name a download and a mail attachment carry. */
	public String fileName() {
		return "report-" + period.from() + "-to-" + period.to() + ".pdf";
	}

}
