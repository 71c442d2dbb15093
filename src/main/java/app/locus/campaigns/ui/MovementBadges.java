package app.locus.campaigns.ui;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

import app.locus.reports.Metric;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.reports.Movement;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;

/**
 * Movement since the previous run as up/down badges: an arrow for the way the number
 * went, green when that is better for the business, red when worse (ARP and ATRP improve
 * as they fall, SoLV/SAIV as it rises).
 */
final class MovementBadges {

	private MovementBadges() {
	}

	/** Three badges (ARP, ATRP, SoLV or SAIV) with ids {@code <idPrefix>-arp} etc. */
	static HorizontalLayout of(String idPrefix, Movement movement, Platform platform) {
		Movement moves = movement == null ? new Movement(null, null, null) : movement;
		String share = platform != null && platform.isAi() ? "SAIV" : "SoLV";
		HorizontalLayout badges = new HorizontalLayout(badge(idPrefix + "-arp", "ARP", Metric.ARP, moves.arpMove()),
				badge(idPrefix + "-atrp", "ATRP", Metric.ATRP, moves.atrpMove()),
				badge(idPrefix + "-solv", share, Metric.SOLV, moves.solvMove()));
		badges.setSpacing(true);
		return badges;
	}

	static Span badge(String id, String label, Metric metric, BigDecimal move) {
		Metric.Change change = metric.change(move);
		String arrow = move == null ? "–" : move.signum() > 0 ? "▲" : move.signum() < 0 ? "▼" : "=";
		String amount = move == null ? "no earlier run" : (move.signum() > 0 ? "+" : "")
				+ move.setScale(2, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
		String meaning = switch (change) {
			case BETTER -> "better";
			case WORSE -> "worse";
			case SAME -> "same";
			case UNKNOWN -> "";
		};
		Span badge = new Span(label + " " + arrow + " " + amount + (meaning.isEmpty() ? "" : " (" + meaning + ")"));
		badge.setId(id);
		String colour = switch (change) {
			case BETTER -> "success";
			case WORSE -> "error";
			default -> "contrast";
		};
		badge.getElement().setAttribute("data-change", change.name().toLowerCase(Locale.ROOT));
		badge.getStyle()
			.set("color", "var(--lumo-" + colour + "-text-color, var(--lumo-body-text-color))")
			.set("background", "var(--lumo-" + colour + "-color-10pct)")
			.set("border-radius", "var(--lumo-border-radius-s)")
			.set("padding", "0 var(--lumo-space-xs)")
			.set("font-size", "var(--lumo-font-size-s)");
		return badge;
	}

}
