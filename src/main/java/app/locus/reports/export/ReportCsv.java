package app.locus.reports.export;

import java.util.List;

import app.locus.reports.ReportCard;
import app.locus.reports.ReportDetail;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.reports.RankedBusiness;

/**
 * The gallery and competitor tables as CSV files for spreadsheets.
 */
public final class ReportCsv {

	private ReportCsv() {
	}

	/** One line per card: what the card shows, and the report key. */
	public static byte[] gallery(List<ReportCard> cards) {
		Csv csv = Csv.withHeaders("Date", "Type", "Keyword", "Location", "Place ID", "Platform", "Grid", "Radius",
				"Unit", "ARP", "ATRP", "SoLV / SAIV", "Metric", "Found in", "Competitors", "Report key");
		for (ReportCard card : cards) {
			csv.row(card.date() == null ? null : card.date().toString(), card.type().label(), card.keyword(),
					card.locationName(), card.placeId(), card.platform() == null ? null : card.platform().displayName(),
					card.gridSize(), card.radius(), card.unit() == null ? null : card.unit().code(),
					card.metrics().arp(), card.metrics().atrp(), card.metrics().solv(), card.primaryMetric().label(),
					card.foundIn(), card.totalCompetitors(), card.key().value());
		}
		return csv.toBytes();
	}

	/**
	 * The businesses of a competitor report in the service's order (by share of voice).
	 */
	public static byte[] competitors(ReportDetail detail) {
		Platform platform = detail.card().platform();
		String share = platform == null ? "SoLV" : platform.primaryMetric().label();
		Csv csv = Csv.withHeaders("Position", "Business", "Place ID", "ARP", "ATRP", share, "Reviews", "Rating",
				"Own business");
		List<RankedBusiness> businesses = detail.asCompetitor().businesses();
		for (int i = 0; i < businesses.size(); i++) {
			RankedBusiness business = businesses.get(i);
			csv.row(i + 1, business.name(), business.placeId(), business.metrics().arp(), business.metrics().atrp(),
					business.metrics().solv(), business.reviews(), business.rating(),
					detail.isOwn(business) ? "yes" : "no");
		}
		return csv.toBytes();
	}

}
