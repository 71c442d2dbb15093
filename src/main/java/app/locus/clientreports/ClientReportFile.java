package app.locus.clientreports;

/** A stored report's PDF with the name to download it under. */
public record ClientReportFile(String name, byte[] pdf) {

	public ClientReportFile {
		pdf = pdf.clone();
	}

	@Override
	public byte[] pdf() {
		return pdf.clone();
	}

}
