package app.locus.sharing;

/**
 * A generated client-report PDF that a share link opens (DD158), exactly as it was made.
 *
 * @param fileName the name it is shown under (dates only, safe in a header)
 */
public record SharedPdf(String fileName, byte[] pdf) implements Shared {

	public SharedPdf {
		pdf = pdf.clone();
	}

	@Override
	public byte[] pdf() {
		return pdf.clone();
	}

}
