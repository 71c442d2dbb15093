package app.locus.upstream.api;

/** Key of a report at the service: 15 lowercase hexadecimal characters. */
public record ReportKey(String value) {

	public ReportKey {
		value = HexKey.require(value, "reportKey", "Report key");
	}

	public static ReportKey of(String value) {
		return new ReportKey(value);
	}

	@Override
	public String toString() {
		return value;
	}

}
