package app.locus.campaigns.ui;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.Texts;
import app.locus.reports.Metric;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.reports.Movement;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;

/**
 * Movement since the previous run as up/down badges: an arrow for the way the number
 * went, green when that is better for the business, red when worse (ARP and ATRP improve
 * as they fall, SoLV/SAIV as it rises). The words and figures are the reader's
 * ({@code campaigns.move.*}); the metric names are the same in every language.
 */
final class MovementBadges {

	private MovementBadges() {
	}

	/** Three badges (ARP, ATRP, SoLV or SAIV) with ids {@code <idPrefix>-arp} etc. */
	static HorizontalLayout of(Texts texts, LocaleFormats formats, String idPrefix, Movement movement,
			Platform platform) {
		Movement moves = movement == null ? new Movement(null, null, null) : movement;
		String share = platform != null && platform.isAi() ? "SAIV" : "SoLV";
		HorizontalLayout badges = new HorizontalLayout(
				badge(texts, formats, idPrefix + "-arp", Metric.ARP.name(), Metric.ARP, moves.arpMove()),
				badge(texts, formats, idPrefix + "-atrp", Metric.ATRP.name(), Metric.ATRP, moves.atrpMove()),
				badge(texts, formats, idPrefix + "-solv", share, Metric.SOLV, moves.solvMove()));
		badges.setSpacing(true);
		return badges;
	}

	static Span badge(Texts texts, LocaleFormats formats, String id, String label, Metric metric, BigDecimal move) {
		Metric.Change change = metric.change(move);
		Span badge = new Span(move == null ? texts.text("campaigns.move.none", label) : texts.text(switch (change) {
			case BETTER -> "campaigns.move.better";
			case WORSE -> "campaigns.move.worse";
			case SAME, UNKNOWN -> "campaigns.move.same";
		}, label, move.signum() > 0 ? "▲" : move.signum() < 0 ? "▼" : "=",
				// rounded first, so that a fall too small to show reads 0, never -0
				(move.signum() > 0 ? "+" : "") + formats.decimal(move.setScale(2, RoundingMode.HALF_UP), 2)));
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
